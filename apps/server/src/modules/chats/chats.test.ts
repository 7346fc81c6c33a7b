import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, messages, outbox, profiles, secondFactors, sites, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client, GOOD_PASSWORD, lastMail } from '../auth/testkit';
import { currentBalance, grantCredits, ledgerSum } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { jpeg, multipart } from '../photos/testkit';
import { ChatService, deliverHeldMessages } from './service';
import { staleLastMessages } from './testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'chat.test';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-chat-')) } });
  const [demo] = await t.db.select().from(sites).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = demo!;
  // Clean money: no signup bonus, no free messages, 10 credits a message; NL members pay 15.
  await t.db.insert(sites).values({
    ...copy,
    domain: HOST,
    aliases: [],
    name: 'Chat Test',
    signupCredits: 0,
    freeMessages: 0,
    messageCredits: 10,
    messageLength: 200,
    minimumMessageCosts: { NL: { costs: 15, currency: 'EUR' } },
  });
});
afterAll(async () => t?.close());
// Every send, delivery and release kept each member's last visible message (decision 044).
afterEach(async () => expect(await staleLastMessages(t.db)).toEqual([]));

let n = 0;
async function member(options: { credits?: number; paid?: boolean; confirmed?: boolean } = {}) {
  const c = client(t, HOST);
  const email = `chatter${++n}@example.com`;
  const res = await c.signup({ email, name: `Chatter ${n}` });
  const id = res.json().user.id as number;
  if (options.confirmed !== false) {
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await refreshListing(t.db, id, { activate: true });
  }
  if (options.paid) await t.db.update(users).set({ paidUser: true }).where(eq(users.id, id));
  if (options.credits)
    await t.db.transaction((tx) => grantCredits(tx, id, options.credits!, 'adjustment', 'test'));
  return { c, id, email };
}
const send = (c: ReturnType<typeof client>, body: Record<string, unknown>) =>
  c.call('POST', '/api/chat.php', { client_id: randomUUID(), ...body });

describe('sending with credits', () => {
  it('charges each message from the balance and answers the new balance', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const res = await send(a.c, { profile_id: b.id, text: 'Hi there!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credits: 90,
      message: { mine: true, text: 'Hi there!', status: 'delivered' },
    });
    const conversationId = res.json().message.conversation_id;
    expect((await send(a.c, { conversation_id: conversationId, text: 'Second' })).json().credits).toBe(80);
    expect(await ledgerSum(t.db, a.id)).toBe(80);
  });

  it('stores and charges exactly what the balance allows when 50 sends race', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const first = await send(a.c, { profile_id: b.id, text: 'Opening line' });
    const conversation_id = first.json().message.conversation_id;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(a.c, { conversation_id, text: `Message ${i}` })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(9);
    expect(
      results.filter((r) => r.statusCode === 402).every((r) => r.json().error === 'not_enough_credits'),
    ).toBe(true);
    expect(await currentBalance(t.db, a.id)).toBe(0);
    expect(await ledgerSum(t.db, a.id)).toBe(0);
    const stored = await t.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(stored).toHaveLength(10);
    const charges = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id));
    expect(charges.filter((l) => l.reason === 'message')).toHaveLength(10);
  });

  it('stores and charges a retried send once', async () => {
    const a = await member({ credits: 50, paid: true });
    const b = await member();
    const body = { profile_id: b.id, text: 'Only once', client_id: 'retry-0001-abcdef' };
    const results = await Promise.all([send(a.c, body), send(a.c, body), send(a.c, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().message.id)).size).toBe(1);
    expect(await currentBalance(t.db, a.id)).toBe(40);
    expect((await send(a.c, body)).json()).toMatchObject({ credits: 40, message: { text: 'Only once' } });
    // Into the conversation that exists now (the send without a lock: the unique key decides).
    const conversation_id = results[0]!.json().message.conversation_id;
    const again = { conversation_id, text: 'Once more', client_id: 'retry-0002-abcdef' };
    const more = await Promise.all([send(a.c, again), send(a.c, again), send(a.c, again)]);
    expect(more.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(more.map((r) => r.json().message.id)).size).toBe(1);
    expect(more.map((r) => r.json().credits)).toEqual([30, 30, 30]);
    expect(await currentBalance(t.db, a.id)).toBe(30);
    expect(await ledgerSum(t.db, a.id)).toBe(30);
  });

  it('starts one conversation when two members write each other first at the same moment', async () => {
    // Eight pairs in turn: the race deadlocked at times (PostgreSQL failed a send with 500).
    for (let pair = 0; pair < 8; pair++) {
      const a = await member({ credits: 100, paid: true });
      const b = await member({ credits: 100, paid: true });
      const results = await Promise.all([
        ...Array.from({ length: 3 }, (_, i) => send(a.c, { profile_id: b.id, text: `A ${i}` })),
        ...Array.from({ length: 3 }, (_, i) => send(b.c, { profile_id: a.id, text: `B ${i}` })),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(results.map((r) => r.json().message.conversation_id)).size).toBe(1);
      for (const m of [a, b]) {
        const { chats } = (await m.c.call('GET', '/api/chats.php')).json();
        expect(chats).toHaveLength(1);
        expect(chats[0].num_unread_messages).toBe(3);
        expect(await currentBalance(t.db, m.id)).toBe(70);
        expect(await ledgerSum(t.db, m.id)).toBe(70);
      }
      // Each member is told of the other's three messages. One send started the conversation,
      // but its notification may come after another's and count up that one's row instead: at
      // most one "new conversation".
      const told = await t.db.execute(
        sql`select user_id, sum(count)::int as messages, count(*) filter (where type = 'new_conversation')::int as started
              from notifications where user_id in (${a.id}, ${b.id}) and type in ('new_message', 'new_conversation')
             group by user_id order by user_id`,
      );
      const rows = (told as unknown as { rows: { user_id: number; messages: number; started: number }[] })
        .rows;
      expect(rows.map((r) => r.messages)).toEqual([3, 3]);
      expect(rows.reduce((sum, r) => sum + r.started, 0)).toBeLessThanOrEqual(1);
    }
  });

  it('charges exactly what the balance allows when first messages to 20 members race', async () => {
    const a = await member({ credits: 100, paid: true });
    const others = await Promise.all(Array.from({ length: 20 }, () => member()));
    const results = await Promise.all(others.map((o) => send(a.c, { profile_id: o.id, text: 'Hello!' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode === 402).every((r) => r.json().error === 'not_enough_credits'),
    ).toBe(true);
    expect(await currentBalance(t.db, a.id)).toBe(0);
    expect(await ledgerSum(t.db, a.id)).toBe(0);
    // A refused first message leaves no conversation: its recipient's list stays empty.
    const lists = await Promise.all(
      others.map(async (o) => (await o.c.call('GET', '/api/chats.php')).json().chats),
    );
    expect(lists.filter((chats) => chats.length === 1)).toHaveLength(10);
    expect(lists.filter((chats) => chats.length === 0)).toHaveLength(10);
  });

  it("charges a country's minimum price", async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, a.id));
    expect((await send(a.c, { profile_id: b.id, text: 'Hoi!' })).json().credits).toBe(85);
  });

  it('refuses without credits, with empty or too long text, to blocked members and when logged out', async () => {
    const a = await member({ paid: true });
    const b = await member();
    const broke = await send(a.c, { profile_id: b.id, text: 'Hello' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error).toBe('not_enough_credits');
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(0);

    const rich = await member({ credits: 100, paid: true });
    expect((await send(rich.c, { profile_id: b.id, text: '   ' })).json().fields).toEqual({
      text: 'required',
    });
    expect((await send(rich.c, { profile_id: b.id, text: 'x'.repeat(201) })).json().fields).toEqual({
      text: 'too_big',
    });
    expect((await send(rich.c, { profile_id: rich.id, text: 'me' })).statusCode).toBe(400);
    await b.c.call('POST', '/api/block.php', { profile_id: rich.id });
    const blocked = await send(rich.c, { profile_id: b.id, text: 'Hello?' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('blocked');
    expect((await send(client(t, HOST), { profile_id: b.id, text: 'anon' })).json().error).toBe(
      'authentication_required',
    );
  });

  it('lets free members start two chats and send a few messages free (per site)', async () => {
    await t.db.update(sites).set({ freeMessages: 2 }).where(eq(sites.domain, HOST));
    t.app.sites.invalidate();
    const free = await member({ credits: 100 });
    const [x, y, z] = [await member(), await member(), await member()];
    expect((await send(free.c, { profile_id: x.id, text: 'one' })).json().credits).toBe(100);
    expect((await send(free.c, { profile_id: y.id, text: 'two' })).json().credits).toBe(100);
    expect((await send(free.c, { profile_id: y.id, text: 'three' })).json().credits).toBe(90);
    const third = await send(free.c, { profile_id: z.id, text: 'four' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: 'chat_limit_reached', limit: 2 });
    await t.db.update(sites).set({ freeMessages: 0 }).where(eq(sites.domain, HOST));
    t.app.sites.invalidate();
  });
});

describe('the send in one statement with the session', () => {
  /** Opens a conversation from a paying `a` to `b` and answers its id. */
  async function opened(a: Awaited<ReturnType<typeof member>>, b: Awaited<ReturnType<typeof member>>) {
    const res = await send(a.c, { profile_id: b.id, text: 'Opening line' });
    expect(res.statusCode).toBe(200);
    return res.json().message.conversation_id as number;
  }
  const sentBy = async (id: number) =>
    (await t.db.select().from(messages).where(eq(messages.senderId, id))).length;

  it("stores a paying member's send into an open conversation without the whole send path", async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const conversation_id = await opened(a, b);
    const whole = vi.spyOn(ChatService.prototype, 'send');
    try {
      const byConversation = await send(a.c, { conversation_id, text: 'By the conversation' });
      expect(byConversation.json()).toMatchObject({
        credits: 80,
        free_messages_left: null,
        message: { mine: true, text: 'By the conversation', status: 'delivered', conversation_id },
      });
      const byProfile = await send(a.c, { profile_id: b.id, text: 'By the profile' });
      expect(byProfile.json()).toMatchObject({ credits: 70, message: { conversation_id } });
      const gift = await send(a.c, { conversation_id, text: '', gift: 'rose' });
      expect(gift.json()).toMatchObject({ message: { kind: 'gift', gift: { slug: 'rose' } } });
      // A country's minimum price holds for texts, not for gifts.
      await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, a.id));
      const before = await currentBalance(t.db, a.id);
      expect((await send(a.c, { conversation_id, text: 'Hoi!' })).json().credits).toBe(before - 15);
      expect(whole).not.toHaveBeenCalled();
    } finally {
      whole.mockRestore();
    }
    expect(await ledgerSum(t.db, a.id)).toBe(await currentBalance(t.db, a.id));
    const chat = (await b.c.call('GET', '/api/chats.php')).json().chats[0];
    expect(chat).toMatchObject({ num_unread_messages: 5, last_message: { text: 'Hoi!' } });
    const { notifications } = (await b.c.call('GET', '/api/notifications.php')).json();
    expect(notifications[0]).toMatchObject({ type: 'new_conversation', conversation_id, count: 5 });
  });

  it('leaves a session the auth checks refuse or question to them, and stores nothing for it', async () => {
    const b = await member();
    const cases: [string, (id: number) => Promise<unknown>, number, string | null][] = [
      [
        'banned',
        (id) => t.db.update(users).set({ bannedAt: clock.now(), banReason: 'spam' }).where(eq(users.id, id)),
        403,
        'account_banned',
      ],
      [
        'a ban that ended',
        (id) =>
          t.db.update(users).set({ bannedAt: clock.now(), bannedUntil: clock.now() }).where(eq(users.id, id)),
        200,
        null,
      ],
      [
        'a second factor not given',
        (id) => t.db.insert(secondFactors).values({ userId: id, secret: 'x', confirmedAt: clock.now() }),
        403,
        'authentication_required',
      ],
      [
        'of another site',
        (id) => t.db.update(users).set({ siteId: 1 }).where(eq(users.id, id)),
        403,
        'authentication_required',
      ],
      [
        'staff',
        (id) => t.db.update(users).set({ role: 'support' }).where(eq(users.id, id)),
        403,
        'authentication_required',
      ],
    ];
    for (const [name, change, status, error] of cases) {
      const a = await member({ credits: 100, paid: true });
      const conversation_id = await opened(a, b);
      await change(a.id);
      const whole = vi.spyOn(ChatService.prototype, 'send');
      try {
        const res = await send(a.c, { conversation_id, text: `As ${name}` });
        expect([name, res.statusCode, res.json().error ?? null]).toEqual([name, status, error]);
        // Whatever the answer, the one statement stored nothing: the whole path ran or refused.
        expect([name, await sentBy(a.id)]).toEqual([name, status === 200 ? 2 : 1]);
        if (status === 200) expect(whole).toHaveBeenCalledOnce();
      } finally {
        whole.mockRestore();
      }
      expect(await currentBalance(t.db, a.id)).toBe(status === 200 ? 80 : 90);
    }
  });

  it('refuses into an open conversation as the whole send does: a block, a deleted recipient, an unconfirmed staff-run warning', async () => {
    type Member = Awaited<ReturnType<typeof member>>;
    const cases: [string, (a: Member, b: Member) => Promise<unknown>, number, string][] = [
      ['blocked', (a, b) => b.c.call('POST', '/api/block.php', { profile_id: a.id }), 403, 'blocked'],
      [
        'deleted',
        (_a, b) => t.db.update(users).set({ status: 'deleted' }).where(eq(users.id, b.id)),
        404,
        'not_found',
      ],
      [
        'staff-run',
        (_a, b) => t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, b.id)),
        409,
        'fictional_ack_required',
      ],
    ];
    for (const [name, change, status, error] of cases) {
      const a = await member({ credits: 100, paid: true });
      const b = await member();
      const conversation_id = await opened(a, b);
      await change(a, b);
      const res = await send(a.c, { conversation_id, text: `To the ${name}` });
      expect([name, res.statusCode, res.json().error]).toEqual([name, status, error]);
      expect([name, await sentBy(a.id), await currentBalance(t.db, a.id)]).toEqual([name, 1, 90]);
    }
  });

  it('leaves to the whole send path what it checks: a scam pattern, an offensive word, a member who does not pay', async () => {
    await t.db.update(sites).set({ freeMessages: 0 }).where(eq(sites.domain, HOST));
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const conversation_id = await opened(a, b);
    const whole = vi.spyOn(ChatService.prototype, 'send');
    try {
      const scam = await send(a.c, {
        conversation_id,
        text: 'send 200 euro by western union to NL91ABNA0417164300',
      });
      expect(scam.statusCode).toBe(200);
      // Not the first message: an offensive word is asked about only before the first.
      const rude = await send(a.c, { conversation_id, text: 'Hey sexy asshole' });
      expect(rude.statusCode).toBe(200);
      expect(whole).toHaveBeenCalledTimes(2);
      const unpaid = await member({ credits: 100 });
      const toB = await send(unpaid.c, { profile_id: b.id, text: 'Hello from a free member' });
      expect(toB.json()).toMatchObject({ credits: 90, free_messages_left: 0 });
      const again = await send(unpaid.c, {
        conversation_id: toB.json().message.conversation_id,
        text: 'Again',
      });
      expect(again.json()).toMatchObject({ credits: 80, free_messages_left: 0 });
      expect(whole).toHaveBeenCalledTimes(4);
    } finally {
      whole.mockRestore();
    }
  });
});

describe('reading, unread counts and deletion', () => {
  it('lists chats newest first with unread counts; opening one reads it', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const c2 = await member({ credits: 100, paid: true });
    await send(a.c, { profile_id: b.id, text: 'From A' });
    clock.advance(1000);
    await send(c2.c, { profile_id: b.id, text: 'From C, one' });
    await send(c2.c, { profile_id: b.id, text: 'From C, two' });
    const { chats } = (await b.c.call('GET', '/api/chats.php')).json();
    expect(chats.map((ch: { profile: { id: number } }) => ch.profile.id)).toEqual([c2.id, a.id]);
    expect(chats[0]).toMatchObject({
      num_unread_messages: 2,
      last_message: { text: 'From C, two', mine: false },
    });

    const read = (await b.c.call('GET', `/api/chat.php?conversation=${chats[0].conversation.id}`)).json();
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual(['From C, two', 'From C, one']);
    expect((await b.c.call('GET', '/api/chats.php')).json().chats[0].num_unread_messages).toBe(0);
    const senderView = (
      await c2.c.call('GET', `/api/chat.php?conversation=${chats[0].conversation.id}`)
    ).json();
    expect(senderView.messages[0]).toMatchObject({ mine: true, status: 'read' });
  });

  it('pages back through history and hides what is older than the site limit', async () => {
    const a = await member({ credits: 1000, paid: true });
    const b = await member();
    const first = await send(a.c, { profile_id: b.id, text: 'ancient' });
    const conversation = first.json().message.conversation_id;
    // Older than the site's 365 days of history.
    await t.db
      .update(messages)
      .set({ createdAt: new Date(clock.now().getTime() - 400 * DAY) })
      .where(eq(messages.id, first.json().message.id));
    for (let i = 0; i < 35; i++) await send(a.c, { conversation_id: conversation, text: `m${i}` });
    const page1 = (await b.c.call('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(page1.messages).toHaveLength(30);
    expect(page1.has_more).toBe(true);
    const last = page1.messages.at(-1).id;
    const page2 = (await b.c.call('GET', `/api/chat.php?conversation=${conversation}&before=${last}`)).json();
    expect(page2.messages.map((m: { text: string }) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(page2.has_more).toBe(false);
  });

  it('deletes a chat from the list until a new message arrives', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const sent = await send(a.c, { profile_id: b.id, text: 'Hello' });
    const id = sent.json().message.conversation_id;
    expect((await b.c.call('DELETE', '/api/chat.php', { conversation: { id } })).json()).toEqual({
      ok: true,
    });
    expect((await b.c.call('GET', '/api/chats.php')).json().chats).toEqual([]);
    clock.advance(1000);
    await send(a.c, { conversation_id: id, text: 'Still there?' });
    expect((await b.c.call('GET', '/api/chats.php')).json().chats).toHaveLength(1);
  });

  it("never lets a member read, write into, mark read or delete someone else's conversation", async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const outsider = await member({ credits: 100, paid: true });
    const id = (await send(a.c, { profile_id: b.id, text: 'Private' })).json().message.conversation_id;
    expect((await outsider.c.call('GET', `/api/chat.php?conversation=${id}`)).statusCode).toBe(404);
    expect((await send(outsider.c, { conversation_id: id, text: 'Intruder' })).statusCode).toBe(404);
    expect((await outsider.c.call('DELETE', '/api/chat.php', { conversation: { id } })).statusCode).toBe(404);
    expect(await currentBalance(t.db, outsider.id)).toBe(100);
    expect((await b.c.call('GET', '/api/chats.php')).json().chats[0].num_unread_messages).toBe(1);
  });
});

describe('unconfirmed recipients', () => {
  it('holds messages until the recipient confirms the e-mail address', async () => {
    const a = await member({ credits: 100, paid: true });
    const pending = await member({ confirmed: false });
    const res = await send(a.c, { profile_id: pending.id, text: 'Waiting for you' });
    // The recipient's profile is not listed yet, so a new chat is refused…
    expect(res.statusCode).toBe(404);
    // …but a conversation that exists keeps working, and holds the message.
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, pending.id));
    await refreshListing(t.db, pending.id, { activate: true });
    const opened = await send(a.c, { profile_id: pending.id, text: 'First' });
    const conversation_id = opened.json().message.conversation_id;
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, pending.id));
    const held = await send(a.c, { conversation_id, text: 'Held' });
    expect(held.json().message.status).toBe('sent');
    expect(
      (await pending.c.call('GET', `/api/chat.php?conversation=${conversation_id}`))
        .json()
        .messages.map((m: { text: string }) => m.text),
    ).toEqual(['First']);

    const { pathAndQuery } = await lastMail(t, pending.email, '/api/activate.php?token=');
    await t.app.inject({ method: 'GET', url: pathAndQuery, headers: { host: HOST } });
    const after = (await pending.c.call('GET', '/api/chats.php')).json().chats[0];
    expect(after.num_unread_messages).toBe(1);
    expect(after.last_message.text).toBe('Held');
    // The released message is news: a notification, and (per preference) its mail.
    const { notifications } = (await pending.c.call('GET', '/api/notifications.php')).json();
    expect(notifications[0]).toMatchObject({ type: 'new_message', conversation_id, count: 1, read: false });
    await t.app.notifications.idle();
    const mailed = await t.db.select().from(outbox).where(eq(outbox.to, pending.email));
    expect(mailed.map((m) => m.subject)).toContainEqual(expect.stringContaining('New message from'));
  });

  it('releases held messages when a new address is confirmed instead, as one notification', async () => {
    const a = await member({ credits: 100, paid: true });
    const pending = await member();
    const opened = await send(a.c, { profile_id: pending.id, text: 'Hello' });
    const conversation_id = opened.json().message.conversation_id;
    // Read, then the member falls back to unconfirmed (as before the first confirmation).
    await pending.c.call('GET', `/api/chat.php?conversation=${conversation_id}`);
    await t.db
      .update(users)
      .set({ status: 'not_confirmed', emailConfirmedAt: null })
      .where(eq(users.id, pending.id));
    for (const text of ['One', 'Two', 'Three']) await send(a.c, { conversation_id, text });

    const newEmail = `confirmed-${pending.id}@example.com`;
    const asked = await pending.c.call('PUT', '/api/email.php', {
      email: newEmail,
      password: GOOD_PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const { token } = await lastMail(t, newEmail, '/mail-change/do?token=');
    expect((await client(t, HOST).call('POST', '/api/mail-change.php', { token })).statusCode).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row).toMatchObject({ status: 'active', emailConfirmedAt: expect.any(Date) });
    const chat = (await pending.c.call('GET', '/api/chats.php')).json().chats[0];
    expect(chat.num_unread_messages).toBe(3);
    const { notifications, unread } = (await pending.c.call('GET', '/api/notifications.php')).json();
    expect(unread).toBe(1);
    expect(notifications[0]).toMatchObject({ type: 'new_message', conversation_id, count: 3 });
  });

  it('releases every conversation at once, a chat begun meanwhile as a new one, and only once', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member({ credits: 100, paid: true });
    const pending = await member();
    const known = (await send(a.c, { profile_id: pending.id, text: 'Hello' })).json().message.conversation_id;
    await pending.c.call('GET', `/api/chat.php?conversation=${known}`);
    await t.db
      .update(users)
      .set({ status: 'not_confirmed', emailConfirmedAt: null })
      .where(eq(users.id, pending.id));
    for (const text of ['One', 'Two']) await send(a.c, { conversation_id: known, text });
    const first = await send(b.c, { profile_id: pending.id, text: 'Nice to meet you' });
    expect(first.statusCode).toBe(200);
    const begun = first.json().message.conversation_id;
    for (const text of ['Still there?', 'Hello?']) await send(b.c, { conversation_id: begun, text });

    const released = await deliverHeldMessages(t.db, pending.id, clock.now());
    expect(released).toEqual([
      { conversationId: known, senderId: a.id, count: 2, started: false },
      { conversationId: begun, senderId: b.id, count: 3, started: true },
    ]);
    expect(await deliverHeldMessages(t.db, pending.id, clock.now())).toEqual([]);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, pending.id));
    const chats = (await pending.c.call('GET', '/api/chats.php')).json().chats as {
      conversation: { id: number };
      num_unread_messages: number;
      last_message: { text: string };
    }[];
    const byId = new Map(chats.map((c) => [c.conversation.id, c]));
    expect(byId.get(known)).toMatchObject({ num_unread_messages: 2, last_message: { text: 'Two' } });
    expect(byId.get(begun)).toMatchObject({ num_unread_messages: 3, last_message: { text: 'Hello?' } });
  });
});

describe('gifts and photo messages', () => {
  it('sends a gift from the catalogue for the site’s gift price, refusing unknown gifts', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const gifts = (await a.c.call('GET', '/api/gifts.php?lang=nl')).json().gifts;
    expect(gifts.find((g: { slug: string }) => g.slug === 'rose')).toMatchObject({
      name: 'Roos',
      image: '/gifts/rose.svg',
      credits: 30,
    });
    const res = await send(a.c, { profile_id: b.id, gift: 'rose' });
    expect(res.json()).toMatchObject({ credits: 70, message: { kind: 'gift', gift: { slug: 'rose' } } });
    expect((await send(a.c, { profile_id: b.id, gift: 'diamond-ring' })).json().fields).toEqual({
      gift: 'invalid_value',
    });
    const charge = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id));
    expect(charge.find((l) => l.reason === 'gift')?.amount).toBe(-30);
  });

  it('sends a photo through the image pipeline for the photo price, once per client id', async () => {
    const a = await member({ credits: 100, paid: true });
    const b = await member();
    const body = multipart([
      { name: 'client_id', data: 'photo-msg-0001' },
      { name: 'profile_id', data: String(b.id) },
      { name: 'photo', data: await jpeg(), filename: 'beach.jpg', contentType: 'image/jpeg' },
    ]);
    const res = await a.c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credits: 80,
      message: { kind: 'photo', photo: { filename: expect.stringMatching(/^\/photos\/private\//) } },
    });
    const again = await a.c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
    expect(again.json().message.id).toBe(res.json().message.id);
    expect(await currentBalance(t.db, a.id)).toBe(80);
    // A private file (decision 020): the sender gets it, a visitor does not.
    const url = res.json().message.photo.filename;
    expect((await a.c.call('GET', url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const text = multipart([
      { name: 'client_id', data: 'photo-msg-0002' },
      { name: 'profile_id', data: String(b.id) },
      { name: 'photo', data: 'not an image', filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    expect((await a.c.call('POST', '/api/chat-photo.php', text.payload, text.headers)).json().error).toBe(
      'photo_type_not_allowed',
    );
    const broke = await member({ paid: true });
    const poor = multipart([
      { name: 'client_id', data: 'photo-msg-0003' },
      { name: 'profile_id', data: String(b.id) },
      { name: 'photo', data: await jpeg(), filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    expect((await broke.c.call('POST', '/api/chat-photo.php', poor.payload, poor.headers)).statusCode).toBe(
      402,
    );
  });
});
