import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import { holdsOffensiveWord } from './offensive';

describe('the offensive-word list (decision 042)', () => {
  it.each([
    ['en', 'hey asshole'],
    ['de', 'du bist ein Arschloch'],
    ['nl', 'wat een klootzak ben jij'],
    ['pl', 'ty kurwa'],
    ['fr', 'espèce de connard'],
    ['es', 'eres un gilipollas'],
    ['it', 'sei uno stronzo'],
    ['sv', 'din jävla fitta'],
  ])('finds a word in %s', (language, text) => {
    expect(holdsOffensiveWord(text, [language])).toBe(true);
  });

  it('lets ordinary first messages pass, and reads only the members’ languages and English', () => {
    expect(holdsOffensiveWord('Hi! I loved your photo from the beach, how was Italy?', ['en'])).toBe(false);
    expect(holdsOffensiveWord('Hallo, wie war dein Wochenende?', ['de'])).toBe(false);
    // An ashtray is only offensive in the Dutch list: a German member's message passes.
    expect(holdsOffensiveWord('Ich suche einen Asbak', ['de', 'de'])).toBe(false);
    expect(holdsOffensiveWord('dit is geen asbak', ['nl'])).toBe(true);
  });
});

describe('the first-message nudge', () => {
  const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const HOST = 'nudge.test';
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.addSite({ domain: HOST, name: 'Nudge Test', signupCredits: 100 });
  });
  afterAll(async () => t?.close());

  let n = 0;
  async function member() {
    const c = client(t, HOST);
    const res = await c.signup({
      email: `n${++n}-${randomUUID().slice(0, 6)}@example.com`,
      name: `Member ${n}`,
    });
    const id = res.json().user.id as number;
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await refreshListing(t.db, id, { activate: true });
    return { c, id };
  }

  it('asks once before a first message with an offensive word, sends when confirmed, and not again', async () => {
    const a = await member();
    const b = await member();
    const body = { profile_id: b.id, text: 'Hey sexy asshole', client_id: randomUUID() };
    const asked = await a.c.call('POST', '/api/chat.php', body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toBe('offensive_first_message');
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([]);

    const sent = await a.c.call('POST', '/api/chat.php', { ...body, confirm_offensive: true });
    expect(sent.statusCode).toBe(200);
    const conversation_id = sent.json().message.conversation_id;
    // Not the first message any more: nothing is asked.
    const later = await a.c.call('POST', '/api/chat.php', {
      conversation_id,
      text: 'you asshole',
      client_id: randomUUID(),
    });
    expect(later.statusCode).toBe(200);
    // The other member's first answer is their own first message: they are asked too.
    const answer = await b.c.call('POST', '/api/chat.php', {
      conversation_id,
      text: 'Get lost, asshole',
      client_id: randomUUID(),
    });
    expect(answer.json().error).toBe('offensive_first_message');
    const plain = await b.c.call('POST', '/api/chat.php', {
      conversation_id,
      text: 'Please be nice',
      client_id: randomUUID(),
    });
    expect(plain.statusCode).toBe(200);
  });
});
