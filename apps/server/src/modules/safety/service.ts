import { isLanguage, type Language } from '@amora/shared';
import { and, countDistinct, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, complaints, conversations, messages, profiles, reports, users } from '../../db/schema';
import { type Clock, DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import type { Site } from '../sites/service';

/** Reports of a profile count towards hiding it for this long (decision 042). */
export const REPORT_HIDE_WINDOW = 7 * DAY;

/** Blocking, reports and complaints: what keeps members safe (staff act on them later). */
export class SafetyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: { error(obj: object, msg?: string): void },
  ) {}

  private async assertMemberOfSite(siteId: number, profileId: number): Promise<void> {
    const [row] = await this.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.userId, profileId), eq(profiles.siteId, siteId)));
    if (!row) throw notFound('No such member');
  }

  /**
   * A reported message must be one the reported member sent to the reporter: staff read the
   * message with the report, so any other id would show them someone else's conversation.
   * Unknown and foreign messages answer alike (404), so ids cannot be probed.
   */
  private async assertMessageTo(reporterId: number, senderId: number, messageId: number): Promise<void> {
    const [row] = await this.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.senderId, senderId),
          or(eq(conversations.userA, reporterId), eq(conversations.userB, reporterId)),
        ),
      );
    if (!row) throw notFound('No such message from this member');
  }

  async block(siteId: number, blockerId: number, profileId: number): Promise<void> {
    if (blockerId === profileId) {
      throw new HttpError(400, 'validation_failed', 'You cannot block yourself', {
        fields: { profile_id: 'self' },
      });
    }
    await this.assertMemberOfSite(siteId, profileId);
    await this.db
      .insert(blocks)
      .values({ blockerId, blockedId: profileId, createdAt: this.clock.now() })
      .onConflictDoNothing();
  }

  async unblock(blockerId: number, profileId: number): Promise<void> {
    await this.db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, profileId)));
  }

  async isBlockedEitherWay(a: number, b: number): Promise<boolean> {
    const rows = await this.db
      .select({ x: blocks.blockerId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)))
      .union(
        this.db
          .select({ x: blocks.blockerId })
          .from(blocks)
          .where(and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
      );
    return rows.length > 0;
  }

  async report(
    site: Site,
    reporterId: number,
    input: { profile_id: number; message_id?: number; reason: string; text?: string; block?: boolean },
  ): Promise<{ id: number; created_at: string; blocked: boolean }> {
    if (reporterId === input.profile_id) {
      throw new HttpError(400, 'validation_failed', 'You cannot report yourself', {
        fields: { profile_id: 'self' },
      });
    }
    await this.assertMemberOfSite(site.id, input.profile_id);
    if (input.message_id !== undefined) {
      await this.assertMessageTo(reporterId, input.profile_id, input.message_id);
    }
    // Report and block land together or not at all: a member who asked for both is never left
    // reported but still reachable (decision 036).
    const blocked = input.block === true;
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reports)
        .values({
          reporterId,
          profileId: input.profile_id,
          messageId: input.message_id,
          reason: input.reason,
          text: input.text ?? '',
          createdAt: this.clock.now(),
        })
        .returning({ id: reports.id, createdAt: reports.createdAt });
      if (blocked) {
        await tx
          .insert(blocks)
          .values({ blockerId: reporterId, blockedId: input.profile_id, createdAt: this.clock.now() })
          .onConflictDoNothing();
      }
      return inserted!;
    });
    await this.hideIfReportedOften(site, input.profile_id);
    await this.reportReceipt(site, reporterId, row.id);
    return { id: row.id, created_at: row.createdAt.toISOString(), blocked };
  }

  /**
   * Enough distinct members reporting one profile within the window hide it from search, swipe,
   * landers and new conversations until a moderator decides (decision 042): a harasser working
   * through a site's members is stopped by their reports, not by the queue's turn. Only open
   * reports since the last decision on a hidden profile count. Staff-run profiles are never
   * hidden this way; the queue flags them to admins instead.
   */
  private async hideIfReportedOften(site: Site, profileId: number): Promise<void> {
    if (site.reportHideThreshold <= 0) return;
    const [profile] = await this.db
      .select({
        fictional: profiles.fictional,
        hiddenAt: profiles.reportHiddenAt,
        clearedAt: profiles.reportsClearedAt,
      })
      .from(profiles)
      .where(eq(profiles.userId, profileId));
    if (!profile || profile.hiddenAt || profile.fictional) return;
    const now = this.clock.now();
    let since = new Date(now.getTime() - REPORT_HIDE_WINDOW);
    if (profile.clearedAt && profile.clearedAt > since) since = profile.clearedAt;
    const [counted] = await this.db
      .select({ reporters: countDistinct(reports.reporterId) })
      .from(reports)
      .where(and(eq(reports.profileId, profileId), eq(reports.status, 'open'), gt(reports.createdAt, since)));
    if ((counted?.reporters ?? 0) < site.reportHideThreshold) return;
    await this.db
      .update(profiles)
      .set({ reportHiddenAt: now, searchable: false, updatedAt: now })
      .where(and(eq(profiles.userId, profileId), isNull(profiles.reportHiddenAt)));
  }

  /** The reporter's receipt by mail (DSA Art. 16(4)); the report counts even if the mail fails. */
  private async reportReceipt(site: Site, reporterId: number, reportId: number): Promise<void> {
    try {
      const [reporter] = await this.db
        .select({ email: users.email, language: users.language, name: profiles.name })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, reporterId));
      if (!reporter) return;
      await this.mailer.send({
        siteId: site.id,
        siteName: site.name,
        supportEmail: site.supportEmail,
        to: reporter.email,
        language: isLanguage(reporter.language) ? reporter.language : 'en',
        template: 'report_received',
        data: { name: reporter.name ?? '', reference: String(reportId) },
      });
    } catch (err) {
      this.log.error({ err, reportId }, 'could not send the report receipt');
    }
  }

  /**
   * Stores a complaint from the public form and acknowledges it by mail to the complainant, in
   * `language`. The complaint counts once stored: a mail that cannot be written is only logged.
   */
  async complaint(
    site: Site,
    input: { name: string; email: string; subject: string; message: string },
    language: Language,
  ): Promise<{ id: number; created_at: string }> {
    const [row] = await this.db
      .insert(complaints)
      .values({ siteId: site.id, ...input, language, createdAt: this.clock.now() })
      .returning({ id: complaints.id, createdAt: complaints.createdAt });
    const receipt = { id: row!.id, created_at: row!.createdAt.toISOString() };
    try {
      await this.mailer.send({
        siteId: site.id,
        siteName: site.name,
        supportEmail: site.supportEmail,
        to: input.email,
        language,
        template: 'complaint_received',
        data: { name: input.name, reference: String(receipt.id), topic: input.subject },
      });
    } catch (err) {
      this.log.error({ err, complaintId: receipt.id }, 'could not send the complaint acknowledgement');
    }
    return receipt;
  }
}
