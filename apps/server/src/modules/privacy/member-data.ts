import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  likes,
  messages,
  notifications,
  orders,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { PhotoRow, PhotoService } from '../photos/service';
import { photoFileUrl } from '../photos/service';

/** Version of the archive's JSON; bumped when a field changes meaning. */
export const EXPORT_FORMAT = 'amora-member-export/2';

export interface MemberData {
  /** The JSON document (data.json of the member's archive, the staff download as it is). */
  data: Record<string, unknown>;
  /** The member's profile photos, for the archive's photo files. */
  photos: PhotoRow[];
}

/**
 * Everything Amora keeps about one member, machine-readable (GDPR Art. 15 and 20): account,
 * profile, photos, likes given and received, the conversations and the messages the member can
 * read in them, blocks, reports made, orders, credit ledger, notifications, the preferences and
 * acknowledgements they gave, sessions and push subscriptions. Secrets (password hash, token
 * hashes, push keys, checkout links) and staff-only facts (which operator wrote as a staff-run
 * profile) stay out. One collector for the member's own archive and the staff export.
 */
export async function collectMemberData(
  db: Db,
  photoService: PhotoService,
  userId: number,
  now: Date,
): Promise<MemberData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('No such member');
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const theirs = await db
    .select({
      id: conversations.id,
      user_a: conversations.userA,
      user_b: conversations.userB,
      created_at: conversations.createdAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversations.id));
  const conversationIds = theirs.map((c) => c.id);
  const otherIds = theirs.map((c) => (c.user_a === userId ? c.user_b : c.user_a));
  const [
    photoRows,
    readable,
    others,
    liked,
    likedBy,
    blocked,
    reported,
    ledger,
    sessionRows,
    orderRows,
    notificationRows,
    pushRows,
  ] = await Promise.all([
    photoService.allOf(userId),
    conversationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: messages.id,
            conversation_id: messages.conversationId,
            sender_id: messages.senderId,
            kind: messages.kind,
            text: messages.text,
            gift: messages.gift,
            photo: messages.photoFilename,
            credits: messages.credits,
            created_at: messages.createdAt,
            read_at: messages.readAt,
          })
          .from(messages)
          .where(
            and(
              inArray(messages.conversationId, conversationIds),
              // What the member can read: their own, and what was delivered to them.
              or(eq(messages.senderId, userId), isNotNull(messages.deliveredAt)),
            ),
          )
          .orderBy(asc(messages.id)),
    otherIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: profiles.userId, name: profiles.name })
          .from(profiles)
          .where(inArray(profiles.userId, otherIds)),
    db
      .select({ profile_id: likes.likedId, created_at: likes.createdAt })
      .from(likes)
      .where(eq(likes.likerId, userId)),
    db
      .select({ profile_id: likes.likerId, created_at: likes.createdAt })
      .from(likes)
      .where(eq(likes.likedId, userId)),
    db
      .select({ profile_id: blocks.blockedId, created_at: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId)),
    db
      .select({
        id: reports.id,
        profile_id: reports.profileId,
        reason: reports.reason,
        text: reports.text,
        created_at: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db
      .select({ id: pushSubscriptions.id, created_at: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  const names = new Map(others.map((o) => [o.id, o.name]));
  const { passwordHash: _secret, ...account } = user;
  const data = {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    account,
    profile: profile ?? null,
    photos: photoRows.map((p) => ({
      id: p.id,
      status: p.status,
      file: `photos/${p.filename}`,
      url: photoFileUrl(p.filename, p.status),
      width: p.width,
      height: p.height,
      reject_reason: p.rejectReason,
      created_at: p.createdAt,
    })),
    likes_given: liked,
    likes_received: likedBy,
    conversations: theirs.map((c) => {
      const other = c.user_a === userId ? c.user_b : c.user_a;
      return { id: c.id, with: { id: other, name: names.get(other) ?? null }, created_at: c.created_at };
    }),
    messages: readable.map((m) => ({ ...m, sent_by_me: m.sender_id === userId })),
    blocks: blocked,
    reports_made: reported,
    orders: orderRows.map(({ userId: _u, checkoutUrl: _c, ...order }) => order),
    credit_ledger: ledger.map(({ userId: _u, ...entry }) => entry),
    notifications: notificationRows.map(({ userId: _u, ...n }) => n),
    // What the member chose or confirmed: no consent is kept anywhere else.
    consents: {
      notifications_disabled: user.notificationsDisabled,
      invisible: user.invisible,
      fictional_warning_confirmed_at: user.fictionalAckAt,
    },
    sessions: sessionRows.map(({ tokenHash: _t, userId: _u, ...s }) => s),
    push_subscriptions: pushRows,
  };
  return { data, photos: photoRows };
}
