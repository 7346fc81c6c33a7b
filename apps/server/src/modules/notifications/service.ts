import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLanguage, type Language, type NOTIFICATION_TYPES } from '@amora/shared';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import { preparedStatement } from '../../db/statements';
import type { Clock } from '../../lib/clock';
import type { CAMPAIGN_TEMPLATE, NotificationTemplate } from '../../mail/kinds';
import type { Mailer, MailRequest } from '../../mail/mailer';
import type { Envelope, EventBus } from '../../realtime/bus';
import { presentMember } from '../members/present';
import type { MemberService } from '../members/service';
import { fictionalTexts, type Site, type SiteService } from '../sites/service';
import type { NotificationKeys } from './keys';
import { PUSHED_TEMPLATES, type PushedTemplate, type PushSender, pushTexts } from './push';

export type NotificationType = (typeof notifications.$inferSelect)['type'];
export type Preference = (typeof NOTIFICATION_TYPES)[number];

/** Which member preference (docs/product.md#notification-types types) governs the mail and push of each event. */
const PREFERENCE: Record<NotificationType, Preference | null> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like_received: 'like_received',
  match: 'like_received',
  unread_reminder: 'unread_message_reminders',
  // The payment's own receipt is the mail; the notification is in-app only.
  payment_completed: null,
};

const PUSHED: ReadonlySet<string> = new Set(PUSHED_TEMPLATES);
const isPushed = (type: NotificationType): type is PushedTemplate => PUSHED.has(type);

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  /** The member the event is about (sender, liker). */
  actorId?: number;
  conversationId?: number;
  data?: Record<string, string | number>;
  /** How many messages the event stands for (held messages released at once); 1 by default. */
  count?: number;
  /**
   * Live events of the cause (a send's message and the sender's balance) to publish in the same
   * round trip, before the notification's own; published also when the notification fails.
   */
  events?: Envelope[];
}

/** The values of a notification's writes, by name (`notificationWrites`). */
export function notificationValues(input: NotifyInput, now: Date) {
  return {
    userId: input.userId,
    type: input.type,
    actorId: input.actorId ?? null,
    conversationId: input.conversationId ?? null,
    data: JSON.stringify(input.data ?? {}),
    count: input.count ?? 1,
    now: now.toISOString(),
    // Messages of one conversation add to its unread row.
    bumpable: (input.type === 'new_message' || input.type === 'new_conversation') && !!input.conversationId,
  };
}

type NotificationValue = (name: keyof ReturnType<typeof notificationValues>) => unknown;

/**
 * A notification's writes as the named parts `recipient`, `bumped` and `inserted` of a `with` of
 * the caller's statement: the recipient (no row when deleted, or when `when` is false) with
 * whether a browser of theirs is subscribed to pushes, the newest unread row of the conversation
 * counted up, or else a new row. Only the newest: two sends at once may each have written one,
 * and counting up both would count a message twice. It is found by the unread index and checked
 * against a newer one; written as `id = (the newest id)` the send ran 15 % slower (decision 044).
 * `value` gives each value: inline, or a placeholder of a statement built once (a send writes its
 * notification in its own statement: chats/service.ts, decision 044).
 */
export function notificationWrites(value: NotificationValue, when: SQL): SQL {
  const v = value;
  return sql`recipient as (
      select u.id, u.site_id, u.status, u.email, u.language, u.notifications_disabled,
             u.email_disabled_reason, p.name,
             exists (select 1 from push_subscriptions s where s.user_id = u.id) as pushable
        from users u left join profiles p on p.user_id = u.id
       where u.id = ${v('userId')}::int and u.status <> 'deleted' and ${when}
    ), bumped as (
      update notifications set count = count + ${v('count')}::int, created_at = ${v('now')}::timestamptz
       where ${v('bumpable')}::boolean and user_id = ${v('userId')}::int
         and type in ('new_message', 'new_conversation')
         and conversation_id = ${v('conversationId')}::int and read_at is null
         and not exists (select 1 from notifications newer
                          where newer.user_id = notifications.user_id and newer.read_at is null
                            and newer.type in ('new_message', 'new_conversation')
                            and newer.conversation_id = notifications.conversation_id
                            and newer.id > notifications.id)
         and exists (select 1 from recipient)
      returning id
    ), inserted as (
      insert into notifications (user_id, type, actor_id, conversation_id, data, count, created_at)
      select ${v('userId')}::int, ${v('type')}::text, ${v('actorId')}::int, ${v('conversationId')}::int,
             ${v('data')}::jsonb, ${v('count')}::int, ${v('now')}::timestamptz
        from recipient
       where not exists (select 1 from bumped)
      returning id
    )`;
}

/** The recipient a notification was written for: what its push and mail need. */
export interface NotifiedRecipient {
  id: number;
  siteId: number;
  status: string;
  email: string;
  language: string;
  disabled: string[];
  emailDisabledReason: string | null;
  name: string | null;
  pushable: boolean;
  /** A new row (not one more message on an unread row): the mail goes with it. */
  fresh: boolean;
}

/** The `recipient` row of `notificationWrites` (as columns, or as JSON); null when there is none. */
export function notifiedRecipient(row: Record<string, unknown>, fresh: unknown): NotifiedRecipient | null {
  if (row.id === null || row.id === undefined) return null;
  const yes = (value: unknown) => value === true || value === 't';
  return {
    id: Number(row.id),
    siteId: Number(row.site_id),
    status: row.status as string,
    email: row.email as string,
    language: row.language as string,
    disabled: (row.notifications_disabled as string[] | null) ?? [],
    emailDisabledReason: (row.email_disabled_reason as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    pushable: yes(row.pushable),
    fresh: yes(fresh),
  };
}

interface Log {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationListRow {
  id: number;
  type: NotificationType;
  actor_id: number | null;
  conversation_id: number | null;
  data: Record<string, string | number>;
  count: number;
  created_at: string | Date;
  read_at: string | Date | null;
  unread: number;
  actor_name: string | null;
  actor_fictional: boolean | null;
  actor_filename: string | null;
  actor_thumb_filename: string | null;
}

/**
 * A page of the member's notifications, newest first (one more than a page: whether there are
 * more), with the unread count as a subquery PostgreSQL runs once and the actor's summary (their
 * profile of this site, whatever its state or blocks: a past event stays readable). `before`: the
 * page below that id.
 */
function notificationPageSql(member: SQL, site: SQL, before: boolean): SQL {
  return sql`
    select n.id, n.type, n.actor_id, n.conversation_id, n.data, n.count, n.created_at, n.read_at,
           (select count(*)::int from notifications unread
             where unread.user_id = ${member} and unread.read_at is null) as unread,
           ap.name as actor_name, ap.fictional as actor_fictional,
           aph.filename as actor_filename, aph.thumb_filename as actor_thumb_filename
      from notifications n
      left join profiles ap on ap.user_id = n.actor_id and ap.site_id = ${site}
      left join photos aph on aph.id = ap.main_photo_id and aph.status = 'active'
     where n.user_id = ${member}${before ? sql` and n.id < ${sql.placeholder('before')}::int` : sql``}
     order by n.id desc
     limit ${sql.raw(String(NOTIFICATIONS_PAGE_SIZE + 1))}`;
}

const notificationPage = (name: string, before: boolean) =>
  preparedStatement<NotificationListRow>(name, () =>
    notificationPageSql(sql`${sql.placeholder('member')}::int`, sql`${sql.placeholder('site')}::int`, before),
  );
const notificationsFirst = notificationPage('notification_list', false);
const notificationsBefore = notificationPage('notification_list_before', true);

/** The first page's rows as one JSON array of SQL, for the statement that reads the session too. */
export function notificationPageJson(member: SQL): SQL {
  return sql`(select coalesce(json_agg(x order by x.id desc), '[]')
    from (${notificationPageSql(member, sql`${sql.placeholder('site')}::int`, false)}) x)`;
}

/** Where a notification leads in the web app. */
export function targetPath(n: {
  type: NotificationType;
  actorId: number | null;
  conversationId: number | null;
}) {
  switch (n.type) {
    case 'new_conversation':
    case 'new_message':
    case 'unread_reminder':
      return n.conversationId ? `/chats/${n.conversationId}` : '/chats';
    case 'like_received':
      return n.actorId ? `/likes/m/${n.actorId}` : '/likes';
    case 'match':
      return n.actorId ? `/members/${n.actorId}/chat` : '/likes/matches';
    case 'payment_completed':
      return '/credits';
  }
}

/**
 * Notifications (decision 008, docs/product.md#notifications): every event becomes an in-app row, and — per the member's
 * preferences — a Web Push to their browsers and a mail. Mail and push leave after the request
 * has its answer (`idle()` waits for them in tests); a failure there is logged, never thrown.
 */
export class NotificationService {
  private pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly sites: SiteService,
    private readonly members: Pick<MemberService, 'summariesByIds'>,
    private readonly mailer: Mailer,
    private readonly push: PushSender,
    private readonly keys: NotificationKeys,
    private readonly log: Log,
    private readonly events?: Pick<EventBus, 'publishAll'>,
  ) {}

  get pushPublicKey(): string {
    return this.push.publicKey;
  }

  /** Resolves when every mail and push started so far has left (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private background(work: Promise<unknown>): void {
    const tracked = work
      .catch((err: unknown) => this.log.error({ err: String(err) }, 'notification delivery failed'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /**
   * Records the event for the member and sends mail and push per preference. Messages of one
   * conversation add to its unread row: the mail goes with the first one only, a push with each.
   * Never throws (a notification must not fail the like or message that caused it).
   */
  async notify(input: NotifyInput): Promise<void> {
    let recipient: NotifiedRecipient | null = null;
    try {
      recipient = await this.record(input);
    } catch (err) {
      this.log.error({ err: String(err), type: input.type, userId: input.userId }, 'notify failed');
    }
    // The cause's live events, then the notification's own, after the write committed: a
    // statement of their own (EventBus.publishAll explains why not in the write's).
    await this.events?.publishAll([
      ...(input.events ?? []),
      ...(recipient ? [{ to: [input.userId], event: { type: 'notification' } as const }] : []),
    ]);
    if (recipient) await this.deliver(input, recipient);
  }

  /**
   * After the notification's row was written (by `record`, or inside the statement of its cause,
   * as a send's: `notificationWrites`): the push and the mail, per the member's preferences. Only
   * they need more than that statement — the actor's name and the site's texts. Never throws.
   */
  async deliver(input: NotifyInput, recipient: NotifiedRecipient): Promise<void> {
    try {
      const preference = PREFERENCE[input.type];
      if (!preference) return;
      const pushing =
        isPushed(input.type) && recipient.pushable && !recipient.disabled.includes(`push:${preference}`);
      const mailing = recipient.fresh && this.mayMail(recipient, preference);
      if (!pushing && !mailing) return;
      const site = (await this.sites.all()).find((s) => s.id === recipient.siteId);
      if (!site) return;
      const summary = input.actorId
        ? (await this.members.summariesByIds(site, [input.actorId])).get(input.actorId)
        : undefined;
      const actor = summary?.name ?? '';
      const language: Language = isLanguage(recipient.language) ? recipient.language : 'en';
      // A staff-run actor is named with the site's mark in the push and the mail (decision 028).
      const fictional = summary?.fictional ? fictionalTexts(site, language) : undefined;
      const path = targetPath({
        type: input.type,
        actorId: input.actorId ?? null,
        conversationId: input.conversationId ?? null,
      });
      const template = input.type as NotificationTemplate;
      if (pushing && isPushed(input.type)) {
        const texts = pushTexts(language, input.type, {
          site: site.name,
          actor,
          fictionalLabel: fictional?.label ?? null,
        });
        this.background(
          this.push.sendToUser(recipient.id, {
            type: input.type,
            ...texts,
            url: path,
            tag: input.conversationId ? `conversation-${input.conversationId}` : input.type,
            icon: '/icon.svg',
          }),
        );
      }
      if (mailing) {
        this.background(
          this.mail(site, recipient, preference, template, {
            actor,
            fictional,
            link: this.siteUrl(site) + path,
          }),
        );
      }
    } catch (err) {
      this.log.error({ err: String(err), type: input.type, userId: input.userId }, 'notify failed');
    }
  }

  /** The notification's one statement (decision 044): `notificationWrites`. */
  private async record(input: NotifyInput): Promise<NotifiedRecipient | null> {
    const values = notificationValues(input, this.clock.now());
    const result = (await this.db.execute(sql`
      with ${notificationWrites((name) => values[name], sql`true`)}
      select r.*, exists (select 1 from inserted) as fresh from recipient r`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const [row] = result.rows;
    return row ? notifiedRecipient(row, row.fresh) : null;
  }

  /** docs/product.md#accounts: mail only to a confirmed address, not switched off, not stopped by the provider. */
  mayMail(
    recipient: { status: string; email: string; disabled: string[]; emailDisabledReason: string | null },
    preference: Preference,
  ): boolean {
    return (
      recipient.status === 'active' &&
      // Demo members' addresses (RFC 2606 .invalid) can never receive mail.
      !recipient.email.endsWith('.invalid') &&
      recipient.emailDisabledReason === null &&
      !recipient.disabled.includes(`email:${preference}`)
    );
  }

  /**
   * Sends one notification mail with the one-click unsubscribe of RFC 8058 for its type; a
   * staff mailing (`campaign`) brings its own texts in `data.campaign` and may go without a link.
   */
  async mail(
    site: Site,
    recipient: { id: number; email: string; language: string; name: string | null },
    preference: Preference,
    template: NotificationTemplate | typeof CAMPAIGN_TEMPLATE,
    // `link` is required by every notification template (renderMail refuses one without it);
    // a mailing may go without a button, so it is optional here.
    data: Omit<MailRequest['data'], 'name' | 'unsubscribe'>,
  ): Promise<void> {
    const unsubscribe = this.unsubscribeUrl(site, recipient.id, preference);
    await this.mailer.send({
      siteId: site.id,
      siteName: site.name,
      supportEmail: site.supportEmail,
      to: recipient.email,
      language: isLanguage(recipient.language) ? recipient.language : 'en',
      template,
      data: { name: recipient.name ?? '', ...data, unsubscribe },
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  /** Absolute address of a site for links in mails sent outside a request (events, jobs). */
  siteUrl(site: Site): string {
    if (this.config.publicUrl && new URL(this.config.publicUrl).hostname === site.domain)
      return this.config.publicUrl;
    if (this.config.nodeEnv === 'production') return `https://${site.domain}`;
    return `http://${site.domain}:${this.config.port}`;
  }

  // ── Unsubscribe links ────────────────────────────────────────────────────

  private signature(userId: number, preference: string): string {
    return createHmac('sha256', this.keys.unsubscribeSecret)
      .update(`unsubscribe:${userId}:${preference}`)
      .digest('base64url')
      .slice(0, 32);
  }

  unsubscribeUrl(site: Site, userId: number, preference: Preference): string {
    const query = new URLSearchParams({
      u: String(userId),
      type: preference,
      sig: this.signature(userId, preference),
    });
    return `${this.siteUrl(site)}/api/unsubscribe.php?${query}`;
  }

  verifyUnsubscribe(userId: number, preference: string, sig: string): boolean {
    const expected = Buffer.from(this.signature(userId, preference));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async memberOf(userId: number) {
    const [row] = await this.db
      .select({ siteId: users.siteId, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** Turns off mails of one type (a link or a one-click POST). Idempotent; false for an unknown member. */
  async unsubscribe(
    userId: number,
    preference: Preference,
  ): Promise<{ siteId: number; language: string } | null> {
    const [row] = await this.db
      .update(users)
      .set({
        notificationsDisabled: sql`(select coalesce(array_agg(distinct x order by x), '{}') from unnest(array_append(${users.notificationsDisabled}, ${`email:${preference}`}::text)) as x)`,
      })
      .where(eq(users.id, userId))
      .returning({ siteId: users.siteId, language: users.language });
    return row ?? null;
  }

  /** The mail provider reported a bounce, spam mark or list-unsubscribe: stop every notification mail. */
  async disableEmail(siteId: number | null, email: string, reason: 'spam' | 'bounce' | 'list_unsubscribe') {
    const rows = await this.db
      .update(users)
      .set({ emailDisabledReason: reason, emailDisabledAt: this.clock.now() })
      .where(
        and(
          eq(users.email, email.trim().toLowerCase()),
          siteId === null ? undefined : eq(users.siteId, siteId),
        ),
      )
      .returning({ id: users.id });
    return rows.length;
  }

  // ── Push subscriptions ───────────────────────────────────────────────────

  /** Saves (or moves to this member) a browser's subscription. */
  async subscribe(
    userId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) {
    await this.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: subscription.endpoint, ...subscription.keys, createdAt: this.clock.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      });
  }

  async unsubscribePush(userId: number, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  // ── Reading ──────────────────────────────────────────────────────────────

  /** `firstPage`: notificationPageJson's rows, read with the session already (no `before`). */
  async list(site: Site, userId: number, before?: number, firstPage?: NotificationListRow[]) {
    // The page, the unread count and each actor's summary in one statement built once (decision 044).
    const values = { member: userId, site: site.id, ...(before ? { before } : {}) };
    const rows =
      firstPage && !before
        ? firstPage
        : await (before ? notificationsBefore : notificationsFirst)(this.db, values);
    // No row: none at all (nothing unread), or none before `before` (then count on its own).
    const [unread] = rows.length
      ? [{ n: Number(rows[0]!.unread) }]
      : before
        ? await this.db
            .select({ n: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        : [{ n: 0 }];
    const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    return {
      notifications: page.map((row) => {
        const actorId = row.actor_id === null ? null : Number(row.actor_id);
        const conversationId = row.conversation_id === null ? null : Number(row.conversation_id);
        return {
          id: Number(row.id),
          type: row.type,
          actor:
            actorId && row.actor_name !== null
              ? presentMember(site, {
                  userId: actorId,
                  name: row.actor_name,
                  fictional: row.actor_fictional!,
                  filename: row.actor_filename,
                  thumbFilename: row.actor_thumb_filename,
                })
              : null,
          conversation_id: conversationId,
          data: row.data,
          count: row.count,
          url: targetPath({ type: row.type, actorId, conversationId }),
          created_at: new Date(row.created_at).toISOString(),
          read: row.read_at !== null,
        };
      }),
      unread: unread?.n ?? 0,
      has_more: rows.length > NOTIFICATIONS_PAGE_SIZE,
    };
  }

  async markConversationRead(userId: number, conversationId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.conversationId, conversationId),
          isNull(notifications.readAt),
        ),
      );
  }

  /** Marks one notification (or all) of the member read; someone else's id changes nothing. */
  async markRead(userId: number, id: number | 'all'): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          id === 'all' ? undefined : eq(notifications.id, id),
        ),
      );
  }
}
