import { AUTH_COOKIE_DAYS } from '@amora/shared';
import { and, eq, getTableColumns, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, secondFactors, sessions, users } from '../../db/schema';
import { type Clock, DAY, MINUTE } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { touchActivity } from '../members/profile-store';

export type UserRow = typeof users.$inferSelect;

/**
 * The account columns a session brings along on every request: all but the password hash, the
 * sign-up's message and tracking, the deletion's and the mail stop's details and the canonical
 * address, which only sign-up, log-in, deletion and the staff console read (from the row itself).
 * Less to read, send and parse per request, and a password hash that never travels with one
 * (docs/decisions/044-fewer-statements-per-answer.md).
 */
const NOT_IN_SESSION = [
  'passwordHash',
  'signupMessage',
  'tracking',
  'deletedAt',
  'deleteReason',
  'emailDisabledAt',
  'emailCanonical',
] as const;
export type SessionUser = Omit<UserRow, (typeof NOT_IN_SESSION)[number]>;
const SESSION_USER_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(users)).filter(
    ([key]) => !(NOT_IN_SESSION as readonly string[]).includes(key),
  ),
) as { [K in keyof SessionUser]: (typeof users)['_']['columns'][K] };
/**
 * Where a session stands with the second factor (decision 023): not needed (a member without
 * one), pending (only the password so far) or verified on this session.
 */
export type SecondFactorState = 'not_needed' | 'pending' | 'verified';
export interface ResolvedSession {
  user: SessionUser;
  sessionId: number;
  secondFactor: SecondFactorState;
  /** The account has a confirmed authenticator (false: staff who still have to set one up). */
  hasSecondFactor: boolean;
}

/** Staff always need a second factor; a member once they turned it on. */
export function needsSecondFactor(user: Pick<SessionUser, 'role'>, hasSecondFactor: boolean): boolean {
  return user.role !== null || hasSecondFactor;
}

/**
 * The session of the placeholder `tokenHash` as SQL, only when `resolveWith` would find it and
 * the auth checks would let it act as a member of the site `site` with nothing more to ask: no
 * ban (not even one that ended), no staff role, and a second factor passed on this session or
 * never turned on (needsSecondFactor). Selects `session_id`, `last_seen_at`, `user_id` and
 * `paid_user`; no row otherwise. For a statement that writes on the member's behalf in the same
 * round trip as the session (the chat send, decision 044): any session it finds no row for goes
 * through resolveWith and the checks that answer it. Placeholders: `tokenHash`, `now`, `site`.
 */
export function plainMemberSessionSql(): SQL {
  return sql`select s.id as session_id, s.last_seen_at, u.id as user_id, u.paid_user
      from sessions s join users u on u.id = s.user_id
     where s.token_hash = ${sql.placeholder('tokenHash')}::text
       and s.expires_at > ${sql.placeholder('now')}::timestamptz
       and u.status <> 'deleted' and u.banned_at is null and u.role is null
       and u.site_id = ${sql.placeholder('site')}::int
       and (s.second_factor_at is not null
            or (not exists (select 1 from second_factors f where f.user_id = u.id and f.confirmed_at is not null)
                and not exists (select 1 from passkeys k where k.user_id = u.id)))`;
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
  /** resolveWith's statements by name, each built once (decision 044). */
  private readonly withData = new Map<string, ReturnType<SessionService['sessionQuery']>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.resolveQuery = this.sessionQuery('session_resolve', sql`null`);
  }

  /** The session of a token hash, with `data` (SQL of the session's `users.id`) as one more column. */
  private sessionQuery(name: string, data: SQL) {
    return this.db
      .select({
        user: SESSION_USER_COLUMNS,
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
        factorConfirmedAt: secondFactors.confirmedAt,
        // A passkey is a second factor of its own (decision 029).
        hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
        data: sql<unknown>`${data}`,
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
      .prepare(name);
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
    return (await this.resolveWith(token, null)).session;
  }

  /**
   * The session of a token as `resolve` finds it and, in the same statement, `data`: what an
   * answer needs of the session's member, as SQL of their id (`users.id`; one JSON value, e.g.
   * `(select json_agg(…) …)`) with `values` for its placeholders. One round trip instead of two
   * for the hot member reads (decision 044). The data is read before the caller's checks (ban,
   * second factor, site), for the session's own member only; a caller that refuses the session
   * drops it. `query` null: the session alone.
   */
  async resolveWith<T>(
    token: string | undefined,
    query: { name: string; data: (userId: SQL) => SQL; values?: Record<string, unknown> } | null,
  ): Promise<{ session: ResolvedSession | null; data: T | null; touched: boolean }> {
    if (!token || token.length > 100) return { session: null, data: null, touched: false };
    const now = this.clock.now();
    let prepared = this.resolveQuery;
    if (query) {
      prepared = this.withData.get(query.name) ?? this.sessionQuery(query.name, query.data(sql`${users.id}`));
      this.withData.set(query.name, prepared);
    }
    const [row] = await prepared.execute({
      ...query?.values,
      tokenHash: sha256(token),
      now: now.toISOString(),
    });
    if (!row) return { session: null, data: null, touched: false };
    // The member's activity is touched after the data was read: data showing it is read again.
    const touched = await this.touchIfDue(row.sessionId, row.user.id, row.lastSeenAt, now);
    const hasSecondFactor = row.factorConfirmedAt !== null || row.hasPasskey;
    const secondFactor: SecondFactorState = !needsSecondFactor(row.user, hasSecondFactor)
      ? 'not_needed'
      : row.secondFactorAt
        ? 'verified'
        : 'pending';
    return {
      session: { user: row.user, sessionId: row.sessionId, secondFactor, hasSecondFactor },
      data: (row.data ?? null) as T | null,
      touched,
    };
  }

  /**
   * Refreshes the session's last_seen_at and the member's activity once it is TOUCH_EVERY_MS old
   * (`lastSeenAt`: as the session was read). True when it did.
   */
  async touchIfDue(sessionId: number, userId: number, lastSeenAt: Date, now: Date): Promise<boolean> {
    if (now.getTime() - lastSeenAt.getTime() <= TOUCH_EVERY_MS) return false;
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    await touchActivity(this.db, userId, now);
    return true;
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
