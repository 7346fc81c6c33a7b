import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { deliverHeldMessages } from '../chats/service';
import { staleLastMessages } from '../chats/testkit';
import { refreshListing } from '../members/profile-store';

/** Scam patterns reach staff; a second match within a day is held (decision 042). */
const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let moderator: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;
let siteId: number;
const HOST = 'scam.test';
const TRANSFER = 'send 200 euro by western union to NL91ABNA0417164300';
const WHATSAPP = 'whatsapp me on +31612345678';

beforeAll(async () => {
  t = await createTestApp({ clock });
  siteId = (await t.addSite({ domain: HOST, name: 'Scam Test', signupCredits: 100 })).id;
  moderator = client(t);
  expect((await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
  operator = client(t);
  expect((await operator.staffLogin('operator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());
// Every send, delivery and release kept each member's last visible message (decision 044).
afterEach(async () => expect(await staleLastMessages(t.db)).toEqual([]));

let n = 0;
async function member() {
  const c = client(t, HOST);
  const res = await c.signup({
    email: `s${++n}-${randomUUID().slice(0, 6)}@example.com`,
    name: `Member ${n}`,
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}
type Member = Awaited<ReturnType<typeof member>>;

const write = async (from: Member, to: Member, text: string) => {
  const res = await from.c.call('POST', '/api/chat.php', {
    profile_id: to.id,
    text,
    client_id: randomUUID(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().message as { id: number; conversation_id: number; status: string; safety_tip?: boolean };
};
const seen = async (viewer: Member, conversationId: number) => {
  const chat = (await viewer.c.call('GET', `/api/chat.php?conversation=${conversationId}`)).json();
  return chat.messages as { id: number; text: string; safety_tip?: boolean }[];
};
const unread = async (viewer: Member) =>
  ((await viewer.c.call('GET', '/api/chats.php')).json().chats as { num_unread_messages: number }[])[0]
    ?.num_unread_messages;
const queue = async (status: 'open' | 'closed' = 'open') => {
  const res = await moderator.call('GET', `/api/staff/flagged-messages.php?status=${status}`);
  expect(res.statusCode).toBe(200);
  return res.json().messages as {
    id: number;
    held: boolean;
    fictional: boolean;
    status: string;
    findings: { kind: string; text: string }[];
    message: { id: number; text: string };
    sender: { id: number };
    history: { text: string; scam: string | null }[];
  }[];
};
const flagOf = async (messageId: number, status: 'open' | 'closed' = 'open') =>
  (await queue(status)).find((f) => f.message.id === messageId);
const decide = (flagId: number, decision: string) =>
  moderator.call('POST', '/api/staff/flagged-message-decision.php', { flag_id: flagId, decision });

describe('scam patterns', () => {
  it('delivers the first match with a safety tip for the recipient and puts it in the staff queue', async () => {
    const scammer = await member();
    const target = await member();
    await write(scammer, target, 'Hi, how are you?');
    const first = await write(scammer, target, TRANSFER);
    expect(first.status).toBe('delivered');
    expect(first.safety_tip).toBeUndefined(); // the sender is not told

    const shown = await seen(target, first.conversation_id);
    expect(shown.find((m) => m.id === first.id)).toMatchObject({ text: TRANSFER, safety_tip: true });
    expect(shown.find((m) => m.text === 'Hi, how are you?')?.safety_tip).toBeUndefined();

    const flag = await flagOf(first.id);
    expect(flag).toMatchObject({
      held: false,
      fictional: false,
      sender: { id: scammer.id },
      findings: [
        { kind: 'money', text: 'send 200 euro' },
        { kind: 'money', text: 'western union' },
        { kind: 'iban', text: 'NL91ABNA0417164300' },
      ],
    });
    // The sender's recent messages, newest first, to judge the match by.
    expect(flag!.history.map((h) => [h.text, h.scam])).toEqual([
      [TRANSFER, 'flagged'],
      ['Hi, how are you?', null],
    ]);
  });

  it('holds a second match within a day until a moderator releases it', async () => {
    const scammer = await member();
    const target = await member();
    const first = await write(scammer, target, TRANSFER);
    expect(await unread(target)).toBe(1);
    const second = await write(scammer, target, WHATSAPP);
    expect(second.status).toBe('sent');
    expect((await seen(target, first.conversation_id)).map((m) => m.text)).toEqual([TRANSFER]);
    expect(await unread(target)).toBe(0); // reading the conversation cleared the first

    const open = await queue();
    const held = open.find((f) => f.message.id === second.id)!;
    expect(held).toMatchObject({
      held: true,
      findings: [
        { kind: 'messenger', text: 'whatsapp' },
        { kind: 'phone', text: '+31612345678' },
      ],
    });
    // Held messages come first: a recipient is waiting for them.
    expect(open.findIndex((f) => f.held)).toBe(0);

    // A held message is released or withheld, not dismissed.
    expect((await decide(held.id, 'dismiss')).statusCode).toBe(400);
    expect((await decide(held.id, 'release')).statusCode).toBe(200);
    expect((await seen(target, first.conversation_id)).map((m) => [m.text, m.safety_tip])).toEqual([
      [WHATSAPP, true],
      [TRANSFER, true],
    ]);
    expect(await flagOf(second.id, 'closed')).toMatchObject({ status: 'released' });
    expect((await decide(held.id, 'release')).statusCode).toBe(409);
  });

  it('keeps a withheld message from the recipient for good, also when they confirm their address', async () => {
    const scammer = await member();
    const target = await member();
    const first = await write(scammer, target, 'Kun je 200 euro overmaken naar mijn rekeningnummer?');
    // The recipient changed their address and has not confirmed the new one yet.
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, target.id));
    const second = await write(scammer, target, 'Stuur een tikkie naar 06-12345678');
    const held = (await flagOf(second.id))!;
    expect(held.held).toBe(true);
    expect((await decide(held.id, 'withhold')).statusCode).toBe(200);
    // Confirming the address delivers what waited for it, not the withheld message.
    await deliverHeldMessages(t.db, target.id, clock.now());
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, target.id));
    const shown = await seen(target, first.conversation_id);
    expect(shown.map((m) => m.id)).toEqual([first.id]);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, second.id));
    expect(row).toMatchObject({ scam: 'withheld', deliveredAt: null });
  });

  it('delivers a match again a day after the last one, and lets ordinary messages pass', async () => {
    const sender = await member();
    const target = await member();
    const first = await write(sender, target, 'Mój numer to 600 123 456');
    expect((await flagOf(first.id))?.held).toBe(false);
    const plain = await write(sender, target, 'Urodziłam się 12.05.1990, mam 2 koty i 185 cm wzrostu');
    expect(await flagOf(plain.id)).toBeUndefined();
    clock.advance(DAY + 1000);
    const later = await write(sender, target, 'Zrób mi przelew, proszę');
    expect(later.status).toBe('delivered');
    expect(await flagOf(later.id)).toMatchObject({ held: false });
    const dismissed = await flagOf(later.id);
    expect((await decide(dismissed!.id, 'withhold')).statusCode).toBe(400);
    expect((await decide(dismissed!.id, 'dismiss')).statusCode).toBe(200);
    expect(await flagOf(later.id, 'closed')).toMatchObject({ status: 'dismissed' });
  });

  it("never holds a staff-run profile's message: it is flagged for an admin, and the member gets the tip", async () => {
    const created = await admin.call('POST', '/api/staff/fictional.php', {
      site_id: siteId,
      name: 'Sophie',
      gender: 'female',
      seeking: 'male',
      birth_date: '1995-03-02',
      country: 'NL',
      about: 'Fictional, for entertainment.',
    });
    expect(created.statusCode).toBe(201);
    const fictionalId = created.json().user_id as number;
    const m = await member();
    const sent = await m.c.call('POST', '/api/chat.php', {
      profile_id: fictionalId,
      text: 'Hi Sophie!',
      client_id: randomUUID(),
    });
    const conversationId = sent.json().message.conversation_id as number;
    const reply = (text: string) =>
      operator.call('POST', '/api/staff/reply.php', {
        conversation_id: conversationId,
        text,
        client_id: randomUUID(),
        confirm_flagged: true,
      });
    const one = await reply('Could you send me money by PayPal?');
    const two = await reply('Or buy me a Steam card');
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const shown = await seen(m, conversationId);
    expect(shown.filter((x) => x.safety_tip).map((x) => x.text)).toEqual([
      'Or buy me a Steam card',
      'Could you send me money by PayPal?',
    ]);
    expect(await flagOf(two.json().message_id)).toMatchObject({ held: false, fictional: true });

    // The member's own second match is held: the operators don't see it until it is released.
    await write(m, { id: fictionalId } as Member, 'My IBAN is NL91ABNA0417164300');
    const held = await write(m, { id: fictionalId } as Member, 'Or add me on Telegram');
    expect(held.status).toBe('sent');
    const view = async () =>
      (
        (await operator.call('GET', `/api/staff/conversation.php?id=${conversationId}`)).json().messages as {
          text: string;
        }[]
      ).map((x) => x.text);
    expect(await view()).toContain('My IBAN is NL91ABNA0417164300');
    expect(await view()).not.toContain('Or add me on Telegram');
    expect((await decide((await flagOf(held.id))!.id, 'release')).statusCode).toBe(200);
    expect(await view()).toContain('Or add me on Telegram');
  });

  it("follows the site's own list: added phrases flag, struck-out and switched-off built-ins don't", async () => {
    const set = async (changes: Record<string, unknown>) => {
      const res = await admin.call('PUT', '/api/staff/site.php', { id: siteId, ...changes });
      expect(res.statusCode).toBe(200);
      t.app.sites.invalidate();
    };
    await set({ scam_patterns: ['love bomb*', '-western union'] });
    const a = await member();
    const b = await member();
    const struck = await write(a, b, 'Pay me through Western Union');
    expect(await flagOf(struck.id)).toBeUndefined();
    const own = await write(a, b, 'This is love bombing, darling');
    expect((await flagOf(own.id))?.findings).toEqual([{ kind: 'custom', text: 'love bombing' }]);
    clock.advance(DAY + 1000);
    await set({ scam_patterns: [], scam_patterns_builtin: false });
    const off = await write(a, b, WHATSAPP);
    expect(await flagOf(off.id)).toBeUndefined();
    await set({ scam_patterns_builtin: true });
  });

  it('keeps the queue from members', async () => {
    const m = await member();
    expect((await m.c.call('GET', '/api/staff/flagged-messages.php')).statusCode).toBe(403);
  });
});
