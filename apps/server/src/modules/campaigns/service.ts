import { isLanguage, type Language } from '@amora/shared';
import type { Mailing, MailingAudience, MailingInput, MailingType } from '@amora/shared/api/mailings';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CampaignText, campaignRecipients, campaigns, profiles, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { CAMPAIGN_TEMPLATE } from '../../mail/kinds';
import type { NotificationService } from '../notifications/service';
import type { Site, SiteService } from '../sites/service';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/roles';
import { audienceOf, notYetMailed } from './audience';

/** Members claimed and mailed per step; a cancel takes effect at the next step. */
export const MAILING_BATCH = 100;

type Row = typeof campaigns.$inferSelect;

interface Log {
  error(obj: object, msg?: string): void;
}

const invalid = (field: string, code: string, message: string) =>
  new HttpError(400, 'validation_failed', message, { fields: { [field]: code } });

function present(row: Row, sent: number): Mailing {
  return {
    id: row.id,
    site_id: row.siteId,
    type: row.type,
    status: row.status,
    texts: row.texts,
    link: row.link,
    recipients: row.recipients,
    sent,
    created_by: row.createdByEmail,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Only what a mailing says, for the audit log's before/after. */
const content = (row: Pick<Row, 'siteId' | 'type' | 'texts' | 'link'>) => ({
  site_id: row.siteId,
  type: row.type,
  texts: row.texts,
  link: row.link,
});

/**
 * Promotion and news mailings (decision 017; the `promotions` and `news` types of docs/product.md#notification-types): staff compose
 * one for a site, send themselves a test, then send it; a job mails the members in batches,
 * claiming each (campaign, member) row before the mail leaves — once per member, ever.
 */
export class CampaignService {
  private pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sites: SiteService,
    private readonly notifications: NotificationService,
    private readonly log: Log,
    /** Members per batch (tests use small ones to see several batches). */
    private readonly batch = MAILING_BATCH,
  ) {}

  /** Resolves when the batches started by `send` have finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async list(siteId?: number): Promise<Mailing[]> {
    const rows = await this.db
      .select({
        row: campaigns,
        sent: sql<number>`(select count(*)::int from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaigns.id})`,
      })
      .from(campaigns)
      .where(siteId ? eq(campaigns.siteId, siteId) : undefined)
      .orderBy(desc(campaigns.id))
      .limit(200);
    return rows.map(({ row, sent }) => present(row, sent));
  }

  private async row(id: number): Promise<Row> {
    const [row] = await this.db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!row) throw notFound('No such mailing');
    return row;
  }

  private async site(siteId: number): Promise<Site> {
    const site = (await this.sites.all()).find((s) => s.id === siteId);
    if (!site) throw invalid('site_id', 'unknown', 'No such site');
    return site;
  }

  /** The site's default language must have a text: it is what every other member falls back to. */
  private async checked(input: MailingInput) {
    const site = await this.site(input.site_id);
    if (!input.texts[site.domainLanguage as Language]) {
      throw invalid(`texts.${site.domainLanguage}`, 'required', 'The site’s default language needs a text');
    }
    const texts: Record<string, CampaignText> = {};
    for (const [language, text] of Object.entries(input.texts)) {
      if (text)
        texts[language] = {
          subject: text.subject,
          body: text.body,
          ...(input.link ? { button: text.button } : {}),
        };
    }
    return { site, values: { siteId: site.id, type: input.type, texts, link: input.link } };
  }

  async create(staff: Staff, input: MailingInput): Promise<number> {
    const { values } = await this.checked(input);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          ...values,
          createdBy: staff.id,
          createdByEmail: staff.email,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, staff, 'mailing.create', { type: 'mailing', id: row!.id }, null, content(row!), now);
      return row!.id;
    });
  }

  /** Changes a draft; once sending began the mailing is what members got, so 409. */
  async update(staff: Staff, id: number, input: MailingInput): Promise<void> {
    const { values } = await this.checked(input);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      if (!before) throw notFound('No such mailing');
      if (before.status !== 'draft')
        throw new HttpError(409, 'mailing_not_draft', 'Only a draft can be changed');
      const [after] = await tx
        .update(campaigns)
        .set({ ...values, updatedAt: now })
        .where(eq(campaigns.id, id))
        .returning();
      await audit(
        tx,
        staff,
        'mailing.update',
        { type: 'mailing', id },
        content(before),
        content(after!),
        now,
      );
    });
  }

  /** How many members a mailing of `type` would reach now, per interface language. */
  async audience(siteId: number, type: MailingType): Promise<MailingAudience> {
    await this.site(siteId);
    const rows = await this.db
      .select({ language: users.language, members: count() })
      .from(users)
      .where(audienceOf(siteId, type, this.clock.now()))
      .groupBy(users.language)
      .orderBy(asc(users.language));
    return { total: rows.reduce((sum, r) => sum + r.members, 0), languages: rows };
  }

  /** The text a member of `language` gets: their own, else the site's default language's. */
  private textFor(row: Row, site: Site, language: string): { language: Language; text: CampaignText } {
    const own = isLanguage(language) ? row.texts[language] : undefined;
    if (own) return { language: language as Language, text: own };
    const fallback = isLanguage(site.domainLanguage) ? site.domainLanguage : 'en';
    const text = row.texts[fallback] ?? Object.values(row.texts)[0];
    if (!text) throw new Error(`mailing ${row.id} has no texts`);
    return { language: fallback, text };
  }

  private async mailOne(
    row: Row,
    site: Site,
    member: { id: number; email: string; language: string; name: string | null },
    subjectPrefix = '',
  ): Promise<void> {
    const { language, text } = this.textFor(row, site, member.language);
    const link = row.link.startsWith('/') ? this.notifications.siteUrl(site) + row.link : row.link;
    // The whole mail in the text's language: greeting and footer match what staff wrote.
    await this.notifications.mail(site, { ...member, language }, row.type, CAMPAIGN_TEMPLATE, {
      link: link || undefined,
      campaign: {
        type: row.type,
        subject: subjectPrefix + text.subject,
        body: text.body,
        button: text.button,
      },
    });
  }

  /** Sends the mailing to the staff member's own address, marked as a test; any status. */
  async sendTest(staff: Staff, id: number, language?: Language): Promise<string> {
    const row = await this.row(id);
    const site = await this.site(row.siteId);
    const [me] = await this.db
      .select({ id: users.id, email: users.email, language: users.language, name: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, staff.id));
    if (!me) throw notFound('No such staff account');
    await this.mailOne(row, site, { ...me, language: language ?? me.language }, '[Test] ');
    await audit(
      this.db,
      staff,
      'mailing.test',
      { type: 'mailing', id },
      null,
      { to: me.email, language },
      this.clock.now(),
    );
    return me.email;
  }

  /**
   * Starts sending a draft: status `sending`, the audience counted, and the first batch at once
   * (a small site sees it straight away); the scheduled job does the rest. Twice → 409.
   */
  async send(staff: Staff, id: number): Promise<number> {
    const draft = await this.row(id);
    if (draft.status !== 'draft')
      throw new HttpError(409, 'mailing_not_draft', 'This mailing was sent already');
    // The site's language may have changed since the draft was written.
    await this.checked({ site_id: draft.siteId, type: draft.type, texts: draft.texts, link: draft.link });
    const now = this.clock.now();
    const recipients = await this.db.transaction(async (tx) => {
      const [started] = await tx
        .update(campaigns)
        .set({ status: 'sending', startedAt: now, updatedAt: now })
        .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
        .returning();
      if (!started) throw new HttpError(409, 'mailing_not_draft', 'This mailing was sent already');
      const [counted] = await tx
        .select({ n: count() })
        .from(users)
        .where(audienceOf(started.siteId, started.type, now, now));
      const total = counted?.n ?? 0;
      await tx.update(campaigns).set({ recipients: total }).where(eq(campaigns.id, id));
      await audit(
        tx,
        staff,
        'mailing.send',
        { type: 'mailing', id },
        { status: 'draft' },
        { status: 'sending', recipients: total },
        now,
      );
      return total;
    });
    const first = this.sendCampaign(id).catch((err: unknown) =>
      this.log.error({ err: String(err), mailingId: id }, 'mailing batch failed'),
    );
    this.pending.add(first);
    void first.finally(() => this.pending.delete(first));
    return recipients;
  }

  /** Stops a draft or a mailing being sent; members already mailed stay mailed. */
  async cancel(staff: Staff, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      if (!before) throw notFound('No such mailing');
      if (before.status !== 'draft' && before.status !== 'sending')
        throw new HttpError(409, 'mailing_finished', 'This mailing has finished already');
      await tx
        .update(campaigns)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(campaigns.id, id));
      await audit(
        tx,
        staff,
        'mailing.cancel',
        { type: 'mailing', id },
        { status: before.status },
        { status: 'cancelled' },
        now,
      );
    });
  }

  // ── Sending (the job) ───────────────────────────────────────────────────

  /** The scheduled job: every mailing being sent, batch by batch, until done or cancelled. */
  async sendDue(): Promise<{ mailings: number; sent: number }> {
    const due = await this.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.status, 'sending'))
      .orderBy(asc(campaigns.id));
    let sent = 0;
    for (const { id } of due) sent += await this.sendCampaign(id);
    return { mailings: due.length, sent };
  }

  /**
   * Mails one mailing's remaining members. Each batch is claimed in one statement (insert …
   * select … on conflict do nothing returning): a member another run or node claimed first is
   * skipped, so nobody gets it twice, and a crash between claim and mail loses that mail rather
   * than sending it again (decision 008). Returns how many this run mailed.
   */
  async sendCampaign(id: number): Promise<number> {
    let sent = 0;
    // Claims that came back empty while members were left (another run was faster): after a
    // few, leave the rest to that run or the next minute's job.
    let raced = 0;
    for (;;) {
      const [row] = await this.db.select().from(campaigns).where(eq(campaigns.id, id));
      if (row?.status !== 'sending' || !row.startedAt) return sent;
      const site = (await this.sites.all()).find((s) => s.id === row.siteId);
      if (!site) return sent;
      const now = this.clock.now();
      const candidates = and(audienceOf(row.siteId, row.type, now, row.startedAt), notYetMailed(id));
      const claimed = await this.db
        .insert(campaignRecipients)
        .select(
          this.db
            .select({
              campaignId: sql<number>`${id}::int`.as('campaign_id'),
              userId: users.id,
              sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
            })
            .from(users)
            .where(candidates)
            .orderBy(asc(users.id))
            .limit(this.batch),
        )
        .onConflictDoNothing()
        .returning({ userId: campaignRecipients.userId });
      if (!claimed.length) {
        // Nothing claimed: finished — unless another run holds the rest, then go on after it.
        const [left] = await this.db.select({ n: count() }).from(users).where(candidates);
        if (left?.n) {
          if (++raced > 3) return sent;
          continue;
        }
        await this.db
          .update(campaigns)
          .set({ status: 'sent', finishedAt: this.clock.now(), updatedAt: this.clock.now() })
          .where(and(eq(campaigns.id, id), eq(campaigns.status, 'sending')));
        return sent;
      }
      const members = await this.db
        .select({ id: users.id, email: users.email, language: users.language, name: profiles.name })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          inArray(
            users.id,
            claimed.map((c) => c.userId),
          ),
        )
        .orderBy(asc(users.id));
      for (const member of members) {
        try {
          await this.mailOne(row, site, member);
          sent++;
        } catch (err) {
          // Claimed stays claimed: at most once. The outbox keeps SMTP failures for a retry.
          this.log.error(
            { err: String(err), mailingId: id, userId: member.id },
            'mailing not sent to a member',
          );
        }
      }
    }
  }
}
