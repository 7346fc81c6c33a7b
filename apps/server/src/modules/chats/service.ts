import { type ChatEntry, LANGUAGES, LIMITS, type Message } from '@amora/shared';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryDeadlocks } from '../../db/deadlocks';
import { blocks, conversationMembers, conversations, messages, profiles, users } from '../../db/schema';
import { preparedStatement } from '../../db/statements';
import { type Clock, DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { Envelope, EventBus } from '../../realtime/bus';
import { plainMemberSessionSql } from '../auth/sessions';
import { type LedgerReason, notEnoughCredits } from '../credits/service';
import { type CardColumns, cardOf, cardRowOf } from '../members/card-sql';
import { presentCard } from '../members/present';
import type { MemberService } from '../members/service';
import {
  type NotificationService,
  type NotifiedRecipient,
  type NotifyInput,
  notificationValues,
  notificationWrites,
  notifiedRecipient,
} from '../notifications/service';
import { fullNameOf, privatePhotoUrl } from '../photos/service';
import { flagMessage, heldForReview } from '../safety/flags';
import { holdsOffensiveWord } from '../safety/offensive';
import { findScamSignals, type ScamFinding } from '../safety/scam';
import type { Site } from '../sites/service';

const PAGE = 30;

/**
 * The first `n` characters of a text, by characters: an emoji is never cut in half. A text of at
 * most `n` UTF-16 units has at most `n` characters and is answered as it is, without splitting it.
 */
function firstCharacters(text: string, n: number): string {
  return text.length <= n ? text : [...text].slice(0, n).join('');
}

/**
 * A member's conversations, newest first (at most 200): each with its unread count, its last
 * message the member may see (kept on the member's row, `last_message_id`, by every write that
 * stores or delivers a message) and the other member's card (none when blocked either way or
 * gone: the conversation is left out, as before).
 */
export type ChatListRow = CardColumns & {
  id: number;
  unread: number;
  last_sender_id: number | null;
  last_kind: Message['kind'] | null;
  last_text: string | null;
  last_created_at: string | Date | null;
};

function chatListSql(member: SQL, site: SQL): SQL {
  return sql`
    select c.id, m.unread, l.sender_id as last_sender_id, l.kind as last_kind, l.text as last_text,
           l.created_at as last_created_at, c.last_message_at as sort_at, card.*
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      left join messages l on l.id = m.last_message_id
      left join lateral ${cardOf(sql`(case when c.user_a = ${member} then c.user_b else c.user_a end)`, site, member)} card on true
     where m.user_id = ${member} and (m.hidden_at is null or c.last_message_at > m.hidden_at)
     order by c.last_message_at desc, c.id desc
     limit 200`;
}

const chatList = preparedStatement<ChatListRow>('chat_list', () =>
  chatListSql(sql`${sql.placeholder('member')}::int`, sql`${sql.placeholder('site')}::int`),
);

/** Where a send goes: a member's profile or a conversation of the sender's. */
export type SendTarget = {
  profile_id?: number | undefined;
  conversation_id?: number | undefined;
  client_id: string;
};

/**
 * Everything a send checks before it stores, as one JSON value (sendContextJson). `otherId`: the
 * recipient — the profile's member, or the other member of the conversation, null when the
 * conversation is not the sender's. `conversationId`: the pair's conversation, if any.
 */
export interface SendContext {
  otherId: number | null;
  conversationId: number | null;
  retried: boolean;
  status: (typeof users.$inferSelect)['status'] | null;
  fictional: boolean | null;
  profileSiteId: number | null;
  searchable: boolean | null;
  blocked: boolean;
  senderCountry: string | null;
  senderAckAt: string | null;
  senderLanguage: string | null;
  recipientLanguage: string | null;
}

/** The pair's conversation of a send's target (sendTargetOf's `su` and `o`): its id, or null. */
const PAIR_CONVERSATION = sql`(select c.id from conversations c
   where c.user_a = least(su.id, o.id) and c.user_b = greatest(su.id, o.id))`;

/** A block between the sender and the recipient of a send's target, either way. */
const BLOCKED_EITHER_WAY = sql`exists (select 1 from blocks b
   where (b.blocker_id = su.id and b.blocked_id = o.id) or (b.blocker_id = o.id and b.blocked_id = su.id))`;

/**
 * The send's context of the sender `member` as SQL (one JSON value), with the placeholders
 * `other` (profile_id), `conversation` (conversation_id) and `clientId` (sendContextValues): the
 * recipient's account and profile, the pair's conversation, a block either way, the sender's
 * country and confirmation of the fictional warning, and whether this client id was stored
 * already. Read in the session's statement by POST chat.php (decision 044).
 */
export function sendContextJson(member: SQL): SQL {
  const clientId = sql.placeholder('clientId');
  return sql`(select json_build_object(
      'otherId', o.id,
      'conversationId', ${PAIR_CONVERSATION},
      'retried', exists (select 1 from messages m where m.sender_id = su.id and m.client_id = ${clientId}::text),
      'status', ru.status, 'fictional', rp.fictional, 'profileSiteId', rp.site_id, 'searchable', rp.searchable,
      'blocked', ${BLOCKED_EITHER_WAY},
      'senderCountry', sp.country, 'senderAckAt', su.fictional_ack_at,
      'senderLanguage', su.language, 'recipientLanguage', ru.language)
    ${sendTargetOf(member)})`;
}

/**
 * The sender `member` (`su`, their profile `sp`) and the recipient of the send (`o.id`, their
 * account `ru` and profile `rp`): the member of `other` (profile_id), or the other member of the
 * conversation `conversation` when it is the sender's (otherwise `o.id` is null). A `from` with
 * its `where`, for sendContextJson and the send in one statement (sendAtOnceStatement).
 */
function sendTargetOf(member: SQL): SQL {
  const other = sql.placeholder('other');
  const conversation = sql.placeholder('conversation');
  return sql`from users su
    cross join lateral (select case when ${conversation}::int is null then ${other}::int
      else (select case when c.user_a = su.id then c.user_b else c.user_a end from conversations c
             where c.id = ${conversation}::int and su.id in (c.user_a, c.user_b)) end as id) o
    left join profiles sp on sp.user_id = su.id
    left join users ru on ru.id = o.id
    left join profiles rp on rp.user_id = ru.id
    where su.id = ${member}`;
}

/** The placeholders' values of sendContextJson for a send's target. */
export function sendContextValues(input: SendTarget) {
  return {
    other: input.conversation_id ? null : (input.profile_id ?? null),
    conversation: input.conversation_id ?? null,
    clientId: input.client_id,
  };
}

const sendContextQuery = preparedStatement<{ data: SendContext | null }>(
  'send_context',
  () => sql`select ${sendContextJson(sql`${sql.placeholder('member')}::int`)} as data`,
);

/** chatList's rows as one JSON array of SQL, for the statement that reads the session too. */
export function chatListJson(member: SQL): SQL {
  return sql`(select coalesce(json_agg(x order by x.sort_at desc, x.id desc), '[]')
    from (${chatListSql(member, sql`${sql.placeholder('site')}::int`)}) x)`;
}

type MessageRow = typeof messages.$inferSelect;
interface Sender {
  id: number;
  paidUser: boolean;
}
/** The send answer (SendAnswerSchema). */
export interface SendResult {
  message: Message;
  credits: number;
  free_messages_left: number | null;
}

function present(row: MessageRow, viewerId: number): Message {
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    mine,
    kind: row.kind,
    text: row.text,
    photo:
      row.photoFilename && row.photoThumb
        ? {
            // Private files (decision 020): served only to the conversation's two members.
            filename: privatePhotoUrl(row.photoFilename),
            thumb_filename: privatePhotoUrl(row.photoThumb),
            explicit: row.photoExplicit,
          }
        : null,
    gift: row.gift ? { slug: row.gift, image: `/gifts/${row.gift}.svg` } : null,
    created_at: row.createdAt.toISOString(),
    status: row.readAt ? 'read' : row.deliveredAt ? 'delivered' : 'sent',
    client_id: mine ? row.clientId : null,
    // The recipient of a message that matched the scam patterns gets a safety tip (decision 042).
    ...(!mine && row.scam === 'flagged' && { safety_tip: true }),
  };
}

const badText = (code: string) =>
  new HttpError(400, 'validation_failed', 'Invalid message', { fields: { text: code } });

/** A paid send to a staff-run profile before the member confirmed the site's fictional_warning. */
export const fictionalAckRequired = () =>
  new HttpError(
    409,
    'fictional_ack_required',
    "Confirm the site's notice on staff-run profiles before spending credits on one",
  );

/** What a message costs the sender: the site's price, or more where a country's minimum says so. */
export function messageCost(site: Site, country: string | null): number {
  const minimum = country ? (site.minimumMessageCosts[country]?.costs ?? 0) : 0;
  return Math.max(site.messageCredits, minimum);
}

/** What a message carries besides its text. */
export type MessageContent =
  | { kind: 'text' }
  | { kind: 'gift'; gift: string }
  | {
      kind: 'photo';
      filename: string;
      thumbFilename: string;
      /** Screened explicit (or not screenable): blurred for a recipient who asked for it. */
      explicit?: boolean;
      screening?: MessageRow['photoScreening'];
    };

/** The scam patterns a message's text matches on this site (decision 042); none for no text. */
function scamFindingsOf(site: Site, text: string): ScamFinding[] {
  return text ? findScamSignals(text, { ...site, domains: [site.domain, ...site.aliases] }) : [];
}

function costOf(site: Site, content: MessageContent, country: string | null): number {
  if (content.kind === 'gift') return site.giftCredits;
  if (content.kind === 'photo') return site.photoCredits;
  return messageCost(site, country);
}

const LEDGER_REASON = { text: 'message', gift: 'gift', photo: 'photo_message' } as const;

/**
 * The free text messages a member has left: the site's allowance (`free_messages`) minus the
 * free text messages already sent. Null for a paying member: the allowance is for members who
 * never paid. The send decides with this count (inside its per-member lock) and the user and
 * send answers show it, so what the composer promises is what the send charges.
 */
export async function freeMessagesLeft(
  db: Db,
  site: Pick<Site, 'freeMessages'>,
  member: Sender,
): Promise<number | null> {
  if (member.paidUser) return null;
  if (site.freeMessages <= 0) return 0;
  const [used] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, member.id), eq(messages.kind, 'text'), eq(messages.credits, 0)));
  return Math.max(0, site.freeMessages - (used?.n ?? 0));
}

/**
 * The free text messages left from the count already used (inside the send's lock); null for a
 * paying member, as `freeMessagesLeft` answers.
 */
function freeMessagesFrom(site: Pick<Site, 'freeMessages'>, member: Sender, used: number): number | null {
  if (member.paidUser) return null;
  if (site.freeMessages <= 0) return 0;
  return Math.max(0, site.freeMessages - used);
}

interface StoreInput {
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: MessageContent;
  text: string;
  clientId: string;
  cost: number;
  reason: LedgerReason;
  recipientFictional: boolean;
  operatorId: number | null;
  now: Date;
  delivered: boolean;
  /** Matched the scam patterns: delivered with a tip, or held for review (decision 042). */
  scam: MessageRow['scam'];
}

/** The values of the send's writes, by name (messageValues, afterMessage). */
function storeValues(m: StoreInput) {
  const { content } = m;
  return {
    conversationId: m.conversationId,
    senderId: m.senderId,
    recipientId: m.recipientId,
    kind: content.kind,
    text: m.text,
    gift: content.kind === 'gift' ? content.gift : null,
    photoFilename: content.kind === 'photo' ? content.filename : null,
    photoThumb: content.kind === 'photo' ? content.thumbFilename : null,
    photoExplicit: content.kind === 'photo' ? (content.explicit ?? false) : false,
    photoScreening: content.kind === 'photo' && content.screening ? JSON.stringify(content.screening) : null,
    clientId: m.clientId,
    cost: m.cost,
    reason: m.reason,
    recipientFictional: m.recipientFictional,
    operatorId: m.operatorId,
    now: m.now.toISOString(),
    deliveredAt: m.delivered ? m.now.toISOString() : null,
    delivered: m.delivered,
    scam: m.scam,
  };
}

/** A value of the send's writes: the value itself, or a placeholder of a statement built once. */
type StoreValue = (name: keyof ReturnType<typeof storeValues>) => unknown;

/** The message row's values, in the column order of INSERT_MESSAGE. */
function messageValues(v: StoreValue) {
  return sql`${v('conversationId')}::int, ${v('senderId')}::int, ${v('kind')}::text, ${v('text')}::text,
             ${v('gift')}::text, ${v('photoFilename')}::text, ${v('photoThumb')}::text,
             ${v('photoExplicit')}::boolean, ${v('photoScreening')}::jsonb, ${v('clientId')}::text,
             ${v('cost')}::int, ${v('operatorId')}::int, ${v('now')}::timestamptz,
             ${v('deliveredAt')}::timestamptz, ${v('scam')}::text`;
}

/** The ledger row of a paid send, once `message` and `spent` exist. */
function ledgerWrite(v: StoreValue) {
  return sql`ledger as (
      insert into credit_ledger (user_id, amount, reason, reference, balance_after, recipient_fictional)
      select ${v('senderId')}::int, -${v('cost')}::int, ${v('reason')}::text, 'message:' || message.id, spent.credits,
             ${v('recipientFictional')}::boolean
        from message, spent
       where ${v('cost')}::int > 0
    )`;
}

/**
 * The ledger row, the conversation's time and both members' rows, once `message` and `spent`
 * exist. The members' rows wait for the conversation's (`exists (select 1 from conversation)`):
 * every send locks the conversation before its members' rows (startAtOnce). Each row's
 * `last_message_id` becomes the message for the sender, and for the recipient when it is
 * delivered; `greatest`, because a send that took a lower id may update the rows after a later one.
 */
function afterMessage(v: StoreValue) {
  return sql`${ledgerWrite(v)}, conversation as (
      update conversations set last_message_at = ${v('now')}::timestamptz
       where id = ${v('conversationId')}::int and exists (select 1 from message)
      returning id
    ), members as (
      update conversation_members
         set hidden_at = null,
             unread = unread + case when user_id = ${v('recipientId')}::int and ${v('delivered')}::boolean then 1 else 0 end,
             last_message_id = case when user_id = ${v('senderId')}::int or ${v('delivered')}::boolean
                                    then greatest(last_message_id, (select id from message))
                                    else last_message_id end
       where conversation_id = ${v('conversationId')}::int and exists (select 1 from conversation)
    )`;
}

const INSERT_MESSAGE =
  sql.raw(`insert into messages (conversation_id, sender_id, kind, text, gift, photo_filename,
      photo_thumb, photo_explicit, photo_screening, client_id, credits, operator_id, created_at, delivered_at,
      scam)`);

/**
 * The `message` and `spent` parts of a `with` for the sends without a lock: the message from
 * `source` (its values, or a select of them), nothing when this client id is stored already (a
 * retry, before or at the same moment: the unique key waits for it); then the debit, unguarded,
 * so that the CHECK `users_credits_not_negative` refuses a short balance and takes the message
 * back with it.
 */
function messageOnceAndDebit(v: StoreValue, source: SQL): SQL {
  return sql`message as (
      ${INSERT_MESSAGE}
      ${source}
      on conflict (sender_id, client_id) do nothing
      returning *
    ), spent as (
      update users set credits = credits - ${v('cost')}::int
       where id = ${v('senderId')}::int and exists (select 1 from message)
      returning credits
    )`;
}

/**
 * The send's writes in one statement (decision 038), inside the send's transaction: the guarded
 * debit (never below zero; a free message debits 0 and answers the balance), the message, its
 * ledger row, the conversation's time and both members' rows (shown again, one more unread for a
 * delivered recipient). Nothing is written when the balance is short: 402 not_enough_credits.
 */
async function storeMessage(tx: Db, m: StoreInput): Promise<{ row: MessageRow; credits: number }> {
  const values = storeValues(m);
  const v: StoreValue = (name) => values[name];
  const result = (await tx.execute(sql`
    with spent as (
      update users set credits = credits - ${m.cost}::int
       where id = ${m.senderId}::int and credits >= ${m.cost}::int
      returning credits
    ), message as (
      ${INSERT_MESSAGE}
      select ${messageValues(v)}
        from spent
      returning *
    ), ${afterMessage(v)}
    select message.*, spent.credits as balance from message, spent`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [raw] = result.rows;
  if (!raw) throw notEnoughCredits();
  return fromStored(raw);
}

/**
 * A send that needs no lock — a paying member (no free allowance to count) into an existing
 * conversation — as one statement on its own, no transaction around it (decision 044): the
 * message first (nothing when this client id is stored already, by a retry that ran before or
 * concurrently: the unique key waits for it), then the debit, unguarded, so that the CHECK
 * `users_credits_not_negative` refuses a short balance and takes the message back with it; and
 * the recipient's notification (`notificationWrites`, when `notify`), so a send is one commit.
 * No row: a retry, answered from the stored message.
 */
const storeAtOnce = preparedStatement<Record<string, unknown>>('store_message_at_once', () => {
  const v: StoreValue = (name) => sql.placeholder(name);
  return sql`
    with ${messageOnceAndDebit(v, sql`values (${messageValues(v)})`)}, ${afterMessage(v)},
    ${notificationWrites(
      (name) => sql.placeholder(`notice_${name}`),
      sql`${sql.placeholder('notify')}::boolean and exists (select 1 from message)`,
    )}
    select message.*, spent.credits as balance,
           case when r.id is not null then row_to_json(r) end as recipient,
           exists (select 1 from inserted) as notification_fresh
      from message cross join spent left join recipient r on true`;
});

/**
 * A paying member's first message to someone, as one statement on its own (decision 044): the
 * pair's conversation (an upsert, so a first message the other way at the same moment lands in
 * the same conversation: `started` tells which one made it), the message (nothing for a stored
 * client id), the unguarded debit that the CHECK `users_credits_not_negative` refuses — taking
 * the conversation back with it — the ledger row, and both members' rows, written or shown again
 * with one more unread for a delivered recipient. Rows a sub-statement inserts are invisible to
 * the others, so the conversation's time and the members' rows are set by upserts here, not by
 * afterMessage's updates. No row: a retry, answered from the stored message.
 *
 * Two members who write each other first at the same moment, and a send into the conversation
 * that one of them started a moment before, can still deadlock on the pair's rows (the foreign
 * keys' checks lock both accounts at the statement's end); PostgreSQL fails one of them, which
 * `send` runs again (retryDeadlocks).
 */
const startAtOnce = preparedStatement<Record<string, unknown>>('store_first_message_at_once', () => {
  const placeholder: StoreValue = (name) => sql.placeholder(name);
  const v: StoreValue = (name) => (name === 'conversationId' ? sql`conv.id` : placeholder(name));
  const sender = sql`${v('senderId')}::int`;
  const recipient = sql`${v('recipientId')}::int`;
  return sql`
    with conv as (
      insert into conversations (site_id, user_a, user_b, started_by, created_at, last_message_at)
      values (${sql.placeholder('siteId')}::int, least(${sender}, ${recipient}), greatest(${sender}, ${recipient}),
              ${sender}, ${v('now')}::timestamptz, ${v('now')}::timestamptz)
      on conflict (user_a, user_b) do update set last_message_at = excluded.last_message_at
      returning id, xmax = 0 as started
    ), ${messageOnceAndDebit(v, sql`select ${messageValues(v)} from conv`)}, ${ledgerWrite(v)}, members as (
      insert into conversation_members (conversation_id, user_id, unread, last_message_id)
      select message.conversation_id, u.id,
             case when u.id = ${recipient} and ${v('delivered')}::boolean then 1 else 0 end,
             case when u.id = ${sender} or ${v('delivered')}::boolean then message.id end
        from message cross join (values (${sender}), (${recipient})) u(id)
      on conflict (conversation_id, user_id) do update
         set hidden_at = null, unread = conversation_members.unread + excluded.unread,
             last_message_id = greatest(conversation_members.last_message_id, excluded.last_message_id)
    )
    select message.*, spent.credits as balance, conv.started
      from message cross join spent cross join conv`;
});

/** A paying member's first message stored in one statement (startAtOnce); null: a retry. */
async function storeFirstMessageAtOnce(
  db: Db,
  siteId: number,
  m: Omit<StoreInput, 'conversationId'>,
): Promise<{ row: MessageRow; credits: number; started: boolean } | null> {
  // The statement takes the conversation's id from its upsert: the value 0 is not read.
  const values = { ...storeValues({ ...m, conversationId: 0 }), siteId };
  const [raw] = await refusingShortBalance(startAtOnce(db, values));
  if (!raw) return null;
  return { ...fromStored(raw), started: raw.started === true || raw.started === 't' };
}

/** What a send stored in one statement, and the notification it wrote (null: none). */
interface StoredAtOnce {
  row: MessageRow;
  credits: number;
  recipient: NotifiedRecipient | null;
}

async function storeMessageAtOnce(
  db: Db,
  m: StoreInput,
  notice: NotifyInput | null,
): Promise<StoredAtOnce | null> {
  const values: Record<string, unknown> = { ...storeValues(m), notify: notice !== null };
  for (const [name, value] of Object.entries(notificationValues(notice ?? NO_NOTICE, m.now))) {
    values[`notice_${name}`] = value;
  }
  // Built once and sent as a named statement (db/statements.ts, decision 044).
  const [raw] = await refusingShortBalance(storeAtOnce(db, values));
  if (!raw) return null;
  const recipient = raw.recipient
    ? notifiedRecipient(raw.recipient as Record<string, unknown>, raw.notification_fresh)
    : null;
  return { ...fromStored(raw), recipient };
}

/** The session sendAtOnce found: for its last_seen_at. */
export interface AtOnceSession {
  id: number;
  userId: number;
  lastSeenAt: Date;
}

/** How long sendAtOnce remembers a session's member as not paying (a purchase may change it). */
const UNPAID_HINT_MS = 60_000;

/** The placeholders' values of a send that writes no notification (`notify` false). */
const NO_NOTICE: NotifyInput = { userId: 0, type: 'new_message' };

/**
 * A paying member's send into an open conversation with the session in the same statement
 * (decision 044): the session, when it is a plain member's of the site (plainMemberSessionSql);
 * `go`, the send's target when every check `send` makes before storeMessageAtOnce passes — the
 * conversation is the sender's (or the profile's member is on the site, and not the sender), no
 * block either way, a recipient who is not deleted, and no credit to a staff-run profile before
 * the fictional warning was confirmed — with the price (the site's, or a country's minimum); then
 * storeAtOnce's writes and the recipient's notification. The text's own checks (offensive words,
 * scam patterns) are made before, in `sendAtOnce`. A row when the session is such a member's; a
 * message in it when the send was stored.
 */
const sendAtOnceStatement = preparedStatement<Record<string, unknown>>('send_at_once', () => {
  const go = (column: string) => sql.raw(`(select ${column} from go)`);
  const FROM_GO: Partial<Record<keyof ReturnType<typeof storeValues>, SQL>> = {
    conversationId: go('conversation_id'),
    senderId: go('sender_id'),
    recipientId: go('other_id'),
    cost: go('cost'),
    recipientFictional: go('fictional'),
    delivered: go('delivered'),
    deliveredAt: go('delivered_at'),
  };
  const v: StoreValue = (name) => FROM_GO[name] ?? sql.placeholder(name);
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  // What costOf answers: the price, or for a text at least the sender's country's minimum.
  const price = sql`(case when ${sql.placeholder('kind')}::text = 'text'
      then greatest(${sql.placeholder('price')}::int, coalesce((${sql.placeholder('minimums')}::jsonb ->> sp.country)::int, 0))
      else ${sql.placeholder('price')}::int end)`;
  const notice: Record<keyof ReturnType<typeof notificationValues>, SQL> = {
    userId: go('other_id'),
    type: sql`'new_message'`,
    actorId: go('sender_id'),
    conversationId: go('conversation_id'),
    data: sql`'{}'`,
    count: sql`1`,
    now,
    bumpable: sql`true`,
  };
  return sql`
    with session as (${plainMemberSessionSql()}),
    go as (
      select su.id as sender_id, o.id as other_id, ${PAIR_CONVERSATION} as conversation_id,
             ru.status = 'active' as delivered,
             case when ru.status = 'active' then ${now} end as delivered_at,
             coalesce(rp.fictional, false) as fictional, ${price} as cost
        ${sendTargetOf(sql`(select user_id from session where paid_user)`)}
         and o.id is not null
         and (${sql.placeholder('conversation')}::int is not null
              or (rp.site_id = ${sql.placeholder('site')}::int and o.id <> su.id))
         and ${PAIR_CONVERSATION} is not null
         and not ${BLOCKED_EITHER_WAY}
         and ru.status <> 'deleted'
         and not (coalesce(rp.fictional, false) and ${price} > 0 and su.fictional_ack_at is null)
    ), ${messageOnceAndDebit(v, sql`select ${messageValues(v)} from go`)}, ${afterMessage(v)},
    ${notificationWrites((name) => notice[name], sql`exists (select 1 from message) and ${go('delivered')}`)}
    select session.session_id, session.last_seen_at, session.user_id, session.paid_user,
           go.other_id, message.*, spent.credits as balance,
           case when r.id is not null then row_to_json(r) end as recipient,
           exists (select 1 from inserted) as notification_fresh
      from session
      left join go on true
      left join (message cross join spent) on true
      left join recipient r on true`;
});

/**
 * A statement's rows, or 402 not_enough_credits when its unguarded debit broke the CHECK
 * `users_credits_not_negative` (nothing of it was written).
 */
async function refusingShortBalance<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } catch (err) {
    if (violates(err, 'users_credits_not_negative')) throw notEnoughCredits();
    throw err;
  }
}

/** Whether a database error (or the one Drizzle wraps) is a violation of `constraint`. */
function violates(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === constraint) return true;
  }
  return false;
}

function fromStored(raw: Record<string, unknown>): { row: MessageRow; credits: number } {
  const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    row: {
      id: Number(raw.id),
      conversationId: Number(raw.conversation_id),
      senderId: Number(raw.sender_id),
      kind: raw.kind as MessageRow['kind'],
      text: raw.text as string,
      photoFilename: (raw.photo_filename as string | null) ?? null,
      photoThumb: (raw.photo_thumb as string | null) ?? null,
      photoExplicit: raw.photo_explicit === true || raw.photo_explicit === 't',
      // Drivers answer jsonb parsed (pg) or as text (a raw result elsewhere).
      photoScreening: (typeof raw.photo_screening === 'string'
        ? JSON.parse(raw.photo_screening)
        : (raw.photo_screening ?? null)) as MessageRow['photoScreening'],
      gift: (raw.gift as string | null) ?? null,
      clientId: raw.client_id as string,
      credits: Number(raw.credits),
      createdAt: at(raw.created_at)!,
      deliveredAt: at(raw.delivered_at),
      readAt: at(raw.read_at),
      operatorId: raw.operator_id === null ? null : Number(raw.operator_id),
      scam: (raw.scam as MessageRow['scam']) ?? null,
    },
    credits: Number(raw.balance),
  };
}

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly members: MemberService,
    private readonly events?: Pick<EventBus, 'publish' | 'publishAll'>,
    private readonly notifications?: Pick<NotificationService, 'notify' | 'deliver' | 'markConversationRead'>,
  ) {}

  /** Whether the member wrote in this conversation before (null: there is none yet). */
  private async wroteBefore(senderId: number, conversationId: number | null): Promise<boolean> {
    if (conversationId === null) return false;
    const [row] = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
      .limit(1);
    return !!row;
  }

  private async blockedEitherWay(a: number, b: number): Promise<boolean> {
    const [row] = await this.db
      .select({ x: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** The conversation if the member takes part in it; 404 otherwise (never says whose it is). */
  private async ownConversation(memberId: number, conversationId: number) {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(eq(conversations.userA, memberId), eq(conversations.userB, memberId)),
        ),
      );
    if (!row) throw notFound('No such conversation');
    return { ...row, otherId: row.userA === memberId ? row.userB : row.userA };
  }

  /** The send's context (SendContext) on its own: for a send whose route did not read it with the session. */
  private async sendContext(senderId: number, input: SendTarget): Promise<SendContext | null> {
    const [row] = await sendContextQuery(this.db, { member: senderId, ...sendContextValues(input) });
    return row?.data ?? null;
  }

  // ── Sending ──────────────────────────────────────────────────────────────

  /**
   * Sessions whose member was found not paying by sendAtOnce, until when (ms): their sends go
   * to `send` at once instead of trying the one statement first. Only a hint for choosing the
   * path: both answer the same.
   */
  private readonly unpaidSessions = new Map<string, number>();

  /**
   * A paying member's text or gift into an open conversation, in one statement with the session
   * (sendAtOnceStatement, decision 044). Null when the send is not one of those — a text that
   * needs a check of its own (empty, too long, an offensive word in any language, a scam
   * pattern), a session that is not a plain member's of the site, a member known not to pay —
   * or `{ session, answer: null }` when the statement found the session but stored nothing
   * (another check, or a retry): then nothing was written, and `send` answers as it always has.
   * `session`: for its last_seen_at (SessionService.touchIfDue).
   */
  async sendAtOnce(
    site: Site,
    token: string | undefined,
    input: SendTarget & { text: string },
    content: MessageContent,
  ): Promise<{ session: AtOnceSession; answer: SendResult | null } | null> {
    if (!token || token.length > 100 || !this.notifications) return null;
    if (content.kind === 'photo' || (!input.conversation_id && !input.profile_id)) return null;
    const text = input.text.trim();
    if (content.kind === 'text' && !text) return null;
    if ([...text].length > site.messageLength) return null;
    if (text && holdsOffensiveWord(text, LANGUAGES)) return null;
    if (scamFindingsOf(site, text).length > 0) return null;
    const tokenHash = sha256(token);
    const now = this.clock.now();
    if ((this.unpaidSessions.get(tokenHash) ?? 0) > now.getTime()) return null;

    const [raw] = await retryDeadlocks(() =>
      refusingShortBalance(
        sendAtOnceStatement(this.db, {
          tokenHash,
          now: now.toISOString(),
          site: site.id,
          ...sendContextValues(input),
          kind: content.kind,
          price: content.kind === 'gift' ? site.giftCredits : site.messageCredits,
          minimums: JSON.stringify(
            content.kind === 'text'
              ? Object.fromEntries(Object.entries(site.minimumMessageCosts).map(([c, m]) => [c, m.costs]))
              : {},
          ),
          text,
          gift: content.kind === 'gift' ? content.gift : null,
          photoFilename: null,
          photoThumb: null,
          photoExplicit: false,
          photoScreening: null,
          reason: LEDGER_REASON[content.kind],
          operatorId: null,
          scam: null,
        }),
      ),
    );
    if (!raw) return null;
    const session: AtOnceSession = {
      id: Number(raw.session_id),
      userId: Number(raw.user_id),
      lastSeenAt: new Date(raw.last_seen_at as string),
    };
    if (raw.paid_user !== true && raw.paid_user !== 't') {
      this.rememberUnpaid(tokenHash, now.getTime());
      return { session, answer: null };
    }
    if (raw.id === null || raw.id === undefined) return { session, answer: null };
    const stored = fromStored(raw);
    const otherId = Number(raw.other_id);
    const sender = { id: session.userId, paidUser: true };
    const written = stored.row.deliveredAt
      ? {
          notice: {
            userId: otherId,
            type: 'new_message',
            actorId: sender.id,
            conversationId: stored.row.conversationId,
          } satisfies NotifyInput,
          recipient: raw.recipient
            ? notifiedRecipient(raw.recipient as Record<string, unknown>, raw.notification_fresh)
            : null,
        }
      : undefined;
    const answer = await this.announce(
      sender,
      otherId,
      { ...stored, started: false, freeLeft: null },
      written,
    );
    return { session, answer };
  }

  private rememberUnpaid(tokenHash: string, now: number): void {
    // Bounded: the oldest hint goes first (a Map keeps insertion order).
    if (this.unpaidSessions.size >= 10_000) {
      const oldest = this.unpaidSessions.keys().next().value;
      if (oldest !== undefined) this.unpaidSessions.delete(oldest);
    }
    this.unpaidSessions.set(tokenHash, now + UNPAID_HINT_MS);
  }

  async send(
    site: Site,
    sender: Sender,
    input: {
      profile_id?: number;
      conversation_id?: number;
      text: string;
      client_id: string;
      confirm_offensive?: boolean | undefined;
    },
    content: MessageContent = { kind: 'text' },
    /**
     * `operatorId`: an operator answering as a fictional profile (staff inbox): free, and the
     * operator is recorded. `context`: the send's context read already, with the session.
     */
    options: { operatorId?: number; context?: SendContext | null } = {},
  ): Promise<SendResult> {
    const text = input.text.trim();
    if (!text && content.kind === 'text') throw badText('required');
    if ([...text].length > site.messageLength) throw badText('too_big');

    // What the send needs to know, in one statement: a stored retry, the recipient, their
    // conversation, a block either way, the sender's country (decision 038) — read with the
    // session by POST chat.php (`options.context`, decision 044).
    const context =
      options.context === undefined ? await this.sendContext(sender.id, input) : options.context;
    const otherId = context?.otherId ?? null;
    if (input.conversation_id && otherId === null) throw notFound('No such conversation');
    if (otherId === null) throw notFound('No such member');
    if (!input.conversation_id && otherId === sender.id) throw badText('self');
    const [a, b] = sender.id < otherId ? [sender.id, otherId] : [otherId, sender.id];
    if (context?.retried) return (await this.findByClientId(site, sender, input.client_id))!;

    let conversationId: number | null = null;
    if (input.conversation_id) {
      conversationId = input.conversation_id;
    } else {
      if (!context || context.profileSiteId !== site.id) throw notFound('No such member');
      conversationId = context.conversationId;
      if (!conversationId && !context.searchable) throw notFound('No such member');
    }
    if (context?.blocked) {
      throw new HttpError(403, 'blocked', 'You cannot write to this member');
    }
    const recipient = context?.status ? { status: context.status, fictional: context.fictional } : null;
    if (!recipient || recipient.status === 'deleted') throw notFound('No such member');

    // A member's first message to someone with a word of the offensive list: "Are you sure?",
    // once; confirmed, it goes (decision 042). Staff-run profiles' operators are not asked.
    if (
      text &&
      !options.operatorId &&
      !input.confirm_offensive &&
      holdsOffensiveWord(text, [context?.senderLanguage, context?.recipientLanguage]) &&
      !(await this.wroteBefore(sender.id, conversationId))
    ) {
      throw new HttpError(
        409,
        'offensive_first_message',
        'The first message holds a word many find offensive',
      );
    }

    // The scam patterns (decision 042): cheap, on the text alone, before the transaction.
    const findings = scamFindingsOf(site, text);

    const now = this.clock.now();
    const toFictional = recipient.fictional === true && !options.operatorId;
    const price = options.operatorId ? 0 : costOf(site, content, context?.senderCountry ?? null);
    if (
      sender.paidUser &&
      !options.operatorId &&
      // A match is decided under the sender's lock: whether it is held depends on the last day's.
      findings.length === 0 &&
      !(toFictional && price > 0 && !context?.senderAckAt)
    ) {
      // Nothing to count under a lock (no allowance, no free chats): one statement, one commit
      // (decision 044); the live events follow it.
      const delivered = recipient.status === 'active';
      const unlocked: Omit<StoreInput, 'conversationId'> = {
        senderId: sender.id,
        recipientId: otherId,
        content,
        text,
        clientId: input.client_id,
        cost: price,
        reason: LEDGER_REASON[content.kind],
        recipientFictional: toFictional,
        operatorId: null,
        now,
        delivered,
        scam: null,
      };
      if (!conversationId) {
        // The chat starts: the conversation comes with the message; its notification follows.
        const stored = await retryDeadlocks(() => storeFirstMessageAtOnce(this.db, site.id, unlocked));
        if (!stored) return (await this.findByClientId(site, sender, input.client_id))!;
        return this.announce(sender, otherId, { ...stored, freeLeft: null });
      }
      // Into an open conversation: the recipient's notification in the same statement.
      const notice: NotifyInput | null =
        delivered && this.notifications
          ? { userId: otherId, type: 'new_message', actorId: sender.id, conversationId }
          : null;
      const stored = await retryDeadlocks(() =>
        storeMessageAtOnce(this.db, { ...unlocked, conversationId }, notice),
      );
      if (!stored) return (await this.findByClientId(site, sender, input.client_id))!;
      return this.announce(
        sender,
        otherId,
        { ...stored, started: false, freeLeft: null },
        notice ? { notice, recipient: stored.recipient } : undefined,
      );
    }
    // All or nothing: run again when PostgreSQL failed it to break a deadlock (first messages
    // each way at the same moment; retryDeadlocks).
    const outcome = await retryDeadlocks(() =>
      this.db.transaction(async (tx) => {
        // One send at a time per member: the chat limit, free messages and balance stay exact.
        const [locked] = await tx
          .select({ fictionalAckAt: users.fictionalAckAt })
          .from(users)
          .where(eq(users.id, sender.id))
          .for('update');
        // After the lock, in a statement of its own (under read committed a statement sees what
        // was committed before it began, so the lock's own statement would miss a send that
        // finished while it waited): a concurrent retry and the free messages used.
        const [seen] = await tx
          .select({
            again: sql<number | null>`(select ${messages.id} from ${messages}
            where ${messages.senderId} = ${sender.id} and ${messages.clientId} = ${input.client_id})`,
            // A paying member has no allowance: nothing to count.
            freeUsed: sender.paidUser
              ? sql<number>`0`
              : sql<number>`(select count(*)::int from ${messages}
            where ${messages.senderId} = ${sender.id} and ${messages.kind} = 'text' and ${messages.credits} = 0)`,
          })
          .from(users)
          .where(eq(users.id, sender.id));
        if (seen?.again) return { row: null, credits: null, started: false, freeLeft: null };

        let convId = conversationId;
        let started = false;
        if (!convId) {
          if (!sender.paidUser) {
            const [started] = await tx
              .select({ n: count() })
              .from(conversations)
              .where(eq(conversations.startedBy, sender.id));
            if ((started?.n ?? 0) >= LIMITS.freeChatsStarted) {
              throw new HttpError(403, 'chat_limit_reached', 'Free members can start 2 chats', {
                limit: LIMITS.freeChatsStarted,
              });
            }
          }
          await tx
            .insert(conversations)
            .values({
              siteId: site.id,
              userA: a,
              userB: b,
              startedBy: sender.id,
              createdAt: now,
              lastMessageAt: now,
            })
            .onConflictDoNothing();
          started = true;
          const [conv] = await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(and(eq(conversations.userA, a), eq(conversations.userB, b)));
          convId = conv!.id;
          await tx
            .insert(conversationMembers)
            .values([
              { conversationId: convId, userId: sender.id },
              { conversationId: convId, userId: otherId },
            ])
            .onConflictDoNothing();
        }

        let cost = price;
        // Only texts use the allowance; a photo or a gift costs its price from the first one.
        let freeLeft = freeMessagesFrom(site, sender, seen?.freeUsed ?? 0);
        if (content.kind === 'text' && freeLeft) {
          cost = 0;
          freeLeft--;
        }
        // No credit goes to a staff-run profile before the member confirmed the site's warning
        // (decision 027); free messages need no confirmation, the chat header discloses already.
        if (toFictional && cost > 0 && !locked?.fictionalAckAt) throw fictionalAckRequired();
        // A second match from the same member within a day waits for a moderator; a staff-run
        // profile's message is never held, only flagged to admins (decision 042). Decided under
        // the sender's lock, so two sends at once can't both pass as the first.
        const held = findings.length > 0 && !options.operatorId && (await heldForReview(tx, sender.id, now));
        const delivered = recipient.status === 'active' && !held;
        const stored = await storeMessage(tx, {
          conversationId: convId,
          senderId: sender.id,
          recipientId: otherId,
          content,
          text,
          clientId: input.client_id,
          cost,
          reason: LEDGER_REASON[content.kind],
          recipientFictional: toFictional,
          operatorId: options.operatorId ?? null,
          now,
          delivered,
          scam: findings.length === 0 ? null : held ? 'held' : 'flagged',
        });
        if (findings.length > 0) {
          await flagMessage(tx, {
            messageId: stored.row.id,
            siteId: site.id,
            senderId: sender.id,
            recipientId: otherId,
            findings,
            held,
            fictional: options.operatorId !== undefined,
            now,
          });
        }
        return { row: stored.row, credits: stored.credits, started, freeLeft };
      }),
    );
    if (outcome.row === null) {
      // Stored by a concurrent retry of the same send: answer as that retry does.
      return (await this.findByClientId(site, sender, input.client_id))!;
    }
    return this.announce(sender, otherId, outcome);
  }

  /**
   * After a stored send: the live events and the recipient's notification, then the answer.
   * `written`: the send's statement wrote the notification already (`storeMessageAtOnce`).
   */
  private async announce(
    sender: Sender,
    otherId: number,
    outcome: { row: MessageRow; credits: number; started: boolean; freeLeft: number | null },
    written?: { notice: NotifyInput; recipient: NotifiedRecipient | null },
  ): Promise<SendResult> {
    const { credits, freeLeft } = outcome;
    const message = {
      type: 'message',
      conversation_id: outcome.row.conversationId,
      message_id: outcome.row.id,
      from: sender.id,
    } as const;
    // The sender's other tabs too; a held message reaches the recipient on confirmation.
    const live: Envelope[] = [
      { to: outcome.row.deliveredAt ? [otherId, sender.id] : [sender.id], event: message },
      { to: [sender.id], event: { type: 'credits', credits, free_messages_left: freeLeft } },
    ];
    if (written) {
      if (written.recipient) live.push({ to: [otherId], event: { type: 'notification' } });
      await this.events?.publishAll(live);
      if (written.recipient) await this.notifications?.deliver(written.notice, written.recipient);
    } else if (outcome.row.deliveredAt && this.notifications) {
      // The live events go with the notification's, in one round trip after it (decision 044).
      await this.notifications.notify({
        userId: otherId,
        type: outcome.started ? 'new_conversation' : 'new_message',
        actorId: sender.id,
        conversationId: outcome.row.conversationId,
        events: live,
      });
    } else {
      await this.events?.publishAll(live);
    }
    return {
      message: present(outcome.row, sender.id),
      credits,
      free_messages_left: freeLeft,
    };
  }

  /**
   * Records that the member confirmed the site's fictional_warning; the first confirmation's
   * time stays. Paid messages to staff-run profiles need it (decision 027).
   */
  async acknowledgeFictional(userId: number): Promise<Date> {
    await this.db
      .update(users)
      .set({ fictionalAckAt: this.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.fictionalAckAt)));
    const [row] = await this.db.select({ at: users.fictionalAckAt }).from(users).where(eq(users.id, userId));
    return row!.at!;
  }

  private async balance(userId: number): Promise<number> {
    const [row] = await this.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? 0;
  }

  /**
   * Releases what was held for a member who just confirmed the address: the messages become
   * unread, and each conversation gets its notification (and, per preference, push and mail).
   */
  async releaseHeld(userId: number): Promise<void> {
    const released = await deliverHeldMessages(this.db, userId, this.clock.now());
    for (const r of released) {
      await this.notifications?.notify({
        userId,
        type: r.started ? 'new_conversation' : 'new_message',
        actorId: r.senderId,
        conversationId: r.conversationId,
        count: r.count,
      });
    }
  }

  /**
   * A held message a moderator released (decision 042): delivered now, with the safety tip, as
   * an unread message with its notification; a recipient whose e-mail is unconfirmed gets it on
   * confirmation, like any other message. False when it was not held.
   */
  async releaseReviewed(messageId: number): Promise<boolean> {
    const [row] = await this.db
      .select({
        message: messages,
        userA: conversations.userA,
        userB: conversations.userB,
        status: users.status,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(
        users,
        eq(
          users.id,
          sql`case when ${conversations.userA} = ${messages.senderId} then ${conversations.userB} else ${conversations.userA} end`,
        ),
      )
      .where(and(eq(messages.id, messageId), eq(messages.scam, 'held')));
    if (!row) return false;
    const recipientId = row.userA === row.message.senderId ? row.userB : row.userA;
    const delivered = row.status === 'active';
    await this.db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ scam: 'flagged', deliveredAt: delivered ? this.clock.now() : null })
        .where(eq(messages.id, messageId));
      if (delivered)
        await tx
          .update(conversationMembers)
          .set({
            unread: sql`${conversationMembers.unread} + 1`,
            hiddenAt: null,
            lastMessageId: sql`greatest(${conversationMembers.lastMessageId}, ${messageId}::int)`,
          })
          .where(
            and(
              eq(conversationMembers.conversationId, row.message.conversationId),
              eq(conversationMembers.userId, recipientId),
            ),
          );
    });
    if (delivered) {
      await this.events?.publish([recipientId], {
        type: 'message',
        conversation_id: row.message.conversationId,
        message_id: messageId,
        from: row.message.senderId,
      });
      await this.notifications?.notify({
        userId: recipientId,
        type: 'new_message',
        actorId: row.message.senderId,
        conversationId: row.message.conversationId,
      });
    }
    return true;
  }

  /** A message already stored under this client id (a retried send), with the balance now. */
  async findByClientId(site: Site, sender: Sender, clientId: string): Promise<SendResult | null> {
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, clientId)));
    if (!row) return null;
    return {
      message: present(row, sender.id),
      credits: await this.balance(sender.id),
      free_messages_left: await freeMessagesLeft(this.db, site, sender),
    };
  }

  /**
   * Whether `viewer` may see the file `name` (full image or thumbnail) of a chat photo: its
   * sender, or its recipient once delivered, on the conversation's site and with no block
   * either way (as `read` shows messages); with `operator`, staff answering for a fictional
   * member of the conversation. False when no message has that file.
   */
  async mayViewPhoto(
    name: string,
    viewer: { id: number; siteId: number },
    options: { siteId: number; operator: boolean },
  ): Promise<boolean> {
    const [row] = await this.db
      .select({
        senderId: messages.senderId,
        thumb: messages.photoThumb,
        deliveredAt: messages.deliveredAt,
        userA: conversations.userA,
        userB: conversations.userB,
        siteId: conversations.siteId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.photoFilename, fullNameOf(name)));
    if (!row || (name !== fullNameOf(name) && row.thumb !== name)) return false;
    if (options.operator) {
      const fictional = await this.db
        .select({ id: profiles.userId })
        .from(profiles)
        .where(
          and(
            or(eq(profiles.userId, row.userA), eq(profiles.userId, row.userB)),
            eq(profiles.fictional, true),
          ),
        );
      if (fictional.length > 0) return true;
    }
    if (viewer.siteId !== options.siteId || row.siteId !== options.siteId) return false;
    const otherId = viewer.id === row.userA ? row.userB : viewer.id === row.userB ? row.userA : null;
    if (otherId === null) return false;
    if (viewer.id !== row.senderId && !row.deliveredAt) return false;
    return !(await this.blockedEitherWay(viewer.id, otherId));
  }

  // ── Reading ──────────────────────────────────────────────────────────────

  /** One conversation, newest first, and marks it read for the member (docs/product.md#chats-and-likes). */
  async read(site: Site, memberId: number, conversationId: number, before?: number) {
    const conversation = await this.ownConversation(memberId, conversationId);
    if (await this.blockedEitherWay(memberId, conversation.otherId)) {
      throw new HttpError(403, 'blocked', 'This conversation is not available');
    }
    const since = new Date(this.clock.now().getTime() - site.chatHistoryDays * DAY);
    const rows = await this.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          gte(messages.createdAt, since),
          or(eq(messages.senderId, memberId), isNotNull(messages.deliveredAt)),
          before ? lt(messages.id, before) : undefined,
        ),
      )
      .orderBy(desc(messages.id))
      .limit(PAGE + 1);
    await this.markRead(memberId, conversationId, conversation.otherId);
    const [card] = await this.members.cardsByIds(site, memberId, [conversation.otherId]);
    if (!card) throw notFound('No such conversation');
    return {
      conversation: { id: conversationId },
      profile: card,
      messages: rows.slice(0, PAGE).map((row) => present(row, memberId)),
      has_more: rows.length > PAGE,
    };
  }

  async markRead(memberId: number, conversationId: number, otherId?: number): Promise<void> {
    const now = this.clock.now();
    const read = await this.db
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          ne(messages.senderId, memberId),
          isNotNull(messages.deliveredAt),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    if (read.length && otherId)
      await this.events?.publish([otherId], { type: 'read', conversation_id: conversationId, by: memberId });
    await this.db
      .update(conversationMembers)
      .set({ unread: 0 })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, memberId)),
      );
    // The conversation's message notifications are read too: the member has seen the messages.
    await this.notifications?.markConversationRead(memberId, conversationId);
  }

  /** The member's chat list, newest first; deleted chats only come back with a newer message. */
  /** `rows`: chatListJson's, read with the session already. */
  async list(site: Site, memberId: number, rows?: ChatListRow[]): Promise<ChatEntry[]> {
    // The conversations, each one's last message the member may see and the other member's card,
    // in one statement built once (decision 044).
    rows ??= await chatList(this.db, { member: memberId, site: site.id });
    const now = this.clock.now();
    return rows.flatMap((row) => {
      const card = cardRowOf(row);
      if (!card) return []; // blocked either way, or gone
      return [
        {
          profile: presentCard(site, card, now),
          conversation: { id: Number(row.id) },
          num_unread_messages: Number(row.unread),
          last_message:
            row.last_sender_id === null
              ? null
              : {
                  text: firstCharacters(row.last_text ?? '', 120),
                  kind: row.last_kind!,
                  mine: Number(row.last_sender_id) === memberId,
                  created_at: new Date(row.last_created_at!).toISOString(),
                },
        },
      ];
    });
  }

  /** Removes the chat from the member's list (it returns when a new message arrives). */
  async hide(memberId: number, conversationId: number): Promise<void> {
    await this.ownConversation(memberId, conversationId);
    await this.db
      .update(conversationMembers)
      .set({ hiddenAt: this.clock.now(), unread: 0 })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, memberId)),
      );
  }
}

/** Messages held for one conversation and released on confirmation. */
export interface ReleasedMessages {
  conversationId: number;
  senderId: number;
  count: number;
  /** The conversation began while the member was unconfirmed: nothing of it had reached them. */
  started: boolean;
}

/**
 * Delivers messages held while the member's e-mail was unconfirmed (docs/product.md#accounts), and counts them
 * as unread. Called when the member confirms; returns what was released per conversation.
 *
 * One statement, so a release is whole or not at all: every sub-statement sees the rows as they
 * were before it (`earlier`: the conversations in which something had reached the member), the
 * members' rows count up what `delivered` returns, and `last_message_id` becomes the newest
 * released message unless a newer one reached the member already. In a conversation of two every
 * released message has the same sender, the other member.
 */
export async function deliverHeldMessages(db: Db, userId: number, now: Date): Promise<ReleasedMessages[]> {
  const result = (await db.execute(sql`
    with earlier as (
      select distinct m.conversation_id
        from ${messages} m
        join ${conversations} c on c.id = m.conversation_id
       where (c.user_a = ${userId} or c.user_b = ${userId})
         and (m.sender_id = ${userId} or m.delivered_at is not null)
    ), delivered as (
      update ${messages} m set delivered_at = ${now}
        from ${conversations} c
       where m.conversation_id = c.id
         and (c.user_a = ${userId} or c.user_b = ${userId})
         and m.sender_id <> ${userId}
         and m.delivered_at is null
         and (m.scam is null or m.scam = 'flagged')
      returning m.conversation_id, m.sender_id, m.id
    ), released as (
      select conversation_id, min(sender_id) as sender_id, count(*)::int as count, max(id) as newest
        from delivered
       group by conversation_id
    ), counted as (
      update ${conversationMembers} cm
         set unread = cm.unread + r.count,
             last_message_id = greatest(cm.last_message_id, r.newest)
        from released r
       where cm.conversation_id = r.conversation_id and cm.user_id = ${userId}
    )
    select r.conversation_id as "conversationId", r.sender_id as "senderId", r.count,
           not exists (select 1 from earlier e where e.conversation_id = r.conversation_id) as started
      from released r
     order by r.newest`)) as unknown as {
    rows: {
      conversationId: number | string;
      senderId: number | string;
      count: number | string;
      started: boolean;
    }[];
  };
  return result.rows.map((r) => ({
    conversationId: Number(r.conversationId),
    senderId: Number(r.senderId),
    count: Number(r.count),
    started: r.started === true || (r.started as unknown) === 't',
  }));
}
