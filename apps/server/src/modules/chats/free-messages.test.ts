import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, profiles, users } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { currentBalance, grantCredits } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { jpeg, multipart } from '../photos/testkit';
import { staleLastMessages } from './testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'free.test';
const NONE = 'nofree.test';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-free-')) } });
  // Three free messages, then 10 credits a text (NL members pay at least 15); photo 20, gift 30.
  const money = {
    signupCredits: 0,
    messageCredits: 10,
    photoCredits: 20,
    giftCredits: 30,
    minimumMessageCosts: { NL: { costs: 15, currency: 'EUR' } },
  };
  await t.addSite({ ...money, domain: HOST, name: 'Free Test', freeMessages: 3 });
  await t.addSite({ ...money, domain: NONE, name: 'No Free Test', freeMessages: 0 });
});
afterAll(async () => t?.close());
// Every send, delivery and release kept each member's last visible message (decision 044).
afterEach(async () => expect(await staleLastMessages(t.db)).toEqual([]));

let n = 0;
async function member(options: { credits?: number; paid?: boolean; host?: string } = {}) {
  const c = client(t, options.host ?? HOST);
  const res = await c.signup({ email: `free${++n}@example.com`, name: `Free ${n}` });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  if (options.paid) await t.db.update(users).set({ paidUser: true }).where(eq(users.id, id));
  if (options.credits)
    await t.db.transaction((tx) => grantCredits(tx, id, options.credits!, 'adjustment', 'test'));
  return { c, id, signup: res.json().user };
}
const send = (c: ReturnType<typeof client>, body: Record<string, unknown>) =>
  c.call('POST', '/api/chat.php', { client_id: randomUUID(), ...body });
const photo = async (c: ReturnType<typeof client>, conversationId: number) => {
  const body = multipart([
    { name: 'client_id', data: randomUUID() },
    { name: 'conversation_id', data: String(conversationId) },
    { name: 'photo', data: await jpeg(), filename: 'beach.jpg', contentType: 'image/jpeg' },
  ]);
  return c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
};

describe('free messages left', () => {
  it('tells a new member the allowance, counts each free text down and then charges the price', async () => {
    const a = await member({ credits: 25 });
    const b = await member();
    expect(a.signup.free_messages_left).toBe(3);
    expect((await a.c.me()).free_messages_left).toBe(3);

    const first = (await send(a.c, { profile_id: b.id, text: 'One' })).json();
    expect(first).toMatchObject({ credits: 25, free_messages_left: 2 });
    const conversation_id = first.message.conversation_id;
    expect((await a.c.me()).free_messages_left).toBe(2);
    expect((await send(a.c, { conversation_id, text: 'Two' })).json()).toMatchObject({
      credits: 25,
      free_messages_left: 1,
    });
    expect((await send(a.c, { conversation_id, text: 'Three' })).json()).toMatchObject({
      credits: 25,
      free_messages_left: 0,
    });
    // The allowance is used up: the next text costs the price, and the count stays at 0.
    expect((await send(a.c, { conversation_id, text: 'Four' })).json()).toMatchObject({
      credits: 15,
      free_messages_left: 0,
    });
    expect((await a.c.me()).free_messages_left).toBe(0);
    expect((await send(a.c, { conversation_id, text: 'Five' })).json()).toMatchObject({ credits: 5 });
    const broke = await send(a.c, { conversation_id, text: 'Six' });
    expect(broke.statusCode).toBe(402);
    expect((await a.c.me()).free_messages_left).toBe(0);
  });

  it('leaves the allowance to texts: a photo or a gift costs its price even while free texts are left', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const first = (await send(a.c, { profile_id: b.id, text: 'Hello' })).json();
    expect(first).toMatchObject({ credits: 100, free_messages_left: 2 });
    const conversation_id = first.message.conversation_id;

    const gift = await send(a.c, { conversation_id, gift: 'rose' });
    expect(gift.json()).toMatchObject({ credits: 70, free_messages_left: 2, message: { kind: 'gift' } });
    const picture = await photo(a.c, conversation_id);
    expect(picture.json()).toMatchObject({ credits: 50, free_messages_left: 2, message: { kind: 'photo' } });
    expect((await a.c.me()).free_messages_left).toBe(2);
    expect((await send(a.c, { conversation_id, text: 'Still free' })).json()).toMatchObject({
      credits: 50,
      free_messages_left: 1,
    });
  });

  it('answers a retried send with the same count, without using a second free message', async () => {
    const a = await member();
    const b = await member();
    const body = { profile_id: b.id, text: 'Once', client_id: randomUUID() };
    const sent = (await a.c.call('POST', '/api/chat.php', body)).json();
    const again = (await a.c.call('POST', '/api/chat.php', body)).json();
    expect(again.message.id).toBe(sent.message.id);
    expect([sent.free_messages_left, again.free_messages_left]).toEqual([2, 2]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);
  });

  it('gives the allowance once when sends race: the lock and the count are the same', async () => {
    const a = await member();
    const b = await member();
    const first = (await send(a.c, { profile_id: b.id, text: 'First' })).json();
    const conversation_id = first.message.conversation_id;
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((x) => send(a.c, { conversation_id, text: `Race ${x}` })),
    );
    // Two free messages were left and there are no credits: two go through, two are refused.
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 402, 402]);
    expect((await a.c.me()).free_messages_left).toBe(0);
    expect(await currentBalance(t.db, a.id)).toBe(0);
  });

  it('gives paying members none (null), and charges them from the first message', async () => {
    const paid = await member({ credits: 100, paid: true });
    const b = await member();
    await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, paid.id));
    expect((await paid.c.me()).free_messages_left).toBeNull();
    expect((await send(paid.c, { profile_id: b.id, text: 'Hoi' })).json()).toMatchObject({
      credits: 85,
      free_messages_left: null,
    });
  });

  it('says 0 on a site without free messages', async () => {
    const a = await member({ host: NONE, credits: 10 });
    const b = await member({ host: NONE });
    expect(a.signup.free_messages_left).toBe(0);
    expect((await send(a.c, { profile_id: b.id, text: 'Paid' })).json()).toMatchObject({
      credits: 0,
      free_messages_left: 0,
    });
  });
});
