import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationMembers,
  conversations,
  likes,
  outbox,
  photos,
  profiles,
  reminderClaims,
  users,
} from '../../db/schema';
import { DAY, HOUR, MINUTE, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import {
  type ReminderDeps,
  sendComeBackReminders,
  sendProfileReminders,
  sendTimeBonusReminders,
  sendWelcomeDiscountReminders,
} from './reminders';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let deps: ReminderDeps;
/** The English demo site: it has the TIMEBONUS25 time bonus and the WELCOME25 code. */
const HOST = 'localhost';

beforeAll(async () => {
  t = await createTestApp({ clock });
  deps = {
    db: t.db,
    clock,
    sites: t.app.sites,
    notifications: t.app.notifications,
    payments: t.app.payments,
  };
});
afterAll(async () => t?.close());

let n = 0;
/** A confirmed member of the English demo site, signed up and last seen now (test clock). */
async function member(options: { confirmed?: boolean; about?: string } = {}) {
  const c = client(t, HOST);
  const email = `reminded${++n}@example.com`;
  const name = `Reminded ${n}`;
  const res = await c.signup({ email, name });
  expect(res.statusCode).toBe(201);
  const id = res.json().user.id as number;
  if (options.confirmed !== false) {
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await refreshListing(t.db, id, { activate: true });
  }
  await t.db
    .update(profiles)
    .set({ country: 'GB', about: options.about ?? '', lastActiveAt: clock.now() })
    .where(eq(profiles.userId, id));
  return { c, id, email, name };
}
type Member = Awaited<ReturnType<typeof member>>;

const mailsTo = (m: Member, template: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, m.email), eq(outbox.template, template)))
    .orderBy(desc(outbox.id));

/** Moves the clock to `ms` after `from` (a member's signup or last visit). */
const at = (from: Date, ms: number) => clock.advance(from.getTime() + ms - clock.now().getTime());

/** Orders the cheapest credit bundle with the test provider and pays it. */
async function buy(m: Member) {
  const { credits } = (await m.c.call('GET', '/api/packages.php')).json();
  const res = await m.c.call('POST', '/api/orders.php', {
    package_id: credits[0].id,
    payment_method: 'creditcard',
    withdrawal_waiver: true,
  });
  expect(res.statusCode).toBe(200);
  const paid = await m.c.call('POST', '/api/test-checkout.php', {
    payment_id: res.json().order.payment_id,
    outcome: 'paid',
  });
  expect(paid.statusCode).toBe(200);
}

/**
 * One member of each kind that must never get a reminder: premium, bought, unconfirmed,
 * unsubscribed from reminders, e-mail stopped by the provider, staff-run, deleted, banned.
 */
async function ineligibleMembers() {
  const paid = await member();
  await t.db.update(users).set({ paidUser: true }).where(eq(users.id, paid.id));
  const bought = await member();
  await buy(bought);
  const unconfirmed = await member({ confirmed: false });
  const unsubscribed = await member();
  await unsubscribed.c.call('PUT', '/api/preferences.php', {
    notifications_disabled: ['email:reminders'],
    invisible: false,
  });
  const bounced = await member();
  await t.db
    .update(users)
    .set({ emailDisabledReason: 'bounce', emailDisabledAt: clock.now() })
    .where(eq(users.id, bounced.id));
  const fictional = await member();
  await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, fictional.id));
  const deleted = await member();
  await t.db.update(users).set({ status: 'deleted', deletedAt: clock.now() }).where(eq(users.id, deleted.id));
  const banned = await member();
  await t.db.update(users).set({ bannedAt: clock.now() }).where(eq(users.id, banned.id));
  return { paid, bought, unconfirmed, unsubscribed, bounced, fictional, deleted, banned };
}

async function expectNoneFor(members: Record<string, Member>, template: string) {
  for (const [kind, m] of Object.entries(members)) {
    expect(await mailsTo(m, template), kind).toHaveLength(0);
  }
}

describe('time bonus ending', () => {
  it('reminds about an hour before the 4-hour bonus ends, once, with a button to /credits', async () => {
    const m = await member();
    const signup = clock.now();
    at(signup, 2 * HOUR + 50 * MINUTE); // 70 minutes left: too early
    expect((await sendTimeBonusReminders(deps)).sent).toBe(0);
    expect(await mailsTo(m, 'time_bonus_ending')).toHaveLength(0);

    at(signup, 3 * HOUR + 5 * MINUTE); // 55 minutes left
    await sendTimeBonusReminders(deps);
    await sendTimeBonusReminders(deps);
    const [mail, ...more] = await mailsTo(m, 'time_bonus_ending');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your 25% bonus ends in about an hour');
    expect(mail?.text).toMatch(/^http:\/\/localhost:\d+\/credits$/m);
    expect(mail?.text).toContain('you get reminders from');
    expect(mail?.headers['List-Unsubscribe']).toMatch(/type=reminders/);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing in the last quarter hour or after the bonus ended', async () => {
    const late = await member();
    const signup = clock.now();
    at(signup, 3 * HOUR + 50 * MINUTE);
    await sendTimeBonusReminders(deps);
    at(signup, 4 * HOUR + MINUTE);
    await sendTimeBonusReminders(deps);
    expect(await mailsTo(late, 'time_bonus_ending')).toHaveLength(0);
  });

  it('never reminds members who may not use it or may not be mailed', async () => {
    const control = await member();
    const others = await ineligibleMembers();
    at(await signupOf(control), 3 * HOUR + 10 * MINUTE);
    await sendTimeBonusReminders(deps);
    expect(await mailsTo(control, 'time_bonus_ending')).toHaveLength(1);
    await expectNoneFor(others, 'time_bonus_ending');
  });
});

async function signupOf(m: Member) {
  const [row] = await t.db.select({ at: users.signupDate }).from(users).where(eq(users.id, m.id));
  return row!.at;
}

describe('welcome discount ending', () => {
  it('reminds a day before the 7-day welcome code ends, once', async () => {
    const m = await member();
    const signup = clock.now();
    at(signup, 5 * DAY + 23 * HOUR); // 25 hours left
    await sendWelcomeDiscountReminders(deps);
    expect(await mailsTo(m, 'welcome_discount_ending')).toHaveLength(0);
    at(signup, 6 * DAY + HOUR); // 23 hours left
    await sendWelcomeDiscountReminders(deps);
    await sendWelcomeDiscountReminders(deps);
    const mails = await mailsTo(m, 'welcome_discount_ending');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Last day for your 25% welcome discount');
    expect(mails[0]?.text).toMatch(/\/credits$/m);
    at(signup, 6 * DAY + 13 * HOUR);
    await sendWelcomeDiscountReminders(deps);
    expect(await mailsTo(m, 'welcome_discount_ending')).toHaveLength(1);
  });

  it('sends nothing in the last 12 hours, nor to members who paid before (even refunded)', async () => {
    const late = await member();
    const refunded = await member();
    await buy(refunded);
    // The premium flag gone (as after a refund): the paid order still rules the welcome code out.
    await t.db.update(users).set({ paidUser: false }).where(eq(users.id, refunded.id));
    const others = await ineligibleMembers();
    const control = await member();
    const signup = clock.now();
    at(signup, 6 * DAY + 13 * HOUR);
    await sendWelcomeDiscountReminders(deps);
    expect(await mailsTo(late, 'welcome_discount_ending')).toHaveLength(0);
    expect(await mailsTo(control, 'welcome_discount_ending')).toHaveLength(0);
    expect(await mailsTo(refunded, 'welcome_discount_ending')).toHaveLength(0);
    await expectNoneFor(others, 'welcome_discount_ending');
  });
});

describe('complete your profile', () => {
  it('a day after signup, naming only what is missing, once', async () => {
    const bare = await member();
    const withText = await member({ about: 'I love long walks.' });
    const complete = await member({ about: 'Hiking and jazz.' });
    const [photo] = await t.db
      .insert(photos)
      .values({ userId: complete.id, filename: 'a.webp', thumbFilename: 'a-t.webp', width: 1, height: 1 })
      .returning();
    await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, complete.id));
    const others = await ineligibleMembers();
    const signup = clock.now();

    at(signup, 23 * HOUR);
    await sendProfileReminders(deps);
    expect(await mailsTo(bare, 'complete_profile')).toHaveLength(0);

    at(signup, DAY + HOUR);
    await sendProfileReminders(deps);
    const [mail] = await mailsTo(bare, 'complete_profile');
    expect(mail?.subject).toBe('Complete your profile on Amora');
    expect(mail?.text).toContain('Add a photo');
    expect(mail?.text).toContain('Write a few words about yourself');
    expect(mail?.text).toMatch(/\/profile$/m);
    const [photoOnly] = await mailsTo(withText, 'complete_profile');
    expect(photoOnly?.text).toContain('Add a photo');
    expect(photoOnly?.text).not.toContain('Write a few words');
    expect(await mailsTo(complete, 'complete_profile')).toHaveLength(0);
    // Premium members are reminded too (a profile helps them as well); the others are not.
    const { paid, bought, ...mayNotBeMailed } = others;
    expect(await mailsTo(paid, 'complete_profile')).toHaveLength(1);
    expect(await mailsTo(bought, 'complete_profile')).toHaveLength(1);
    await expectNoneFor(mayNotBeMailed, 'complete_profile');

    at(signup, 3 * DAY);
    await sendProfileReminders(deps);
    expect(await mailsTo(bare, 'complete_profile')).toHaveLength(1);
  });

  it('does not chase members who signed up more than two days ago', async () => {
    const old = await member();
    at(await signupOf(old), 2 * DAY + HOUR);
    await sendProfileReminders(deps);
    expect(await mailsTo(old, 'complete_profile')).toHaveLength(0);
  });
});

describe('come back', () => {
  const seen = (m: Member, when: Date) =>
    t.db.update(profiles).set({ lastActiveAt: when }).where(eq(profiles.userId, m.id));

  /** Another member likes `m`, and a conversation with two unread messages waits for `m`. */
  async function waitingFor(m: Member) {
    const other = await member();
    await t.db.insert(likes).values({ likerId: other.id, likedId: m.id, createdAt: clock.now() });
    const [a, b] = [other.id, m.id].sort((x, y) => x - y);
    const [conversation] = await t.db
      .insert(conversations)
      .values({
        siteId: (await t.db.select().from(users).where(eq(users.id, m.id)))[0]!.siteId,
        userA: a!,
        userB: b!,
        startedBy: other.id,
      })
      .returning();
    await t.db.insert(conversationMembers).values([
      { conversationId: conversation!.id, userId: m.id, unread: 2 },
      { conversationId: conversation!.id, userId: other.id, unread: 0 },
    ]);
    return other;
  }

  it('after 14 days away, once per absence, telling only how many likes and messages wait', async () => {
    const m = await member();
    const other = await waitingFor(m);
    const left = clock.now();
    await seen(m, left);
    await seen(other, left);

    at(left, 13 * DAY);
    await sendComeBackReminders(deps);
    expect(await mailsTo(m, 'come_back')).toHaveLength(0);

    at(left, 14 * DAY + HOUR);
    await sendComeBackReminders(deps);
    await sendComeBackReminders(deps);
    const [mail, ...more] = await mailsTo(m, 'come_back');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('We miss you on Amora');
    expect(mail?.text).toContain('Waiting for you – new likes: 1, unread messages: 2.');
    // Numbers only: no name of who liked or wrote.
    expect(mail?.text).toContain(`Hi ${m.name},`);
    expect(mail?.text).not.toContain(other.name);
    expect(mail?.html).not.toContain(other.name);

    // Still away 20 days later: that absence had its reminder.
    at(left, 34 * DAY);
    await sendComeBackReminders(deps);
    expect(await mailsTo(m, 'come_back')).toHaveLength(1);
  });

  it('at most once every 30 days across absences, and not after 90 days away', async () => {
    const m = await member();
    const gone = await member();
    const start = clock.now();
    await seen(m, start);
    await seen(gone, new Date(start.getTime() - 91 * DAY));
    at(start, 14 * DAY + HOUR);
    await sendComeBackReminders(deps);
    const first = clock.now();
    expect(await mailsTo(m, 'come_back')).toHaveLength(1);
    // Back a day later, then away again for 15 days: only 16 days since the last reminder.
    await seen(m, new Date(first.getTime() + DAY));
    at(first, 16 * DAY);
    await sendComeBackReminders(deps);
    expect(await mailsTo(m, 'come_back')).toHaveLength(1);
    // 31 days after the first reminder: the new absence gets its own.
    at(first, 31 * DAY);
    await sendComeBackReminders(deps);
    const mails = await mailsTo(m, 'come_back');
    expect(mails).toHaveLength(2);
    // Nothing waits this time: the mail says new members joined instead of zeros.
    expect(mails[0]?.text).toContain('New members have joined since then');
    expect(await mailsTo(gone, 'come_back')).toHaveLength(0);
  });

  it('never reminds members who may not be mailed', async () => {
    const others = await ineligibleMembers();
    const control = await member();
    const left = clock.now();
    for (const m of [...Object.values(others), control]) await seen(m, left);
    at(left, 15 * DAY);
    await sendComeBackReminders(deps);
    expect(await mailsTo(control, 'come_back')).toHaveLength(1);
    const { paid: _paid, bought: _bought, ...mayNotBeMailed } = others;
    await expectNoneFor(mayNotBeMailed, 'come_back');
  });
});

describe('every reminder exactly once', () => {
  it('two runs at the same moment (two workers) send each reminder once', async () => {
    const fresh = await member();
    const signup = clock.now();
    at(signup, 3 * HOUR + 5 * MINUTE);
    await Promise.all([sendTimeBonusReminders(deps), sendTimeBonusReminders(deps)]);
    at(signup, DAY + HOUR);
    await Promise.all([sendProfileReminders(deps), sendProfileReminders(deps)]);
    at(signup, 6 * DAY + HOUR);
    await Promise.all([sendWelcomeDiscountReminders(deps), sendWelcomeDiscountReminders(deps)]);
    await t.db.update(profiles).set({ lastActiveAt: clock.now() }).where(eq(profiles.userId, fresh.id));
    clock.advance(14 * DAY + HOUR);
    await Promise.all([sendComeBackReminders(deps), sendComeBackReminders(deps)]);
    for (const template of [
      'time_bonus_ending',
      'complete_profile',
      'welcome_discount_ending',
      'come_back',
    ]) {
      expect(await mailsTo(fresh, template), template).toHaveLength(1);
    }
    const claims = await t.db.select().from(reminderClaims).where(eq(reminderClaims.userId, fresh.id));
    expect(claims.map((c) => c.kind).sort()).toEqual([
      'come_back',
      'complete_profile',
      'time_bonus',
      'welcome_discount',
    ]);
  });
});

describe('unsubscribing from a reminder', () => {
  it('the one-click link turns off reminders only, and no further reminder goes out', async () => {
    const m = await member();
    const signup = clock.now();
    at(signup, 3 * HOUR + 5 * MINUTE);
    await sendTimeBonusReminders(deps);
    const [mail] = await mailsTo(m, 'time_bonus_ending');
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    expect(url.searchParams.get('type')).toBe('reminders');
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await m.c.me()).notifications_disabled).toEqual(['email:reminders']);
    at(signup, DAY + HOUR);
    await sendProfileReminders(deps);
    expect(await mailsTo(m, 'complete_profile')).toHaveLength(0);
  });
});
