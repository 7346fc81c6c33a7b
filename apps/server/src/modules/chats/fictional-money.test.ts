import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, messages, profiles, users } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { currentBalance, grantCredits } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { staleLastMessages } from './testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let support: ReturnType<typeof client>;
const HOST = 'fictional-money.test';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-fmoney-')) } });
  // One free text, then 10 credits a text; a gift 30.
  await t.addSite({
    domain: HOST,
    name: 'Fictional Money',
    signupCredits: 0,
    messageCredits: 10,
    giftCredits: 30,
    minimumMessageCosts: {},
    freeMessages: 1,
  });
  support = client(t);
  expect((await support.staffLogin('support@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());
// Every send, delivery and release kept each member's last visible message (decision 044).
afterEach(async () => expect(await staleLastMessages(t.db)).toEqual([]));

let n = 0;
async function member(options: { credits?: number; paid?: boolean; fictional?: boolean } = {}) {
  const c = client(t, HOST);
  const res = await c.signup({ email: `fmoney${++n}@example.com`, name: `Money ${n}` });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active', paidUser: !!options.paid }).where(eq(users.id, id));
  if (options.fictional) await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, id));
  await refreshListing(t.db, id, { activate: true });
  if (options.credits)
    await t.db.transaction((tx) => grantCredits(tx, id, options.credits!, 'adjustment', 'test'));
  return { c, id };
}
const send = (c: ReturnType<typeof client>, body: Record<string, unknown>) =>
  c.call('POST', '/api/chat.php', { client_id: randomUUID(), ...body });
const spending = (userId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'message')));

describe('credits to a staff-run profile', () => {
  it('refuses a paid send until the member confirmed the warning once, then charges once and marks the ledger', async () => {
    const a = await member({ credits: 100 });
    const harry = await member({ fictional: true });
    expect((await a.c.me()).fictional_ack).toBe(false);

    // The free text needs no confirmation: no credit goes anywhere.
    const first = await send(a.c, { profile_id: harry.id, text: 'Hi Harry' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ credits: 100, free_messages_left: 0 });
    const conversation_id = first.json().message.conversation_id as number;

    // The first paid text: refused with the code the composer turns into the dialog; nothing booked.
    const refused = await send(a.c, { conversation_id, text: 'Are you there?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('fictional_ack_required');
    const gift = await send(a.c, { conversation_id, gift: 'rose' });
    expect(gift.statusCode).toBe(409);
    expect(await currentBalance(t.db, a.id)).toBe(100);
    expect(await spending(a.id)).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);

    // Confirmed once, remembered on the server; a second confirmation keeps the first time.
    const ack = await a.c.call('POST', '/api/fictional-ack.php');
    expect(ack.statusCode).toBe(200);
    const at = ack.json().fictional_ack_at as string;
    expect(at).toBe(clock.now().toISOString());
    clock.advance(60_000);
    expect((await a.c.call('POST', '/api/fictional-ack.php')).json().fictional_ack_at).toBe(at);
    expect((await a.c.me()).fictional_ack).toBe(true);

    const body = { conversation_id, text: 'Are you there?', client_id: randomUUID() };
    const paid = await a.c.call('POST', '/api/chat.php', body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().credits).toBe(90);
    // A retry of the same send is the same message, charged once.
    expect((await a.c.call('POST', '/api/chat.php', body)).json()).toMatchObject({
      credits: 90,
      message: { id: paid.json().message.id },
    });
    const ledger = await spending(a.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: -10,
      recipientFictional: true,
      reference: `message:${paid.json().message.id}`,
    });
    expect((await send(a.c, { conversation_id, gift: 'rose' })).json().credits).toBe(60);

    // Credits to a real member need no confirmation and are not marked.
    const real = await member();
    expect((await send(a.c, { profile_id: real.id, text: 'Hello' })).json().credits).toBe(50);
    const marks = (await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id)))
      .filter((l) => l.amount < 0)
      .map((l) => [l.reason, l.recipientFictional]);
    expect(marks).toEqual([
      ['message', true],
      ['gift', true],
      ['message', false],
    ]);

    // The staff console's member view: the figure a refund request needs (10 + 30).
    const detail = await support.call('GET', `/api/staff/member.php?id=${a.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().fictional_spent).toBe(40);
    expect(
      detail.json().ledger.filter((l: { recipient_fictional: boolean }) => l.recipient_fictional),
    ).toHaveLength(2);
    expect(detail.json().ledger_matches_balance).toBe(true);
  });

  it('asks a paying member (no free texts) before the very first message', async () => {
    const a = await member({ credits: 50, paid: true });
    const lisa = await member({ fictional: true });
    const refused = await send(a.c, { profile_id: lisa.id, text: 'Hoi Lisa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('fictional_ack_required');
    // Nothing booked, nothing stored, nothing started: the chat limit and the list are untouched.
    expect(await spending(a.id)).toHaveLength(0);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(0);
    expect((await a.c.call('GET', '/api/chats.php')).json().chats).toEqual([]);
    await a.c.call('POST', '/api/fictional-ack.php');
    expect((await send(a.c, { profile_id: lisa.id, text: 'Hoi Lisa' })).json().credits).toBe(40);
    const detail = (await support.call('GET', `/api/staff/member.php?id=${a.id}`)).json();
    expect(detail.fictional_spent).toBe(10);
  });

  it('answers a visitor 403 on the confirmation', async () => {
    const res = await client(t, HOST).call('POST', '/api/fictional-ack.php');
    expect(res.statusCode).toBe(403);
  });
});
