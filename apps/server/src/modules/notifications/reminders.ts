import { TIME_BONUS } from '@amora/shared';
import { and, asc, count, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, likes, profiles, reminderClaims, users } from '../../db/schema';
import { type Clock, DAY, HOUR, MINUTE } from '../../lib/clock';
import type { ReminderTemplate } from '../../mail/kinds';
import { activeBan } from '../auth/context';
import type { UserRow } from '../auth/sessions';
import { WELCOME_WINDOW_MS } from '../payments/discounts';
import type { PaymentService } from '../payments/service';
import type { Site, SiteService } from '../sites/service';
import { mailableBy } from './audience';
import type { NotificationService } from './service';

export type ReminderKind = (typeof reminderClaims.$inferSelect)['kind'];

/** When each reminder is due (docs/product.md#notification-types type `reminders`; decision 018). */
export const REMINDER_TIMING = {
  /** "Ends in about an hour": from an hour before the time bonus ends, not in its last 15 minutes. */
  timeBonus: { from: HOUR, until: 15 * MINUTE },
  /** "Less than 24 hours left" of the welcome code: from a day before its end, not in the last 12 hours. */
  welcome: { from: DAY, until: 12 * HOUR },
  /** A day after signup; a member who signed up more than two days ago is not chased any more. */
  profile: { after: DAY, until: 2 * DAY },
  /** Not seen for 14 days (up to 90: older absences are not written to), at most every 30 days. */
  comeBack: { after: 14 * DAY, until: 90 * DAY, every: 30 * DAY },
} as const;

const BATCH = 200;

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  sites: SiteService;
  notifications: NotificationService;
  payments: PaymentService;
}

interface Candidate {
  user: UserRow;
  name: string;
  about: string;
  mainPhotoId: number | null;
  lastActiveAt: Date;
  /** The member's earlier claim of this kind, if any (come-back reminders only get one). */
  claim: { key: string; sentAt: Date } | null;
}

interface Reminder {
  template: ReminderTemplate;
  /** What this reminder is for, stored with the claim (`signup`, or the absence's start). */
  key: string;
  /** Where the button leads in the web app. */
  path: string;
  data?: { percent?: number; likes?: number; unread?: number; needsPhoto?: boolean; needsAbout?: boolean };
}

/**
 * Walks the members `filter` selects (beyond those mayMail refuses anyway), in id order and in
 * batches, asks `plan` whether and what to remind each of, claims the reminder and only then
 * sends it. The claim (insert … on conflict) is atomic, so two runs or two nodes never send one
 * twice; a crash between claim and mail loses that one mail rather than sending it twice
 * (decision 008). A come-back claim may be taken over by a later absence after `retakeAfter`.
 */
async function remind(
  deps: ReminderDeps,
  kind: ReminderKind,
  filter: SQL | undefined,
  plan: (member: Candidate, site: Site, now: Date) => Promise<Reminder | null>,
  retakeAfter?: number,
) {
  const { db, notifications } = deps;
  const now = deps.clock.now();
  const allSites = await deps.sites.all();
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = await db
      .select({
        user: users,
        name: profiles.name,
        about: profiles.about,
        mainPhotoId: profiles.mainPhotoId,
        lastActiveAt: profiles.lastActiveAt,
        claimKey: reminderClaims.key,
        claimedAt: reminderClaims.sentAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(reminderClaims, and(eq(reminderClaims.userId, users.id), eq(reminderClaims.kind, kind)))
      .where(and(gt(users.id, after), mailableBy('reminders', now), filter))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of batch) {
      const { user } = row;
      const recipient = { ...user, disabled: user.notificationsDisabled };
      if (!notifications.mayMail(recipient, 'reminders') || activeBan(user, now)) continue;
      const site = allSites.find((s) => s.id === user.siteId);
      if (!site) continue;
      const claim = row.claimKey && row.claimedAt ? { key: row.claimKey, sentAt: row.claimedAt } : null;
      const reminder = await plan({ ...row, claim }, site, now);
      if (!reminder) continue;
      const insert = db
        .insert(reminderClaims)
        .values({ userId: user.id, kind, key: reminder.key, sentAt: now });
      const claimed = await (retakeAfter === undefined
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
            target: [reminderClaims.userId, reminderClaims.kind],
            set: { key: reminder.key, sentAt: now },
            setWhere: sql`${reminderClaims.key} <> ${reminder.key} and ${reminderClaims.sentAt} <= ${new Date(now.getTime() - retakeAfter)}`,
          })
      ).returning({ userId: reminderClaims.userId });
      if (!claimed.length) continue;
      await notifications.mail(site, { ...user, name: row.name }, 'reminders', reminder.template, {
        ...reminder.data,
        link: notifications.siteUrl(site) + reminder.path,
      });
      sent++;
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.user.id;
  }
  return { sent };
}

const unclaimed = isNull(reminderClaims.userId);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** What the payments module needs to judge a member's welcome code or time bonus. */
const payerOf = (site: Site, user: UserRow) => ({
  site,
  user: {
    id: user.id,
    siteId: user.siteId,
    paidUser: user.paidUser,
    signupDate: user.signupDate,
    language: user.language,
  },
});

/**
 * Time bonus ending (docs/product.md#time-bonus): about an hour before the member's 4-hour bonus runs out, if they
 * still could use it (not paid, not used; the payments module decides, as at checkout).
 */
export function sendTimeBonusReminders(deps: ReminderDeps) {
  const { from, until } = REMINDER_TIMING.timeBonus;
  const window = TIME_BONUS.windowSeconds * 1000;
  const now = deps.clock.now();
  return remind(
    deps,
    'time_bonus',
    and(
      unclaimed,
      eq(users.paidUser, false),
      // Pre-selection by signup time: the bonus ends `window` after signup.
      lte(users.signupDate, ago(now, window - from)),
      gt(users.signupDate, ago(now, window - until)),
    ),
    async (member, site, at) => {
      const offer = await deps.payments.offerFor(payerOf(site, member.user), 'time_bonus');
      const left = offer ? offer.expires.getTime() - at.getTime() : 0;
      if (!offer || left > from || left <= until) return null;
      return {
        template: 'time_bonus_ending',
        key: 'signup',
        path: '/credits',
        data: { percent: offer.percentage },
      };
    },
  );
}

/**
 * Welcome discount ending: a day before the member's welcome code expires (7 days after signup,
 * or the code's own earlier end), if unused and the member never paid.
 */
export function sendWelcomeDiscountReminders(deps: ReminderDeps) {
  const { from, until } = REMINDER_TIMING.welcome;
  const now = deps.clock.now();
  return remind(
    deps,
    'welcome_discount',
    // Members whose welcome window is still open; the code's own end may come sooner.
    and(unclaimed, eq(users.paidUser, false), gt(users.signupDate, ago(now, WELCOME_WINDOW_MS - until))),
    async (member, site, at) => {
      const offer = await deps.payments.offerFor(payerOf(site, member.user), 'welcome');
      const left = offer ? offer.expires.getTime() - at.getTime() : 0;
      if (!offer || left > from || left <= until) return null;
      return {
        template: 'welcome_discount_ending',
        key: 'signup',
        path: '/credits',
        data: { percent: offer.percentage },
      };
    },
  );
}

/** Complete your profile: a day after signup, to a member without a photo or without a text. */
export function sendProfileReminders(deps: ReminderDeps) {
  const { after, until } = REMINDER_TIMING.profile;
  const now = deps.clock.now();
  return remind(
    deps,
    'complete_profile',
    and(
      unclaimed,
      lte(users.signupDate, ago(now, after)),
      gt(users.signupDate, ago(now, until)),
      // The first photo becomes the main one and a deleted main photo is replaced: none ⇔ no photo.
      or(isNull(profiles.mainPhotoId), sql`btrim(${profiles.about}) = ''`),
    ),
    async (member) => ({
      template: 'complete_profile',
      key: 'signup',
      path: '/profile',
      data: { needsPhoto: member.mainPhotoId === null, needsAbout: member.about.trim() === '' },
    }),
  );
}

/**
 * Come back: a member not seen for 14 days gets one reminder for that absence, and none sooner
 * than 30 days after the previous one. It says how many new likes and unread messages wait —
 * numbers only, no names, no message content (privacy).
 */
export function sendComeBackReminders(deps: ReminderDeps) {
  const { after, until, every } = REMINDER_TIMING.comeBack;
  const now = deps.clock.now();
  return remind(
    deps,
    'come_back',
    and(
      // Last seen: profiles.last_active_at (touched while active, set when the member leaves).
      lte(profiles.lastActiveAt, ago(now, after)),
      gt(profiles.lastActiveAt, ago(now, until)),
      or(unclaimed, lte(reminderClaims.sentAt, ago(now, every))),
    ),
    async (member) => {
      // One per absence: the absence is known by when the member was last seen.
      const key = member.lastActiveAt.toISOString();
      if (member.claim?.key === key) return null;
      const [liked] = await deps.db
        .select({ n: count() })
        .from(likes)
        .where(and(eq(likes.likedId, member.user.id), eq(likes.isNew, true)));
      const [unread] = await deps.db
        .select({ n: sql<number>`coalesce(sum(${conversationMembers.unread}), 0)::int` })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, member.user.id));
      return {
        template: 'come_back',
        key,
        path: '/',
        data: { likes: liked?.n ?? 0, unread: unread?.n ?? 0 },
      };
    },
    every,
  );
}
