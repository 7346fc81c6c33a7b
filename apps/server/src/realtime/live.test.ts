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
function connect(portNumber: number, cookie: string | undefined, origin = 'http://localhost') {
  return new Promise<{ socket: WebSocket; next: (type: string) => Promise<Record<string, unknown>> }>(
    (resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${portNumber}/api/live`, {
        headers: { host: 'localhost', origin, ...(cookie ? { cookie: `${AUTH_COOKIE}=${cookie}` } : {}) },
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
              setTimeout(() => rej(new Error(`no ${type} event`)), 5000);
            }),
        }),
      );
      socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.on('error', reject);
    },
  );
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
    expect(await aliceLive.next('credits')).toEqual({ type: 'credits', credits: 110 });
    await bob.c.call('GET', `/api/chat.php?conversation=${conversation}`);
    expect(await aliceLive.next('read')).toMatchObject({ conversation_id: conversation, by: bob.id });
    bobLive.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await aliceLive.next('typing')).toMatchObject({ conversation_id: conversation, from: bob.id });
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
