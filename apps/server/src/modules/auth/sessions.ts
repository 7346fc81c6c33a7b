import { AUTH_COOKIE_DAYS } from '@amora/shared';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { type Clock, DAY, MINUTE } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { touchActivity } from '../members/profile-store';

export type UserRow = typeof users.$inferSelect;
const SESSION_MS = AUTH_COOKIE_DAYS * DAY;
/** last_seen_at is refreshed at most this often, to keep reads from writing on every request. */
const TOUCH_EVERY_MS = 5 * MINUTE;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

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
  async resolve(token: string | undefined): Promise<{ user: UserRow; sessionId: number } | null> {
    if (!token || token.length > 100) return null;
    const now = this.clock.now();
    const [row] = await this.db
      .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now), ne(users.status, 'deleted')),
      );
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      await touchActivity(this.db, row.user.id, now);
    }
    return { user: row.user, sessionId: row.sessionId };
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
