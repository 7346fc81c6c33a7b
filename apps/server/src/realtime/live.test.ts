import { randomUUID } from 'node:crypto';
import { AUTH_COOKIE } from '@amora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { client } from '../modules/auth/testkit';
import { grantCredits } from '../modules/credits/service';
import { refreshListing } from '../modules/members/profile-store';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

/** Presence is written just after a socket opens: tests wait for it, however busy the machine. */
const POLL = { timeout: 15_000, intervals: [50, 100, 250] };

let n = 0;
async function member(credits = 0) {
  const c = client(t);
  const res = await c.signup({
    email: `live${++n}-${randomUUID().slice(0, 6)}@example.com`,
    name: `Live ${n}`,
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active', paidUser: true }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  if (credits) await t.db.transaction((tx) => grantCredits(tx, id, credits, 'adjustment', 'live-test'));
  return { c, id };
}

/** Opens /api/live like a page of the site; resolves with the socket and a queue of its events. */
function connect(
  portNumber: number,
  cookie: string | undefined,
  origin = 'http://localhost',
  headers: Record<string, string> = {},
) {
  return new Promise<{
    socket: WebSocket;
    next: (type: string) => Promise<Record<string, unknown>>;
    /** Resolves with the events of `type` that arrived within `ms` (expected: none). */
    within: (type: string, ms?: number) => Promise<Record<string, unknown>[]>;
  }>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${portNumber}/api/live`, {
      headers: {
        host: 'localhost',
        origin,
        ...(cookie ? { cookie: `${AUTH_COOKIE}=${cookie}` } : {}),
        ...headers,
      },
    });
    const received: Record<string, unknown>[] = [];
    const waiters: { type: string; resolve: (e: Record<string, unknown>) => void }[] = [];
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      const waiter = waiters.findIndex((w) => w.type === event.type);
      if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(event);
      else received.push(event);
    });
    socket.on('open', () =>
      resolve({
        socket,
        next: (type) =>
          new Promise((res, rej) => {
            const queued = received.findIndex((e) => e.type === type);
            if (queued >= 0) return res(received.splice(queued, 1)[0]!);
            waiters.push({ type, resolve: res });
            setTimeout(() => rej(new Error(`no ${type} event`)), 15_000);
          }),
        within: (type, ms = 400) =>
          new Promise((res) => setTimeout(() => res(received.filter((e) => e.type === type)), ms)),
      }),
    );
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

describe('live events over WebSocket', () => {
  it('delivers a new message, the read receipt and credits to the right members', async () => {
    const alice = await member(100);
    const bob = await member();
    const bobLive = await connect(port, bob.c.cookie);
    const aliceLive = await connect(port, alice.c.cookie);
    const sent = await alice.c.call('POST', '/api/chat.php', {
      profile_id: bob.id,
      text: 'Live hello',
      client_id: randomUUID(),
    });
    const conversation = sent.json().message.conversation_id;
    expect(await bobLive.next('message')).toMatchObject({ conversation_id: conversation, from: alice.id });
    // 20 signup credits + 100, minus one message of 10.
    expect(await aliceLive.next('credits')).toEqual({
      type: 'credits',
      credits: 110,
      free_messages_left: null,
    });
    await bob.c.call('GET', `/api/chat.php?conversation=${conversation}`);
    expect(await aliceLive.next('read')).toMatchObject({ conversation_id: conversation, by: bob.id });
    bobLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await aliceLive.next('typing')).toMatchObject({ conversation_id: conversation, from: bob.id });
    bobLive.socket.close();
    aliceLive.socket.close();
  });

  it('a send into an open conversation: the message to both, the balance and the notification, once', async () => {
    const alice = await member(100);
    const bob = await member();
    const bobLive = await connect(port, bob.c.cookie);
    const aliceLive = await connect(port, alice.c.cookie);
    const first = await alice.c.call('POST', '/api/chat.php', {
      profile_id: bob.id,
      text: 'First',
      client_id: randomUUID(),
    });
    const conversation = first.json().message.conversation_id;
    // The first send's events (it starts the conversation: the locked path).
    for (const type of ['message', 'notification']) await bobLive.next(type);
    for (const type of ['message', 'credits']) await aliceLive.next(type);

    // Into the open conversation: one statement writes the message, the debit, the notification
    // and the live events.
    const clientId = randomUUID();
    const second = { conversation_id: conversation, text: 'Second', client_id: clientId };
    const sent = await alice.c.call('POST', '/api/chat.php', second);
    expect(sent.statusCode).toBe(200);
    const id = sent.json().message.id as number;
    expect(await bobLive.next('message')).toEqual({
      type: 'message',
      conversation_id: conversation,
      message_id: id,
      from: alice.id,
    });
    expect(await bobLive.next('notification')).toEqual({ type: 'notification' });
    expect(await aliceLive.next('message')).toMatchObject({ message_id: id });
    // 20 signup credits + 100, minus two messages of 10.
    expect(await aliceLive.next('credits')).toEqual({
      type: 'credits',
      credits: 100,
      free_messages_left: null,
    });

    // A retry of that send answers the stored message and announces, notifies and charges nothing.
    const again = await alice.c.call('POST', '/api/chat.php', second);
    expect(again.json()).toMatchObject({ message: { id }, credits: 100 });
    expect(await bobLive.within('notification')).toEqual([]);
    const notes = (await bob.c.call('GET', '/api/notifications.php')).json();
    expect(notes.notifications).toHaveLength(1);
    expect(notes.notifications[0]).toMatchObject({ type: 'new_conversation', count: 2 });
    bobLive.socket.close();
    aliceLive.socket.close();
  });

  it('tells of likes and matches', async () => {
    const a = await member();
    const b = await member();
    const aLive = await connect(port, a.c.cookie);
    await b.c.call('POST', '/api/likes.php', { profile_id: a.id });
    expect(await aLive.next('like')).toMatchObject({ from: b.id });
    await a.c.call('POST', '/api/likes.php', { profile_id: b.id });
    expect(await aLive.next('match')).toMatchObject({ with: b.id });
    aLive.socket.close();
  });

  it('refuses a socket without a session or from another origin', async () => {
    const a = await member();
    await expect(connect(port, undefined)).rejects.toThrow(/403/);
    await expect(connect(port, a.c.cookie, 'https://evil.example')).rejects.toThrow(/403/);
    // The whole origin counts: another port or scheme on the same host is another site.
    await expect(connect(port, a.c.cookie, 'http://localhost:9999')).rejects.toThrow(/403/);
    await expect(connect(port, a.c.cookie, 'https://localhost')).rejects.toThrow(/403/);
    await expect(connect(port, a.c.cookie, 'http://localhost.evil.example')).rejects.toThrow(/403/);
    await expect(connect(port, a.c.cookie, 'null')).rejects.toThrow(/403/);
    const own = await connect(port, a.c.cookie, 'http://localhost:8080', { host: 'localhost:8080' });
    own.socket.close();
  });

  it('takes the scheme a trusted proxy reports', async () => {
    const a = await member();
    const behindTls = await connect(port, a.c.cookie, 'https://localhost', { 'x-forwarded-proto': 'https' });
    behindTls.socket.close();
    await expect(
      connect(port, a.c.cookie, 'http://localhost', { 'x-forwarded-proto': 'https' }),
    ).rejects.toThrow(/403/);
  });
});

/** A conversation between two members (one message from the first). */
async function conversationOf(from: Awaited<ReturnType<typeof member>>, to: { id: number }) {
  const sent = await from.c.call('POST', '/api/chat.php', {
    profile_id: to.id,
    text: 'Hello there',
    client_id: randomUUID(),
  });
  expect(sent.statusCode).toBe(200);
  return sent.json().message.conversation_id as number;
}

describe('typing signals', () => {
  it('reach only the other participant, never a stranger, and not across a block', async () => {
    const alice = await member(100);
    const bob = await member();
    const eve = await member(100);
    const conversation = await conversationOf(alice, bob);
    const aliceLive = await connect(port, alice.c.cookie);
    const bobLive = await connect(port, bob.c.cookie);
    const eveLive = await connect(port, eve.c.cookie);

    aliceLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await bobLive.next('typing')).toEqual({
      type: 'typing',
      conversation_id: conversation,
      from: alice.id,
    });
    // A stranger naming someone else's conversation is ignored: nobody hears of it.
    eveLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await aliceLive.within('typing')).toEqual([]);
    expect(await bobLive.within('typing', 0)).toEqual([]);
    expect(await eveLive.within('typing', 0)).toEqual([]);

    // Once Bob blocks Alice, her typing no longer reaches him. A new socket of hers, as the
    // first one's rate limit would swallow the signal and let this pass without the block.
    expect((await bob.c.call('POST', '/api/block.php', { profile_id: alice.id })).statusCode).toBe(200);
    const aliceAgain = await connect(port, alice.c.cookie);
    aliceAgain.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await bobLive.within('typing')).toEqual([]);
    for (const live of [aliceLive, aliceAgain, bobLive, eveLive]) live.socket.close();
  });

  it('are not lost when sent the moment the socket opens (before the server knows the member)', async () => {
    const alice = await member(100);
    const bob = await member();
    const conversation = await conversationOf(alice, bob);
    const bobLive = await connect(port, bob.c.cookie);
    const aliceLive = await connect(port, alice.c.cookie);
    aliceLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await bobLive.next('typing')).toMatchObject({ from: alice.id });
    aliceLive.socket.close();
    bobLive.socket.close();
  });

  it('are rate limited per socket and malformed ones are ignored', async () => {
    const alice = await member(100);
    const bob = await member();
    const conversation = await conversationOf(alice, bob);
    const aliceLive = await connect(port, alice.c.cookie);
    const bobLive = await connect(port, bob.c.cookie);
    aliceLive.socket.send('not json');
    aliceLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: 'x' }));
    for (let i = 0; i < 5; i++) {
      aliceLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    }
    // The first arrives (however long a busy machine takes), the four after it do not.
    expect(await bobLive.next('typing')).toMatchObject({ from: alice.id });
    expect(await bobLive.within('typing')).toEqual([]);
    aliceLive.socket.close();
    bobLive.socket.close();
  });
});

describe('presence: online and last seen', () => {
  const partnerIn = async (viewer: Awaited<ReturnType<typeof member>>) =>
    (await viewer.c.call('GET', '/api/chats.php')).json().chats[0].profile as {
      online: boolean;
      last_seen: string | null;
    };

  it('shows online while a live socket is open, then away with the time it left', async () => {
    const alice = await member(100);
    const bob = await member();
    await conversationOf(alice, bob);
    const bobLive = await connect(port, bob.c.cookie);
    await expect
      .poll(() => partnerIn(alice), POLL)
      .toMatchObject({ online: true, last_seen: expect.any(String) });
    const closedAt = Date.now();
    bobLive.socket.close();
    await expect.poll(async () => (await partnerIn(alice)).online, POLL).toBe(false);
    const away = await partnerIn(alice);
    // "Last seen" is when Bob left, not backdated to make him look away.
    expect(new Date(away.last_seen!).getTime()).toBeGreaterThanOrEqual(closedAt);
    expect(new Date(away.last_seen!).getTime()).toBeLessThanOrEqual(Date.now());
    // The profile page tells the same.
    const page = (await alice.c.call('GET', `/api/member.php?id=${bob.id}`)).json().profile;
    expect(page).toMatchObject({ online: false, last_seen: away.last_seen });
  });

  it('goes away on the page-hidden beacon and comes back on the next sign of life', async () => {
    const alice = await member(100);
    const bob = await member();
    await conversationOf(alice, bob);
    expect((await partnerIn(bob)).online).toBe(true); // Alice just sent a message
    const hidden = await alice.c.call('POST', '/api/page-hidden.php', {});
    expect(hidden.json()).toEqual({ ok: true });
    expect((await partnerIn(bob)).online).toBe(false);
    const aliceLive = await connect(port, alice.c.cookie);
    await expect.poll(async () => (await partnerIn(bob)).online, POLL).toBe(true);
    aliceLive.socket.close();
  });

  it('hides both for a member in invisible mode, wherever the member appears', async () => {
    const alice = await member(100);
    const bob = await member();
    await conversationOf(alice, bob);
    const bobLive = await connect(port, bob.c.cookie);
    // Online first, so that what follows shows invisibility and not a socket still arriving.
    await expect.poll(async () => (await partnerIn(alice)).online, POLL).toBe(true);
    const invisible = await bob.c.call('PUT', '/api/preferences.php', {
      notifications_disabled: [],
      invisible: true,
    });
    expect(invisible.statusCode).toBe(200);
    // Connected right now, yet neither online nor a last-seen time.
    expect(await partnerIn(alice)).toMatchObject({ online: false, last_seen: null });
    // Likes list the same card.
    await bob.c.call('POST', '/api/likes.php', { profile_id: alice.id });
    const likes = (await alice.c.call('GET', '/api/likes.php')).json();
    expect(likes.profiles.find((p: { id: number }) => p.id === bob.id)).toMatchObject({
      online: false,
      last_seen: null,
    });
    // Bob's own view of Alice is unaffected: invisibility hides him, not others.
    expect(await partnerIn(bob)).toMatchObject({ last_seen: expect.any(String) });
    bobLive.socket.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two app nodes on one PostgreSQL', () => {
  it('delivers a message sent through node A to a socket on node B', async () => {
    const url = t.databaseUrl!;
    const nodeBDatabase = await openDatabase({ databaseUrl: url, dataDir: null });
    const nodeB = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: nodeBDatabase,
      webDistDir: '/nonexistent',
      logger: false,
    });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const portB = (nodeB.server.address() as { port: number }).port;
      const sender = await member(100);
      const receiver = await member();
      const onB = await connect(portB, receiver.c.cookie);
      await sender.c.call('POST', '/api/chat.php', {
        profile_id: receiver.id,
        text: 'Across nodes',
        client_id: randomUUID(),
      });
      expect(await onB.next('message')).toMatchObject({ from: sender.id });
      onB.socket.close();
    } finally {
      await nodeB.close();
      await nodeBDatabase.close();
    }
  });
});

describe('a node that shuts down', () => {
  it('closes its live sockets with 1012 (service restart), so the page reconnects elsewhere', async () => {
    const stopping = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
      webDistDir: '/nonexistent',
      logger: false,
    });
    await stopping.listen({ port: 0, host: '127.0.0.1' });
    const portOf = (stopping.server.address() as { port: number }).port;
    const m = await member();
    const live = await connect(portOf, m.c.cookie);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      live.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await stopping.close();
    expect(await closed).toEqual({ code: 1012, reason: 'server restarting: reconnect' });
  });
});
