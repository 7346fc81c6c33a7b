import { DB_INTEGER_MAX } from '@amora/shared/api/ids';
import type { StaffMemberDetail, StaffMemberRow, StaffRole } from '@amora/shared/api/staff';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, profiles, sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { activeBan } from '../auth/context';
import { grantCredits, ledgerSum, spendCredits, spentOnFictional } from '../credits/service';
import type { PhotoService } from '../photos/service';
import { collectMemberData } from '../privacy/member-data';
import { audit } from './audit';
import { presentStaffPhoto } from './moderation';
import type { Staff } from './roles';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

function row(user: UserRow, profile: ProfileRow | null, now: Date): StaffMemberRow {
  return {
    id: user.id,
    site_id: user.siteId,
    email: user.email,
    name: profile?.name ?? '',
    status: user.status,
    role: user.role,
    credits: user.credits,
    fictional: profile?.fictional ?? false,
    banned: activeBan(user, now) !== null,
    signup_date: user.signupDate.toISOString(),
  };
}

/** Members as support sees them: find, details, sessions, credits, GDPR export and erasure. */
export class StaffMemberService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly photos: PhotoService,
  ) {}

  /** By id, e-mail or name (a part of either), across all sites; at most 50. */
  async find(q: string): Promise<StaffMemberRow[]> {
    const conditions: SQL[] = [];
    // A number is also an id, if it can be one: past the integer range it is an overflow error.
    if (/^\d+$/.test(q) && Number(q) <= DB_INTEGER_MAX) conditions.push(eq(users.id, Number(q)));
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(ilike(users.email, like), ilike(profiles.name, like));
    const rows = await this.db
      .select({ user: users, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(or(...conditions))
      .orderBy(asc(users.id))
      .limit(50);
    const now = this.clock.now();
    return rows.map((r) => row(r.user, r.profile, now));
  }

  private async load(userId: number) {
    const [found] = await this.db
      .select({ user: users, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!found) throw notFound('No such member');
    return found;
  }

  async detail(userId: number): Promise<StaffMemberDetail> {
    const { user, profile } = await this.load(userId);
    const now = this.clock.now();
    const [photoRows, ledgerRows, sessionRows, sum, fictionalSpent] = await Promise.all([
      this.photos.allOf(userId),
      this.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.id))
        .limit(100),
      this.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt)),
      ledgerSum(this.db, userId),
      spentOnFictional(this.db, userId),
    ]);
    const ban = activeBan(user, now);
    return {
      member: {
        ...row(user, profile, now),
        paid_user: user.paidUser,
        language: user.language,
        ban: ban && user.bannedAt ? { ...ban, since: user.bannedAt.toISOString() } : null,
        profile: profile
          ? {
              name: profile.name,
              gender: profile.gender,
              birth_date: profile.birthDate,
              country: profile.country,
              about: profile.about,
              status: profile.status,
            }
          : null,
      },
      photos: photoRows.map((p) => presentStaffPhoto(p, profile?.name ?? '', user.siteId)),
      ledger: ledgerRows.map((l) => ({
        id: l.id,
        amount: l.amount,
        reason: l.reason,
        reference: l.reference,
        balance_after: l.balanceAfter,
        recipient_fictional: l.recipientFictional,
        created_at: l.createdAt.toISOString(),
      })),
      sessions: sessionRows.map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        ip: s.ip,
        user_agent: s.userAgent,
      })),
      ledger_matches_balance: sum === user.credits,
      fictional_spent: fictionalSpent,
    };
  }

  /** Ends one session, or all of them. */
  async endSessions(staff: Staff, userId: number, sessionId?: number): Promise<number> {
    await this.load(userId);
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), sessionId ? eq(sessions.id, sessionId) : undefined))
        .returning({ id: sessions.id });
      await audit(
        tx,
        staff,
        'member.end_sessions',
        { type: 'member', id: userId },
        { sessions: ended.map((s) => s.id) },
        null,
        this.clock.now(),
      );
      return ended.length;
    });
  }

  /**
   * Adds or takes credits through the ledger (reason `adjustment`), never below zero. The audit
   * entry's id is the ledger reference, so each adjustment is its own event.
   */
  async adjustCredits(staff: Staff, userId: number, amount: number, note: string): Promise<number> {
    const { user } = await this.load(userId);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const reference = `staff:${staff.id}:${now.getTime()}:${Math.random().toString(36).slice(2, 8)}`;
      const balance =
        amount > 0
          ? await grantCredits(tx, userId, amount, 'adjustment', reference)
          : await spendCredits(tx, userId, -amount, 'adjustment', reference);
      await audit(
        tx,
        staff,
        'member.credits',
        { type: 'member', id: userId },
        { credits: user.credits },
        { credits: balance, amount, note, reference },
        now,
      );
      return balance;
    });
  }

  async setRole(staff: Staff, userId: number, role: StaffRole | null): Promise<void> {
    const { user } = await this.load(userId);
    if (userId === staff.id) throw new HttpError(409, 'own_role', 'You cannot change your own role');
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ role }).where(eq(users.id, userId));
      await audit(
        tx,
        staff,
        'member.role',
        { type: 'member', id: userId },
        { role: user.role },
        { role },
        this.clock.now(),
      );
    });
  }

  /**
   * Everything we keep about the member, machine-readable (GDPR Art. 15 and 20): the same
   * collector as the member's own archive (modules/privacy), audited as a staff action.
   */
  async exportData(staff: Staff, userId: number) {
    await this.load(userId);
    const now = this.clock.now();
    const { data } = await collectMemberData(this.db, this.photos, userId, now);
    await audit(this.db, staff, 'member.export', { type: 'member', id: userId }, null, null, now);
    return data;
  }

  /**
   * Erases the member now (GDPR Art. 17): photo files first, then the account row, which takes
   * profile, photos, messages, likes, blocks, reports, ledger and sessions with it (cascades).
   * The audit entry keeps only the id. Staff accounts are refused.
   */
  async erase(staff: Staff, userId: number, confirmEmail: string): Promise<void> {
    const { user } = await this.load(userId);
    if (user.role) throw new HttpError(409, 'staff_account', 'Remove the staff role first');
    if (user.email !== confirmEmail) {
      throw new HttpError(400, 'validation_failed', 'The e-mail does not match', {
        fields: { confirm_email: 'mismatch' },
      });
    }
    await this.photos.removeAll(userId);
    await this.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId));
      await audit(
        tx,
        staff,
        'member.erase',
        { type: 'member', id: userId },
        { site_id: user.siteId },
        null,
        this.clock.now(),
      );
    });
  }

  /** Staff accounts (for the audit filter and the roles screen). */
  async staffList(): Promise<StaffMemberRow[]> {
    const rows = await this.db
      .select({ user: users, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.role, ['admin', 'moderator', 'operator', 'support']))
      .orderBy(asc(users.id));
    const now = this.clock.now();
    return rows.map((r) => row(r.user, r.profile, now));
  }
}
