import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodes,
  notifications,
  outbox,
  profiles,
  pushSubscriptions,
  sites,
  users,
} from '../../db/schema';
import { endExpiredDiscountCodes } from '../../jobs/expire-discount-codes';
import { startScheduler } from '../../jobs/scheduler';
import { DAY, HOUR, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { Metrics } from '../health/metrics';
import { refreshListing } from '../members/profile-store';
import { sendUnreadReminders, sendWeeklyUpdates } from './jobs';
import { startPushService } from './testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
const SECRET = 'provider-secret-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
let push: Awaited<ReturnType<typeof startPushService>>;
const HOST = 'notify.test';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { MAIL_EVENTS_SECRET: SECRET } });
  push = await startPushService();
  await t.addSite({ domain: HOST, name: 'Notify Test', signupCredits: 1000, freeMessages: 100 });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

let n = 0;
async function member(options: { confirmed?: boolean; language?: string } = {}) {
  const c = client(t, HOST);
  const email = `notified${++n}@example.com`;
  const name = `Member ${n}`;
  const res = await c.signup({ email, name });
  const id = res.json().user.id as number;
  if (options.confirmed !== false) {
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await refreshListing(t.db, id, { activate: true });
  }
  if (options.language) await t.db.update(users).set({ language: options.language }).where(eq(users.id, id));
  return { c, id, email, name };
}
type Member = Awaited<ReturnType<typeof member>>;

const settle = () => t.app.notifications.idle();
const mailsTo = (email: string, template?: string) =>
  t.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.to, email), template ? eq(outbox.template, template) : ne(outbox.template, 'activation')),
    );
const list = async (m: Member) => (await m.c.call('GET', '/api/notifications.php')).json();
const pushesTo = (path: string) => push.received.filter((r) => r.path === path);
const send = (from: Member, body: Record<string, unknown>) =>
  from.c.call('POST', '/api/chat.php', { client_id: randomUUID(), ...body });

describe('Web Push keys and subscriptions', () => {
  it('publishes the VAPID public key in the settings and keeps it across requests', async () => {
    const a = await (await t.app.inject({ url: '/api/settings.php', headers: { host: HOST } })).json();
    const b = await (await t.app.inject({ url: '/api/settings.php', headers: { host: HOST } })).json();
    expect(a.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.push_public_key).toBe(a.push_public_key);
  });

  it('saves a subscription from POST /api/user.php?push=1 and removes it again', async () => {
    const m = await member();
    const sub = push.subscription('save-remove');
    const saved = await m.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    expect(saved.statusCode).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
    expect(rows.map((r) => r.endpoint)).toEqual([sub.json.endpoint]);
    // Saving twice keeps one row.
    await m.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id)),
    ).toHaveLength(1);
    const removed = await m.c.call('POST', '/api/user.php?push=1', {
      subscription: null,
      endpoint: sub.json.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id)),
    ).toHaveLength(0);
  });

  it('refuses a subscription without login, and malformed keys', async () => {
    const anonymous = client(t, HOST);
    const sub = push.subscription('anonymous');
    const res = await anonymous.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('authentication_required');
    const m = await member();
    const bad = await m.c.call('POST', '/api/user.php?push=1', {
      subscription: { ...sub.json, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation_failed');
    // The login on the same path still works.
    expect((await m.c.login(m.email)).statusCode).toBe(200);
  });
});

describe('events become notifications, mails and pushes', () => {
  it('a like: in-app notification, a mail with one-click unsubscribe headers, an encrypted push', async () => {
    const liker = await member();
    const liked = await member({ language: 'de' });
    const sub = push.subscription('like');
    await liked.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    expect((await liker.c.call('POST', '/api/likes.php', { profile_id: liked.id })).statusCode).toBe(200);
    await settle();

    const answer = await list(liked);
    expect(answer.unread).toBe(1);
    expect(answer.notifications[0]).toMatchObject({
      type: 'like_received',
      actor: { id: liker.id, name: liker.name, main_image: null, fictional: false },
      url: `/likes/m/${liker.id}`,
      read: false,
    });

    const [mail] = await mailsTo(liked.email, 'like_received');
    expect(mail?.subject).toContain('mag dich');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/notify\.test:\d+\/api\/unsubscribe\.php\?.*type=like_received/,
    );
    expect(mail?.text).toContain('/api/unsubscribe.php?');

    const [delivered] = pushesTo(sub.path);
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivered?.headers.ttl).toBe('86400');
    const payload = sub.decrypt(delivered!.body);
    expect(payload).toMatchObject({
      type: 'like_received',
      title: 'Notify Test',
      url: `/likes/m/${liker.id}`,
    });
    expect(payload.body).toContain('mag dich');
    // A real member is named as they are.
    expect(payload.body).not.toContain('fiktives Profil');
    expect(mail?.subject).not.toContain('fiktives Profil');
  });

  it('a staff-run profile is marked as one in the notification, the mail and the push', async () => {
    const staffRun = await member();
    await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, staffRun.id));
    const liked = await member({ language: 'nl' });
    const sub = push.subscription('fictional-like');
    await liked.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    expect((await staffRun.c.call('POST', '/api/likes.php', { profile_id: liked.id })).statusCode).toBe(200);
    await settle();

    expect((await list(liked)).notifications[0]).toMatchObject({
      type: 'like_received',
      actor: { id: staffRun.id, name: staffRun.name, fictional: true },
    });
    const [mail] = await mailsTo(liked.email, 'like_received');
    expect(mail?.subject).toBe(`${staffRun.name} (fictief profiel) vindt je leuk!`);
    expect(mail?.text).toContain(`${staffRun.name} (fictief profiel)`);
    expect(mail?.text).toContain('Je kunt ze niet in het echt ontmoeten.');
    const payload = sub.decrypt(pushesTo(sub.path)[0]!.body);
    expect(payload.body).toContain(`${staffRun.name} (fictief profiel)`);
  });

  it('a match notifies both members', async () => {
    const a = await member();
    const b = await member();
    await a.c.call('POST', '/api/likes.php', { profile_id: b.id });
    await b.c.call('POST', '/api/likes.php', { profile_id: a.id });
    await settle();
    expect((await list(a)).notifications.map((x: { type: string }) => x.type)).toEqual(['match']);
    expect((await list(b)).notifications.map((x: { type: string }) => x.type)).toEqual([
      'match',
      'like_received',
    ]);
    expect(await mailsTo(a.email, 'match')).toHaveLength(1);
  });

  it('messages: one notification per conversation that counts up, one mail, a push each, read with the chat', async () => {
    const sender = await member();
    const receiver = await member();
    const sub = push.subscription('messages');
    await receiver.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    const first = await send(sender, { profile_id: receiver.id, text: 'Hello!' });
    expect(first.statusCode).toBe(200);
    const conversation = first.json().message.conversation_id as number;
    await send(sender, { conversation_id: conversation, text: 'Are you there?' });
    await settle();

    const answer = await list(receiver);
    expect(answer.unread).toBe(1);
    expect(answer.notifications).toHaveLength(1);
    expect(answer.notifications[0]).toMatchObject({
      type: 'new_conversation',
      count: 2,
      conversation_id: conversation,
      url: `/chats/${conversation}`,
    });
    expect(await mailsTo(receiver.email)).toHaveLength(1);
    expect((await mailsTo(receiver.email))[0]?.template).toBe('new_conversation');
    const pushes = pushesTo(sub.path).map((p) => sub.decrypt(p.body));
    // Each push leaves after its send's answer: the second may reach the push service first.
    expect(pushes.map((p) => p.type).sort()).toEqual(['new_conversation', 'new_message']);
    expect(pushes.find((p) => p.type === 'new_conversation')).toMatchObject({
      url: `/chats/${conversation}`,
      tag: `conversation-${conversation}`,
    });
    // The message text never leaves in a push or a mail.
    expect(JSON.stringify(pushes)).not.toContain('Are you there');

    await receiver.c.call('GET', `/api/chat.php?conversation=${conversation}`);
    expect((await list(receiver)).unread).toBe(0);
    // After reading, the next message is news again: a new notification and a new mail.
    await send(sender, { conversation_id: conversation, text: 'Hi again' });
    await settle();
    expect((await list(receiver)).notifications[0]).toMatchObject({
      type: 'new_message',
      count: 1,
      read: false,
    });
    expect(await mailsTo(receiver.email, 'new_message')).toHaveLength(1);
  });

  it('a message counts up the newest unread row of its conversation only, when a race left two', async () => {
    const sender = await member();
    const receiver = await member();
    const first = await send(sender, { profile_id: receiver.id, text: 'Hello!' });
    const conversation = first.json().message.conversation_id as number;
    await settle();
    // What two first messages sent at once can leave: a second unread row of the same chat.
    const [newer] = await t.db
      .insert(notifications)
      .values({ userId: receiver.id, type: 'new_message', actorId: sender.id, conversationId: conversation })
      .returning({ id: notifications.id });

    await send(sender, { conversation_id: conversation, text: 'Are you there?' });
    await settle();
    const rows = await t.db
      .select({ id: notifications.id, count: notifications.count })
      .from(notifications)
      .where(eq(notifications.userId, receiver.id))
      .orderBy(notifications.id);
    expect(rows).toHaveLength(2);
    // The older row keeps its one message, the newer counts the second: two messages, not three.
    expect(rows.map((r) => r.count)).toEqual([1, 2]);
    expect(rows[1]!.id).toBe(newer!.id);
  });

  it('follows the preferences: e-mail off keeps the push, push off keeps the mail', async () => {
    const liker = await member();
    const other = await member();
    const liked = await member();
    const sub = push.subscription('preferences');
    await liked.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    await liked.c.call('PUT', '/api/preferences.php', {
      notifications_disabled: ['email:like_received', 'push:new_conversations'],
      invisible: false,
    });
    await liker.c.call('POST', '/api/likes.php', { profile_id: liked.id });
    await send(other, { profile_id: liked.id, text: 'Hi' });
    await settle();
    expect((await list(liked)).notifications.map((x: { type: string }) => x.type)).toEqual([
      'new_conversation',
      'like_received',
    ]);
    expect((await mailsTo(liked.email)).map((m) => m.template)).toEqual(['new_conversation']);
    expect(pushesTo(sub.path).map((p) => sub.decrypt(p.body).type)).toEqual(['like_received']);
  });

  it('sends no mail to an unconfirmed address', async () => {
    const liker = await member();
    const pending = await member({ confirmed: false });
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, pending.id));
    await liker.c.call('POST', '/api/likes.php', { profile_id: pending.id }).catch(() => {});
    await settle();
    expect(await mailsTo(pending.email)).toHaveLength(0);
  });

  it('deletes subscriptions the push service reports gone (404, 410) and keeps the others', async () => {
    const liker = await member();
    const liked = await member();
    const gone = push.subscription('gone');
    const missing = push.subscription('missing');
    const alive = push.subscription('alive');
    push.statusOf.set(gone.path, 410);
    push.statusOf.set(missing.path, 404);
    for (const sub of [gone, missing, alive]) {
      await liked.c.call('POST', '/api/user.php?push=1', { subscription: sub.json });
    }
    await liker.c.call('POST', '/api/likes.php', { profile_id: liked.id });
    await settle();
    expect(pushesTo(gone.path)).toHaveLength(1);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, liked.id));
    expect(left.map((r) => r.endpoint)).toEqual([alive.json.endpoint]);
  });

  it('a payment_completed notification from the payments module is in-app only', async () => {
    const m = await member();
    await t.app.notifications.notify({ userId: m.id, type: 'payment_completed', data: { credits: 100 } });
    await settle();
    expect((await list(m)).notifications[0]).toMatchObject({
      type: 'payment_completed',
      data: { credits: 100 },
      url: '/credits',
    });
    expect(await mailsTo(m.email, 'payment_completed')).toHaveLength(0);
  });
});

describe('reading notifications', () => {
  it('marks one and all read, never another member’s, and needs a login', async () => {
    const liker = await member();
    const a = await member();
    const b = await member();
    await liker.c.call('POST', '/api/likes.php', { profile_id: a.id });
    await liker.c.call('POST', '/api/likes.php', { profile_id: b.id });
    await send(liker, { profile_id: a.id, text: 'Hi' });
    await settle();
    const [first] = (await list(b)).notifications;
    const foreign = await a.c.call('PUT', '/api/notifications.php', { id: first.id });
    expect(foreign.statusCode).toBe(200);
    expect((await list(b)).unread).toBe(1);
    const own = (await list(a)).notifications;
    const one = await a.c.call('PUT', '/api/notifications.php', { id: own[0].id });
    expect(one.json().unread).toBe(1);
    const all = await a.c.call('PUT', '/api/notifications.php', { all: true });
    expect(all.json()).toMatchObject({ unread: 0 });
    expect(all.json().notifications.every((x: { read: boolean }) => x.read)).toBe(true);
    expect((await client(t, HOST).call('GET', '/api/notifications.php')).statusCode).toBe(403);
    expect((await a.c.call('PUT', '/api/notifications.php', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('unsubscribing and the mail provider’s events', () => {
  async function likedMail() {
    const liker = await member();
    const liked = await member();
    await liker.c.call('POST', '/api/likes.php', { profile_id: liked.id });
    await settle();
    const [mail] = await mailsTo(liked.email, 'like_received');
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    return { liker, liked, url, path: url.pathname + url.search };
  }

  it('the link asks to confirm, and the confirmation turns off exactly that type', async () => {
    const { liked, path } = await likedMail();
    const page = await t.app.inject({ url: path, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Likes');
    expect((await liked.c.me()).notifications_disabled).toEqual([]);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await liked.c.me()).notifications_disabled).toEqual(['email:like_received']);
  });

  it('the one-click POST of the mail client (no client header, no cookie) turns off that type only', async () => {
    const { liker, liked, path } = await likedMail();
    await liked.c.call('PUT', '/api/preferences.php', {
      notifications_disabled: ['push:news'],
      invisible: false,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await liked.c.me()).notifications_disabled).toEqual(['email:like_received', 'push:news']);
    // Twice is harmless.
    await t.app.inject({ method: 'POST', url: path, headers: { host: HOST } });
    expect((await liked.c.me()).notifications_disabled).toEqual(['email:like_received', 'push:news']);
    // New messages still mail.
    await send(liker, { profile_id: liked.id, text: 'Hi' });
    await settle();
    expect(await mailsTo(liked.email, 'new_conversation')).toHaveLength(1);
  });

  it('refuses a forged or altered link', async () => {
    const { liked, url } = await likedMail();
    const other = new URL(url);
    other.searchParams.set('type', 'new_messages');
    const forged = await t.app.inject({
      method: 'POST',
      url: other.pathname + other.search,
      headers: { host: HOST },
    });
    expect(forged.statusCode).toBe(404);
    const wrongUser = new URL(url);
    wrongUser.searchParams.set('u', String(liked.id + 1));
    expect(
      (await t.app.inject({ url: wrongUser.pathname + wrongUser.search, headers: { host: HOST } }))
        .statusCode,
    ).toBe(404);
    expect((await liked.c.me()).notifications_disabled).toEqual([]);
  });

  it('a reported bounce stops every notification mail and shows in the settings until turned back on', async () => {
    const { liker, liked } = await likedMail();
    const event = { event: 'bounce', email: liked.email.toUpperCase(), domain: HOST };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { host: HOST },
      payload: event,
    });
    expect(refused.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { host: HOST, authorization: 'Bearer wrong-secret-0000000000' },
      payload: event,
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { host: HOST, authorization: `Bearer ${SECRET}` },
      payload: event,
    });
    expect(ok.json()).toEqual({ ok: true, members: 1 });
    expect((await liked.c.me()).email_disabled).toBe('bounce');

    await send(liker, { profile_id: liked.id, text: 'Hello?' });
    await settle();
    expect(await mailsTo(liked.email, 'new_conversation')).toHaveLength(0);
    expect((await list(liked)).notifications[0].type).toBe('new_conversation');

    await liked.c.call('PUT', '/api/preferences.php', {
      notifications_disabled: [],
      invisible: false,
      email_enabled: true,
    });
    expect((await liked.c.me()).email_disabled).toBeNull();
  });
});

describe('scheduled jobs', () => {
  it('reminds of messages unread for a day once per conversation, however often the job runs', async () => {
    const sender = await member();
    const receiver = await member();
    const first = await send(sender, { profile_id: receiver.id, text: 'Hello' });
    const conversation = first.json().message.conversation_id;
    await settle();
    await sendUnreadReminders(t.db, clock, t.app.notifications);
    expect(await mailsTo(receiver.email, 'unread_reminder')).toHaveLength(0);

    clock.advance(DAY + HOUR);
    const runs = await Promise.all([
      sendUnreadReminders(t.db, clock, t.app.notifications),
      sendUnreadReminders(t.db, clock, t.app.notifications),
    ]);
    expect(runs.reduce((sum, r) => sum + r.reminders, 0)).toBeGreaterThanOrEqual(1);
    await sendUnreadReminders(t.db, clock, t.app.notifications);
    const reminders = await mailsTo(receiver.email, 'unread_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain('is waiting for your reply');
    // The sender read nothing of theirs: no reminder for them.
    expect(await mailsTo(sender.email, 'unread_reminder')).toHaveLength(0);

    // Read: nothing more to remind of, even a day later.
    await receiver.c.call('GET', `/api/chat.php?conversation=${conversation}`);
    clock.advance(DAY);
    expect((await sendUnreadReminders(t.db, clock, t.app.notifications)).reminders).toBe(0);
  });

  it('sends the weekly update once per member and week, not to members who switched it off', async () => {
    const keen = await member();
    const off = await member();
    await off.c.call('PUT', '/api/preferences.php', {
      notifications_disabled: ['email:weekly_updates'],
      invisible: false,
    });
    await sendWeeklyUpdates(t.db, clock, t.app.sites, t.app.notifications);
    await sendWeeklyUpdates(t.db, clock, t.app.sites, t.app.notifications);
    expect(await mailsTo(keen.email, 'weekly_update')).toHaveLength(1);
    expect(await mailsTo(off.email, 'weekly_update')).toHaveLength(0);
    // Demo members (.invalid addresses) get nothing.
    const demo = await t.db.select().from(outbox).where(eq(outbox.template, 'weekly_update'));
    expect(demo.some((m) => m.to.endsWith('.invalid'))).toBe(false);
    clock.advance(7 * DAY);
    await sendWeeklyUpdates(t.db, clock, t.app.sites, t.app.notifications);
    expect(await mailsTo(keen.email, 'weekly_update')).toHaveLength(2);
  });

  it('ends expired time bonuses and discount codes, once', async () => {
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, HOST));
    const m = await member();
    const now = clock.now();
    await t.db.insert(discountCodes).values([
      {
        siteId: site!.id,
        code: 'TB-EXPIRED',
        kind: 'time_bonus',
        userId: m.id,
        valuePercentage: 25,
        expiresAt: new Date(now.getTime() - 1000),
      },
      {
        siteId: site!.id,
        code: 'TB-RUNNING',
        kind: 'time_bonus',
        userId: m.id,
        valuePercentage: 25,
        expiresAt: new Date(now.getTime() + HOUR),
      },
      { siteId: site!.id, code: 'OLD10', valuePercentage: 10, expiresAt: new Date(now.getTime() - DAY) },
      { siteId: site!.id, code: 'FOREVER', valuePercentage: 10 },
    ]);
    expect(await endExpiredDiscountCodes(t.db, clock)).toEqual({ timeBonuses: 1, codes: 1 });
    expect(await endExpiredDiscountCodes(t.db, clock)).toEqual({ timeBonuses: 0, codes: 0 });
    const rows = await t.db.select().from(discountCodes).where(eq(discountCodes.siteId, site!.id));
    expect(Object.fromEntries(rows.map((r) => [r.code, r.status]))).toEqual({
      'TB-EXPIRED': 'inactive',
      'TB-RUNNING': 'active',
      OLD10: 'inactive',
      FOREVER: 'active',
    });
  });

  it('runs a queued job once even when two workers (nodes) poll the same queue', async () => {
    let runs = 0;
    const job = {
      name: 'test-once',
      cron: '0 0 1 1 *',
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    };
    const log = { info: () => {}, error: () => {} };
    const metrics = [new Metrics(), new Metrics()];
    const first = await startScheduler({
      database: t.database,
      log,
      jobs: [job],
      pollingIntervalSeconds: 0.5,
      metrics: metrics[0],
    });
    const second = await startScheduler({
      database: t.database,
      log,
      jobs: [job],
      pollingIntervalSeconds: 0.5,
      metrics: metrics[1],
    });
    try {
      // Both nodes queue it at the same moment (as both would at a cron slot): one job.
      const ids = await Promise.all([first.trigger('test-once'), second.trigger('test-once')]);
      expect(ids.filter(Boolean)).toHaveLength(1);
      // Until the job is done, however long a busy machine takes: a second worker that took it
      // too would have started its run (counted at once) before the first one finished.
      await expect
        .poll(
          async () => {
            const { rows } = await t.database.executeSql('select state from pgboss.job where id = $1', [
              ids.find(Boolean),
            ]);
            return (rows[0] as { state: string } | undefined)?.state;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe('completed');
      expect(runs).toBe(1);
      // /metrics of the two nodes (decision 035): one run counted in all, an empty queue on each.
      const texts = await Promise.all(metrics.map((m) => m.registry.metrics()));
      const counted = texts.map((text) =>
        Number(text.match(/amora_job_runs_total\{job="test-once",outcome="ok"\} (\d+)/)?.[1] ?? 0),
      );
      expect(counted[0]! + counted[1]!).toBe(1);
      for (const text of texts) expect(text).toContain('amora_job_queue_waiting{job="test-once"} 0');
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
