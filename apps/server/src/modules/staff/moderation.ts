import { isLanguage, type Language } from '@amora/shared';
import type { StaffComplaint, StaffPhoto, StaffProfileText, StaffReport } from '@amora/shared/api/staff';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { complaints, messages, photos, profiles, reports, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import type { MailTemplate } from '../../mail/templates';
import { bannedAddressKey, forgetBannedAddress, recordBannedAddress } from '../auth/address-policy';
import { activeBan } from '../auth/context';
import { refreshListing } from '../members/profile-store';
import { type PhotoRow, type PhotoService, photoFileUrl } from '../photos/service';
import type { SiteService } from '../sites/service';
import { audit } from './audit';
import { formatDate, reasonText } from './reasons';
import type { Staff } from './roles';

type Log = { error(obj: object, msg?: string): void };
/** Where links in moderation mails point: the member's site (`/complaints` is appended). */
export type SiteBase = (siteId: number) => Promise<string>;

export function presentStaffPhoto(row: PhotoRow, name: string, siteId: number): StaffPhoto {
  return {
    id: row.id,
    user_id: row.userId,
    name,
    site_id: siteId,
    status: row.status,
    // Pending and rejected files are private: the console shows them through the checked route.
    thumb_filename: photoFileUrl(row.thumbFilename, row.status),
    filename: photoFileUrl(row.filename, row.status),
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    screening: row.screening,
    held_reasons: row.heldReasons,
    risk: row.risk,
    copy_of: null,
  };
}

/**
 * Notice and action (EU Digital Services Act): photo and profile-text review, reports and
 * complaints, bans. Every decision is audited; the member whose content is removed or whose
 * account is restricted gets a statement of reasons; reporters get a receipt and the decision.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly sites: SiteService,
    private readonly photos: PhotoService,
    private readonly siteBase: SiteBase,
    private readonly log: Log,
  ) {}

  // ── Mails ────────────────────────────────────────────────────────────────

  /** Sends a moderation mail to a member in their language; a failed mail is logged, never fatal. */
  async mailMember(
    userId: number,
    template: MailTemplate,
    data: { action?: string; reason?: string | null; until?: Date | null; reference?: string },
  ): Promise<void> {
    const [row] = await this.db
      .select({ email: users.email, language: users.language, siteId: users.siteId, name: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return;
    const language: Language = isLanguage(row.language) ? row.language : 'en';
    await this.sendMail(row.siteId, row.email, language, row.name ?? '', template, data);
  }

  private async sendMail(
    siteId: number,
    to: string,
    language: Language,
    name: string,
    template: MailTemplate,
    data: { action?: string; reason?: string | null; until?: Date | null; reference?: string },
  ): Promise<void> {
    try {
      const site = (await this.sites.all()).find((s) => s.id === siteId);
      if (!site) return;
      await this.mailer.send({
        siteId,
        siteName: site.name,
        supportEmail: site.supportEmail,
        to,
        language,
        template,
        data: {
          name,
          link: `${await this.siteBase(siteId)}/complaints`,
          action: data.action,
          reason: data.reason !== undefined ? reasonText(language, data.reason) : undefined,
          until: data.until ? formatDate(language, data.until) : undefined,
          reference: data.reference,
        },
      });
    } catch (err) {
      this.log.error({ err, template }, 'could not send a moderation mail');
    }
  }

  // ── Photos ───────────────────────────────────────────────────────────────

  /**
   * Photos of a status; pending ones by risk (likely copies, then the most explicit) and then
   * oldest first, each with the scores, the reasons it is held and the photo it seems copied from.
   */
  async photoQueue(status: PhotoRow['status']): Promise<StaffPhoto[]> {
    const rows = await this.photos.queue(status);
    const copyIds = rows.flatMap((r) => (r.photo.copyOf ? [r.photo.copyOf] : []));
    const originals =
      copyIds.length === 0
        ? []
        : await this.db
            .select({ photo: photos, name: profiles.name, user: users })
            .from(photos)
            .innerJoin(users, eq(users.id, photos.userId))
            .leftJoin(profiles, eq(profiles.userId, photos.userId))
            .where(inArray(photos.id, copyIds));
    const now = this.clock.now();
    const byId = new Map(originals.map((o) => [o.photo.id, o]));
    return rows.map((r) => {
      const original = r.photo.copyOf ? byId.get(r.photo.copyOf) : undefined;
      return {
        ...presentStaffPhoto(r.photo, r.name, r.siteId),
        copy_of: original
          ? {
              id: original.photo.id,
              user_id: original.photo.userId,
              name: original.name ?? '',
              status: original.photo.status,
              thumb_filename: photoFileUrl(original.photo.thumbFilename, original.photo.status),
              banned: activeBan(original.user, now) !== null,
            }
          : null,
      };
    });
  }

  async decidePhoto(
    staff: Staff,
    input: { photo_id: number; decision: 'approve' | 'reject'; reason?: string },
  ): Promise<void> {
    const status = input.decision === 'approve' ? 'active' : 'rejected';
    const { before, after } = await this.photos.moderate(input.photo_id, status, input.reason ?? null);
    await audit(
      this.db,
      staff,
      `photo.${input.decision}`,
      { type: 'photo', id: before.id },
      { status: before.status, reject_reason: before.rejectReason, user_id: before.userId },
      { status: after.status, reject_reason: after.rejectReason, user_id: after.userId },
      this.clock.now(),
    );
    if (status === 'rejected' && before.status !== 'rejected') {
      await this.mailMember(before.userId, 'statement_of_reasons', {
        action: 'photo_rejected',
        reason: input.reason ?? 'other',
      });
    }
  }

  // ── Profile texts ────────────────────────────────────────────────────────

  async profileTextQueue(): Promise<StaffProfileText[]> {
    const rows = await this.db
      .select()
      .from(profiles)
      .where(eq(profiles.aboutPending, true))
      .orderBy(asc(profiles.updatedAt))
      .limit(100);
    return rows.map((p) => ({
      user_id: p.userId,
      name: p.name,
      site_id: p.siteId,
      about: p.about,
      fictional: p.fictional,
      updated_at: p.updatedAt.toISOString(),
    }));
  }

  async decideProfileText(
    staff: Staff,
    input: { user_id: number; decision: 'approve' | 'remove'; reason?: string },
  ): Promise<void> {
    const [before] = await this.db.select().from(profiles).where(eq(profiles.userId, input.user_id));
    if (!before) throw notFound('No such profile');
    await this.db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set(input.decision === 'remove' ? { about: '', aboutPending: false } : { aboutPending: false })
        .where(eq(profiles.userId, input.user_id));
      await audit(
        tx,
        staff,
        `profile_text.${input.decision}`,
        { type: 'member', id: input.user_id },
        { about: before.about },
        { about: input.decision === 'remove' ? '' : before.about, reason: input.reason ?? null },
        this.clock.now(),
      );
    });
    if (input.decision === 'remove' && before.about) {
      await this.mailMember(input.user_id, 'statement_of_reasons', {
        action: 'text_removed',
        reason: input.reason ?? 'other',
      });
    }
  }

  // ── Bans ─────────────────────────────────────────────────────────────────

  async ban(staff: Staff, input: { user_id: number; reason: string; days: number | null }): Promise<void> {
    const now = this.clock.now();
    const until = input.days ? new Date(now.getTime() + input.days * DAY) : null;
    const [before] = await this.db.select().from(users).where(eq(users.id, input.user_id));
    if (!before) throw notFound('No such member');
    if (before.role) throw new HttpError(409, 'staff_account', 'Staff accounts cannot be banned');
    const key = await bannedAddressKey(this.db);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ bannedAt: now, bannedUntil: until, banReason: input.reason })
        .where(eq(users.id, input.user_id));
      // The address's keyed hash outlives the account: sign-up refuses it on every site (decision 042).
      await recordBannedAddress(tx, key, before, until);
      await audit(
        tx,
        staff,
        'member.ban',
        { type: 'member', id: input.user_id },
        banState(before),
        { banned_at: now.toISOString(), banned_until: until?.toISOString() ?? null, reason: input.reason },
        now,
      );
    });
    // Off search, swipe, the landers and new conversations until the ban ends (decision 042).
    await refreshListing(this.db, input.user_id);
    await this.mailMember(input.user_id, 'statement_of_reasons', {
      action: 'banned',
      reason: input.reason,
      until,
    });
  }

  async unban(staff: Staff, userId: number): Promise<void> {
    const [before] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!before) throw notFound('No such member');
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ bannedAt: null, bannedUntil: null, banReason: null })
        .where(eq(users.id, userId));
      await forgetBannedAddress(tx, userId);
      // A ban decided on a profile hidden by reports kept it hidden; lifting the ban is the
      // moderator's last word on it (decision 042).
      await tx
        .update(profiles)
        .set({ reportHiddenAt: null, reportsClearedAt: this.clock.now() })
        .where(and(eq(profiles.userId, userId), isNotNull(profiles.reportHiddenAt)));
      await audit(
        tx,
        staff,
        'member.unban',
        { type: 'member', id: userId },
        banState(before),
        null,
        this.clock.now(),
      );
    });
    await refreshListing(this.db, userId);
  }

  // ── Reports ──────────────────────────────────────────────────────────────

  /**
   * The report queue; open reports of the profiles most members reported come first, each with
   * that count, whether reports hid the profile, and whether it is staff-run (decision 042).
   */
  async reportQueue(status: 'open' | 'closed'): Promise<StaffReport[]> {
    const reporter = alias(profiles, 'reporter_profile');
    const reporterUser = alias(users, 'reporter_user');
    const reporters = sql<number>`(select count(distinct o.reporter_id)::int from reports o
      where o.profile_id = ${reports.profileId} and o.status = 'open')`;
    const rows = await this.db
      .select({
        report: reports,
        reporterEmail: reporterUser.email,
        reporterName: reporter.name,
        profileName: profiles.name,
        profileAbout: profiles.about,
        profileFictional: profiles.fictional,
        profileHiddenAt: profiles.reportHiddenAt,
        reporters,
        messageText: messages.text,
      })
      .from(reports)
      .innerJoin(reporterUser, eq(reporterUser.id, reports.reporterId))
      .leftJoin(reporter, eq(reporter.userId, reports.reporterId))
      .leftJoin(profiles, eq(profiles.userId, reports.profileId))
      .leftJoin(messages, eq(messages.id, reports.messageId))
      .where(status === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open'))
      .orderBy(...(status === 'open' ? [desc(reporters), asc(reports.createdAt)] : [desc(reports.decidedAt)]))
      .limit(100);
    return rows.map((r) => ({
      id: r.report.id,
      reporter: { id: r.report.reporterId, email: r.reporterEmail, name: r.reporterName ?? '' },
      profile: {
        id: r.report.profileId,
        name: r.profileName ?? '',
        about: r.profileAbout ?? '',
        fictional: r.profileFictional ?? false,
        hidden: r.profileHiddenAt !== null && r.profileHiddenAt !== undefined,
      },
      reporters: r.reporters,
      message:
        r.report.messageId && r.messageText !== null ? { id: r.report.messageId, text: r.messageText } : null,
      reason: r.report.reason,
      text: r.report.text,
      status: r.report.status,
      action: r.report.action,
      decision_reason: r.report.decisionReason,
      created_at: r.report.createdAt.toISOString(),
      decided_at: r.report.decidedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Decides a report: dismissed, or actioned with what was done to the reported member (text
   * removed, photos removed, ban). The reporter hears the decision; the member gets the reasons.
   */
  async decideReport(
    staff: Staff,
    input: {
      report_id: number;
      decision: 'actioned' | 'dismissed';
      action: 'none' | 'remove_text' | 'remove_photos' | 'ban';
      reason?: string;
      days?: number | null;
    },
  ): Promise<void> {
    const [report] = await this.db.select().from(reports).where(eq(reports.id, input.report_id));
    if (!report) throw notFound('No such report');
    if (report.status !== 'open') throw new HttpError(409, 'already_decided', 'This report was decided');
    const action = input.decision === 'dismissed' ? 'none' : input.action;
    const reason = input.reason ?? null;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(reports)
        .set({ status: input.decision, decidedAt: now, decidedBy: staff.id, action, decisionReason: reason })
        .where(eq(reports.id, report.id));
      await audit(
        tx,
        staff,
        `report.${input.decision}`,
        { type: 'report', id: report.id },
        { status: report.status },
        { status: input.decision, action, reason, profile_id: report.profileId },
        now,
      );
    });
    if (action === 'remove_text') {
      await this.decideProfileText(staff, {
        user_id: report.profileId,
        decision: 'remove',
        reason: reason ?? 'other',
      });
    } else if (action === 'remove_photos') {
      const shown = await this.db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, report.profileId), inArray(photos.status, ['active', 'pending'])));
      for (const photo of shown) await this.photos.moderate(photo.id, 'rejected', reason);
      await audit(this.db, staff, 'photo.reject_all', { type: 'member', id: report.profileId }, null, {
        photos: shown.map((p) => p.id),
        reason,
      });
      await this.mailMember(report.profileId, 'statement_of_reasons', { action: 'photos_removed', reason });
    } else if (action === 'ban') {
      await this.ban(staff, {
        user_id: report.profileId,
        reason: reason ?? 'other',
        days: input.days ?? null,
      });
    }
    await this.settleReportHide(report.profileId, action);
    await this.mailMember(report.reporterId, 'report_decision', {
      action: input.decision,
      reference: String(report.id),
    });
  }

  /**
   * A moderator decided on a profile that reports hid: it is listed again (a ban keeps it off
   * until lifted), and only reports made after this decision count towards hiding it again.
   */
  private async settleReportHide(profileId: number, action: string): Promise<void> {
    const now = this.clock.now();
    const cleared = await this.db
      .update(profiles)
      .set(action === 'ban' ? { reportsClearedAt: now } : { reportHiddenAt: null, reportsClearedAt: now })
      .where(and(eq(profiles.userId, profileId), isNotNull(profiles.reportHiddenAt)))
      .returning({ id: profiles.userId });
    if (cleared.length > 0 && action !== 'ban') await refreshListing(this.db, profileId);
  }

  // ── Complaints ───────────────────────────────────────────────────────────

  async complaintQueue(status: 'open' | 'closed'): Promise<StaffComplaint[]> {
    const rows = await this.db
      .select()
      .from(complaints)
      .where(status === 'open' ? eq(complaints.status, 'open') : ne(complaints.status, 'open'))
      .orderBy(status === 'open' ? asc(complaints.createdAt) : desc(complaints.decidedAt))
      .limit(100);
    return rows.map((c) => ({
      id: c.id,
      site_id: c.siteId,
      name: c.name,
      email: c.email,
      subject: c.subject,
      message: c.message,
      status: c.status,
      decision_reason: c.decisionReason,
      created_at: c.createdAt.toISOString(),
      decided_at: c.decidedAt?.toISOString() ?? null,
    }));
  }

  async decideComplaint(
    staff: Staff,
    input: { complaint_id: number; decision: 'upheld' | 'rejected'; reason?: string },
  ): Promise<void> {
    const [complaint] = await this.db.select().from(complaints).where(eq(complaints.id, input.complaint_id));
    if (!complaint) throw notFound('No such complaint');
    if (complaint.status !== 'open')
      throw new HttpError(409, 'already_decided', 'This complaint was decided');
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(complaints)
        .set({
          status: input.decision,
          decidedAt: now,
          decidedBy: staff.id,
          decisionReason: input.reason ?? null,
        })
        .where(eq(complaints.id, complaint.id));
      await audit(
        tx,
        staff,
        `complaint.${input.decision}`,
        { type: 'complaint', id: complaint.id },
        { status: complaint.status },
        { status: input.decision, reason: input.reason ?? null },
        now,
      );
    });
    const site = (await this.sites.all()).find((s) => s.id === complaint.siteId);
    const language: Language = isLanguage(complaint.language)
      ? complaint.language
      : isLanguage(site?.domainLanguage)
        ? site.domainLanguage
        : 'en';
    await this.sendMail(complaint.siteId, complaint.email, language, complaint.name, 'report_decision', {
      action: input.decision,
      reference: String(complaint.id),
    });
  }
}

function banState(user: typeof users.$inferSelect) {
  return {
    banned_at: user.bannedAt?.toISOString() ?? null,
    banned_until: user.bannedUntil?.toISOString() ?? null,
    reason: user.banReason,
  };
}
