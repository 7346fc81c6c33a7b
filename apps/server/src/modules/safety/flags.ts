/**
 * Messages that matched the scam patterns (decision 042): the chat send records each one here
 * inside its own transaction, and staff see them in a queue with the sender's recent messages.
 * A second match from one member within a day is held (the send decides with `heldForReview`);
 * a moderator releases it to the recipient or withholds it for good.
 */
import type { StaffFlaggedMessage } from '@amora/shared/api/staff';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conversations, messageFlags, messages, profiles, users } from '../../db/schema';
import { type Clock, DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/roles';
import type { ScamFinding } from './scam';

/** Within this time after a member's match, their next one is held. */
export const SCAM_HOLD_WINDOW = DAY;
/** How far back the queue shows a sender's messages. */
const HISTORY_DAYS = 7;
const HISTORY_SIZE = 10;

/** Whether a member's next match is held: they had one within the last day. */
export async function heldForReview(tx: Db, senderId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(messageFlags)
    .where(
      and(
        eq(messageFlags.senderId, senderId),
        gte(messageFlags.createdAt, new Date(now.getTime() - SCAM_HOLD_WINDOW)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Records a matched message for the staff queue (inside the send's transaction). */
export async function flagMessage(
  tx: Db,
  flag: {
    messageId: number;
    siteId: number;
    senderId: number;
    recipientId: number;
    findings: ScamFinding[];
    held: boolean;
    fictional: boolean;
    now: Date;
  },
): Promise<void> {
  await tx.insert(messageFlags).values({
    messageId: flag.messageId,
    siteId: flag.siteId,
    senderId: flag.senderId,
    recipientId: flag.recipientId,
    findings: flag.findings.slice(0, 20),
    held: flag.held,
    fictional: flag.fictional,
    createdAt: flag.now,
  });
}

export class FlaggedMessageService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The chat module's `releaseReviewed`: delivers a released message. */
    private readonly chats: { releaseReviewed(messageId: number): Promise<boolean> },
  ) {}

  /** The queue: held messages first (a recipient waits for them), then the oldest. */
  async queue(status: 'open' | 'closed'): Promise<StaffFlaggedMessage[]> {
    const senderProfile = alias(profiles, 'sender_profile');
    const recipientProfile = alias(profiles, 'recipient_profile');
    const rows = await this.db
      .select({
        flag: messageFlags,
        text: messages.text,
        conversationId: messages.conversationId,
        senderName: senderProfile.name,
        senderEmail: users.email,
        senderStatus: users.status,
        senderBanned: users.bannedAt,
        recipientName: recipientProfile.name,
      })
      .from(messageFlags)
      .innerJoin(messages, eq(messages.id, messageFlags.messageId))
      .innerJoin(users, eq(users.id, messageFlags.senderId))
      .leftJoin(senderProfile, eq(senderProfile.userId, messageFlags.senderId))
      .leftJoin(recipientProfile, eq(recipientProfile.userId, messageFlags.recipientId))
      .where(status === 'open' ? eq(messageFlags.status, 'open') : ne(messageFlags.status, 'open'))
      .orderBy(
        ...(status === 'open'
          ? [desc(messageFlags.held), asc(messageFlags.createdAt)]
          : [desc(messageFlags.decidedAt)]),
      )
      .limit(100);
    const histories = await this.histories([...new Set(rows.map((r) => r.flag.senderId))]);
    return rows.map((r) => ({
      id: r.flag.id,
      site_id: r.flag.siteId,
      status: r.flag.status,
      held: r.flag.held,
      fictional: r.flag.fictional,
      created_at: r.flag.createdAt.toISOString(),
      findings: r.flag.findings,
      message: { id: r.flag.messageId, conversation_id: r.conversationId, text: r.text },
      sender: {
        id: r.flag.senderId,
        name: r.senderName ?? '',
        email: r.senderEmail,
        status: r.senderBanned ? 'banned' : r.senderStatus,
      },
      recipient: { id: r.flag.recipientId, name: r.recipientName ?? '' },
      history: histories.get(r.flag.senderId) ?? [],
    }));
  }

  /** Each sender's latest messages of the last week, with whom they went to. */
  private async histories(senderIds: number[]) {
    const out = new Map<number, StaffFlaggedMessage['history']>();
    if (senderIds.length === 0) return out;
    const since = new Date(this.clock.now().getTime() - HISTORY_DAYS * DAY);
    const other = alias(profiles, 'other_profile');
    const rows = await this.db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        text: messages.text,
        createdAt: messages.createdAt,
        scam: messages.scam,
        recipient: other.name,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(
        other,
        and(
          sql`${other.userId} in (${conversations.userA}, ${conversations.userB})`,
          ne(other.userId, messages.senderId),
        ),
      )
      .where(and(inArray(messages.senderId, senderIds), gte(messages.createdAt, since)))
      .orderBy(desc(messages.id))
      .limit(HISTORY_SIZE * senderIds.length);
    for (const row of rows) {
      const list = out.get(row.senderId) ?? [];
      if (list.length >= HISTORY_SIZE) continue;
      list.push({
        id: row.id,
        text: row.text,
        created_at: row.createdAt.toISOString(),
        recipient: row.recipient ?? '',
        scam: row.scam,
      });
      out.set(row.senderId, list);
    }
    return out;
  }

  /**
   * A moderator's decision: `release` delivers a held message (with the recipient's tip),
   * `withhold` keeps it from the recipient for good, `dismiss` closes a delivered one as seen.
   */
  async decide(staff: Staff, input: { flag_id: number; decision: 'release' | 'withhold' | 'dismiss' }) {
    const [flag] = await this.db.select().from(messageFlags).where(eq(messageFlags.id, input.flag_id));
    if (!flag) throw notFound('No such flagged message');
    if (flag.status !== 'open') throw new HttpError(409, 'already_decided', 'This message was decided');
    if (flag.held === (input.decision === 'dismiss')) {
      throw new HttpError(
        400,
        'validation_failed',
        'Release or withhold a held message; dismiss a delivered one',
        {
          fields: { decision: 'invalid_value' },
        },
      );
    }
    const status = ({ release: 'released', withhold: 'withheld', dismiss: 'dismissed' } as const)[
      input.decision
    ];
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(messageFlags)
        .set({ status, decidedAt: now, decidedBy: staff.id })
        .where(eq(messageFlags.id, flag.id));
      if (input.decision === 'withhold')
        await tx.update(messages).set({ scam: 'withheld' }).where(eq(messages.id, flag.messageId));
      await audit(
        tx,
        staff,
        `flagged_message.${input.decision}`,
        { type: 'message', id: flag.messageId },
        { status: flag.status },
        { status },
        now,
      );
    });
    if (input.decision === 'release') await this.chats.releaseReviewed(flag.messageId);
  }
}
