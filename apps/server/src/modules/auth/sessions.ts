import { AUTH_COOKIE_DAYS } from '@amora/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, secondFactors, sessions, users } from '../../db/schema';
import { type Clock, DAY, MINUTE } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { touchActivity } from '../members/profile-store';

export type UserRow = typeof users.$inferSelect;
/**
 * Where a session stands with the second factor (decision 023): not needed (a member without
 * one), pending (only the password so far) or verified on this session.
 */
export type SecondFactorState = 'not_needed' | 'pending' | 'verified';
export interface ResolvedSession {
  user: UserRow;
  sessionId: number;
  secondFactor: SecondFactorState;
  /** The account has a confirmed authenticator (false: staff who still have to set one up). */
  hasSecondFactor: boolean;
}

/** Staff always need a second factor; a member once they turned it on. */
export function needsSecondFactor(user: Pick<UserRow, 'role'>, hasSecondFactor: boolean): boolean {
  return user.role !== null || hasSecondFactor;
}
const SESSION_MS = AUTH_COOKIE_DAYS * DAY;
/** last_seen_at is refreshed at most this often, to keep reads from writing on every request. */
const TOUCH_EVERY_MS = 5 * MINUTE;

export class SessionService {
  /**
   * Every member request asks this: built once and sent as one named statement, so neither the
   * ORM nor PostgreSQL prepares it again per request (docs/decisions/030-throughput.md).
   */
  private readonly resolveQuery;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.resolveQuery = db
      .select({
        user: users,
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
        factorConfirmedAt: secondFactors.confirmedAt,
        // A passkey is a second factor of its own (decision 029).
        hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          ne(users.status, 'deleted'),
        ),
      )
      .prepare('session_resolve');
  }

  /** A new session for the user; returns the cookie token (only its hash is stored). */
  async create(userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return token;
  }

  /** The user behind a cookie token, or null (unknown, expired, or the account was deleted). */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const now = this.clock.now();
    const [row] = await this.resolveQuery.execute({ tokenHash: sha256(token), now: now.toISOString() });
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      await touchActivity(this.db, row.user.id, now);
    }
    const hasSecondFactor = row.factorConfirmedAt !== null || row.hasPasskey;
    const secondFactor: SecondFactorState = !needsSecondFactor(row.user, hasSecondFactor)
      ? 'not_needed'
      : row.secondFactorAt
        ? 'verified'
        : 'pending';
    return { user: row.user, sessionId: row.sessionId, secondFactor, hasSecondFactor };
  }

  /** The session passed the second factor. */
  async markSecondFactor(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ secondFactorAt: this.clock.now() })
      .where(eq(sessions.id, sessionId));
  }

  async end(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  }

  /** Ends every session of the user except `keepSessionId` (password change, reset). */
  async endOthers(userId: number, keepSessionId?: number): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, userId),
      );
  }
}

export const SESSION_MAX_AGE_SECONDS = SESSION_MS / 1000;
