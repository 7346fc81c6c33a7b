import { isLanguage } from '@amora/shared';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, likes, profiles, unreadReminders, users, weeklyUpdates } from '../../db/schema';
import { type Clock, DAY } from '../../lib/clock';
import type { SiteService } from '../sites/service';
import { mailableBy } from './audience';
import type { NotificationService } from './service';

/** Reminders go out for messages unread this long (docs/product.md#notifications: "after a day"). */
export const REMINDER_AFTER_MS = DAY;
const BATCH = 200;

/**
 * Unread-message reminders: a member with messages unread for a day gets one reminder per
 * conversation, covering the messages up to the newest unread one. The claim (insert … on
 * conflict … where newer) is atomic, so two runs or two nodes never remind twice.
 */
export async function sendUnreadReminders(db: Db, clock: Clock, notifications: NotificationService) {
  const cutoff = new Date(clock.now().getTime() - REMINDER_AFTER_MS);
  const due = (await db.execute(sql`
    select cm.user_id as "userId", cm.conversation_id as "conversationId",
           max(m.id)::int as "lastMessageId", max(m.sender_id)::int as "senderId"
    from conversation_members cm
    join users u on u.id = cm.user_id and u.status = 'active'
    join messages m on m.conversation_id = cm.conversation_id and m.sender_id <> cm.user_id
      and m.read_at is null and m.delivered_at is not null and m.delivered_at < ${cutoff}
    left join unread_reminders r on r.user_id = cm.user_id and r.conversation_id = cm.conversation_id
    where cm.unread > 0 and cm.hidden_at is null
      and (r.last_message_id is null or m.id > r.last_message_id)
    group by cm.user_id, cm.conversation_id
    limit ${BATCH}
  `)) as unknown as {
    rows: { userId: number; conversationId: number; lastMessageId: number; senderId: number }[];
  };
  let sent = 0;
  for (const row of due.rows) {
    const claimed = await db
      .insert(unreadReminders)
      .values({
        userId: row.userId,
        conversationId: row.conversationId,
        lastMessageId: row.lastMessageId,
        sentAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [unreadReminders.userId, unreadReminders.conversationId],
        set: { lastMessageId: row.lastMessageId, sentAt: clock.now() },
        setWhere: sql`${unreadReminders.lastMessageId} < ${row.lastMessageId}`,
      })
      .returning({ userId: unreadReminders.userId });
    if (!claimed.length) continue;
    await notifications.notify({
      userId: row.userId,
      type: 'unread_reminder',
      actorId: row.senderId,
      conversationId: row.conversationId,
    });
    sent++;
  }
  await notifications.idle();
  return { reminders: sent };
}

/** ISO week of a date, `2026-W23`: the weekly update's once-per-week key. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The weekly update: new likes of the last 7 days and unread messages, to confirmed members who
 * keep weekly updates on. One per member and ISO week (claimed before sending).
 */
export async function sendWeeklyUpdates(
  db: Db,
  clock: Clock,
  sites: SiteService,
  notifications: NotificationService,
) {
  const now = clock.now();
  const week = isoWeek(now);
  const since = new Date(now.getTime() - 7 * DAY);
  const allSites = await sites.all();
  let sent = 0;
  for (;;) {
    const due = await db
      .select({
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        language: users.language,
        name: profiles.name,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(weeklyUpdates, and(eq(weeklyUpdates.userId, users.id), eq(weeklyUpdates.week, week)))
      .where(and(mailableBy('weekly_updates', now), isNull(weeklyUpdates.userId)))
      .limit(BATCH);
    if (!due.length) break;
    for (const member of due) {
      const claimed = await db
        .insert(weeklyUpdates)
        .values({ userId: member.id, week, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: weeklyUpdates.userId });
      if (!claimed.length) continue;
      const site = allSites.find((s) => s.id === member.siteId);
      if (!site) continue;
      const [liked] = await db
        .select({ n: count() })
        .from(likes)
        .where(and(eq(likes.likedId, member.id), gte(likes.createdAt, since)));
      const [unread] = await db
        .select({ n: sql<number>`coalesce(sum(${conversationMembers.unread}), 0)::int` })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, member.id));
      await notifications.mail(
        site,
        { ...member, language: isLanguage(member.language) ? member.language : 'en' },
        'weekly_updates',
        'weekly_update',
        { link: `${notifications.siteUrl(site)}/`, likes: liked?.n ?? 0, unread: unread?.n ?? 0 },
      );
      sent++;
    }
  }
  return { week, sent };
}
