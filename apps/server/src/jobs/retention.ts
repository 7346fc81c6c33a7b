import { and, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  authTokens,
  complaints,
  loginAttempts,
  outbox,
  rateLimits,
  reports,
  sessions,
  smsCodes,
  smsOutbox,
} from '../db/schema';
import { type Clock, DAY } from '../lib/clock';

/**
 * How long records are kept, as the privacy statement promises (packages/shared/src/locales/pages/<lng>/privacy.md,
 * section 5). Change both together. Accounts deleted by their member are erased by
 * purgeDeletedAccounts; orders stay for the accounting law.
 */
export const RETENTION = {
  /** Login attempts, expired sessions, used or expired mail links: at most 30 days. */
  securityRecordsMs: 30 * DAY,
  /** The mail and SMS logs (outbox): like server logs, at most 30 days. */
  messageLogsMs: 30 * DAY,
  /** Reports and complaints: two years after the case was closed. */
  closedCasesMs: 2 * 365 * DAY,
} as const;

/**
 * Deletes what has outlived its retention period. Each statement deletes only rows past their
 * date, so a rerun, a retry or a second node running it at the same time finds nothing more to do.
 */
export async function enforceRetention(db: Db, clock: Clock) {
  const now = clock.now();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const security = before(RETENTION.securityRecordsMs);
  const logs = before(RETENTION.messageLogsMs);
  const cases = before(RETENTION.closedCasesMs);
  const counted = async (rows: Promise<unknown[]>) => (await rows).length;

  return {
    // A session ends at the latest 30 days after the login that made it (AUTH_COOKIE_DAYS).
    sessions: await counted(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    loginAttempts: await counted(
      db
        .delete(loginAttempts)
        .where(lt(loginAttempts.createdAt, security))
        .returning({ id: loginAttempts.id }),
    ),
    mailLinks: await counted(
      db
        .delete(authTokens)
        .where(or(lt(authTokens.expiresAt, security), lt(authTokens.usedAt, security)))
        .returning({ id: authTokens.id }),
    ),
    mails: await counted(db.delete(outbox).where(lt(outbox.createdAt, logs)).returning({ id: outbox.id })),
    smsCodes: await counted(
      db.delete(smsCodes).where(lt(smsCodes.createdAt, logs)).returning({ id: smsCodes.id }),
    ),
    // Rate-limit windows last an hour at most; a day later nothing reads them.
    rateLimitWindows: await counted(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before(DAY)))
        .returning({ key: rateLimits.key }),
    ),
    sms: await counted(
      db.delete(smsOutbox).where(lt(smsOutbox.createdAt, logs)).returning({ id: smsOutbox.id }),
    ),
    reports: await counted(
      db
        .delete(reports)
        .where(
          and(
            ne(reports.status, 'open'),
            isNotNull(reports.decidedAt),
            lt(reports.decidedAt, cases),
            // A report that led to a ban still in force is what enforces it: kept while it applies.
            sql`not (coalesce(${reports.action}, '') = 'ban' and exists (
              select 1 from users u where u.id = ${reports.profileId} and u.banned_at is not null
                and (u.banned_until is null or u.banned_until > ${now})))`,
          ),
        )
        .returning({ id: reports.id }),
    ),
    complaints: await counted(
      db
        .delete(complaints)
        .where(
          and(
            inArray(complaints.status, ['upheld', 'rejected']),
            isNotNull(complaints.decidedAt),
            lt(complaints.decidedAt, cases),
          ),
        )
        .returning({ id: complaints.id }),
    ),
  };
}
