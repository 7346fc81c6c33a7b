import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, users } from '../../db/schema';
import { MINUTE, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from './testkit';

/** Bot sign-ups meet a proof-of-work challenge after a few from one address (decision 042). */
const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'challenge.test';
const ALWAYS = 'always.test';

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The harness lifts the threshold for every suite; here it is the site's default again.
  await t.addSite({ domain: HOST, name: 'Challenge Test', signupChallengeAfter: 5, signupCredits: 20 });
  await t.addSite({ domain: ALWAYS, name: 'Always Test', signupChallengeAfter: 0 });
});
afterAll(async () => t?.close());

const signUp = (host: string, extra: Record<string, unknown> = {}, ip = '203.0.113.7') =>
  client(t, host).call(
    'POST',
    '/api/signup.php',
    {
      email: `bot-${randomUUID().slice(0, 8)}@example.com`,
      name: 'Someone',
      password: 'Correct horse battery staple 42',
      date_of_birth: '1990-01-01',
      gender: 'female',
      seeking: 'male',
      ...extra,
    },
    { 'x-forwarded-for': ip },
  );

/** What the widget does in the browser: fetch a challenge, solve it, send the payload. */
async function solved(host: string, ip = '203.0.113.7'): Promise<string> {
  const res = await client(t, host).call('GET', '/api/signup-challenge.php', undefined, {
    'x-forwarded-for': ip,
  });
  expect(res.statusCode).toBe(200);
  const { challenge } = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const fieldOf = (res: { statusCode: number; json(): { error: string; fields?: Record<string, string> } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('validation_failed');
  return res.json().fields;
};

describe('the sign-up challenge', () => {
  it('lets five sign-ups from one address through, then asks the sixth for a solved challenge', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await signUp(HOST, {}, ip)).statusCode).toBe(201);
    const check = await client(t, HOST).call('GET', '/api/signup-challenge.php', undefined, {
      'x-forwarded-for': ip,
    });
    expect(check.json().required).toBe(true);
    const refused = await signUp(HOST, {}, ip);
    expect(fieldOf(refused)).toEqual({ altcha: 'challenge_required' });
    // Another address is not held to this one's count.
    expect((await signUp(HOST, {}, '198.51.100.20')).statusCode).toBe(201);
    // With the challenge solved, the sixth goes through and gets its credits as any other.
    const res = await signUp(HOST, { altcha: await solved(HOST, ip) }, ip);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.credits).toBe(20);
  });

  it('refuses a solution used twice, a forged one and garbage', async () => {
    const payload = await solved(ALWAYS);
    expect((await signUp(ALWAYS, { altcha: payload })).statusCode).toBe(201);
    expect(fieldOf(await signUp(ALWAYS, { altcha: payload }))).toEqual({ altcha: 'challenge_failed' });

    const forged = JSON.parse(Buffer.from(await solved(ALWAYS), 'base64').toString());
    // A key found without the work: any other key than the one the signed prefix demands.
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const tampered = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect(fieldOf(await signUp(ALWAYS, { altcha: tampered }))).toEqual({ altcha: 'challenge_failed' });
    expect(fieldOf(await signUp(ALWAYS, { altcha: 'not base64 json' }))).toEqual({
      altcha: 'challenge_failed',
    });
  });

  it('refuses a challenge solved too late', async () => {
    const payload = await solved(ALWAYS);
    clock.advance(11 * MINUTE);
    expect(fieldOf(await signUp(ALWAYS, { altcha: payload }))).toEqual({ altcha: 'challenge_failed' });
  });

  it('asks every sign-up on a site set to 0, and counts for an hour only elsewhere', async () => {
    const check = await client(t, ALWAYS).call('GET', '/api/signup-challenge.php');
    expect(check.json()).toMatchObject({ required: true });
    expect(check.json().challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(fieldOf(await signUp(ALWAYS, {}, '192.0.2.1'))).toEqual({ altcha: 'challenge_required' });

    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) expect((await signUp(HOST, {}, ip)).statusCode).toBe(201);
    expect(fieldOf(await signUp(HOST, {}, ip))).toEqual({ altcha: 'challenge_required' });
    clock.advance(61 * MINUTE);
    expect((await signUp(HOST, {}, ip)).statusCode).toBe(201);
  });

  it('refuses a filled honeypot field, creating no account', async () => {
    const email = `honey-${randomUUID().slice(0, 8)}@example.com`;
    const res = await signUp(HOST, { email, website: 'https://spam.example' }, '192.0.2.99');
    expect(fieldOf(res)).toEqual({ website: 'must_be_empty' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a filled honeypot before the challenge, which stays good for the real sign-up', async () => {
    const payload = await solved(ALWAYS, '192.0.2.120');
    const email = `honey-${randomUUID().slice(0, 8)}@example.com`;
    const bot = await signUp(ALWAYS, { email, altcha: payload, website: 'cheap pills' }, '192.0.2.120');
    expect(fieldOf(bot)).toEqual({ website: 'must_be_empty' });
    // On a site that always asks, without a solution too: the honeypot is answered first.
    expect(fieldOf(await signUp(ALWAYS, { website: 'x' }, '192.0.2.121'))).toEqual({
      website: 'must_be_empty',
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The refusal did no work: the solution was not used up.
    expect((await signUp(ALWAYS, { email, altcha: payload }, '192.0.2.120')).statusCode).toBe(201);
  });

  it('refuses a challenge or honeypot of the wrong kind with the JSON error shape', async () => {
    for (const extra of [{ altcha: 42 }, { website: ['x'] }, { altcha: 'x'.repeat(20_001) }]) {
      const res = await signUp(ALWAYS, extra, '192.0.2.130');
      expect(res.statusCode, JSON.stringify(extra).slice(0, 40)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('is a site setting staff change in the console, effective at once', async () => {
    const domain = 'setting.test';
    const site = await t.addSite({ domain, name: 'Setting Test', signupChallengeAfter: 5 });
    const admin = client(t);
    expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
    const set = (value: unknown) =>
      admin.call('PUT', '/api/staff/site.php', { id: site.id, signup_challenge_after: value });
    const ip = '192.0.2.140';
    expect((await signUp(domain, {}, ip)).statusCode).toBe(201);
    expect((await set(0)).statusCode).toBe(200);
    expect(fieldOf(await signUp(domain, {}, ip))).toEqual({ altcha: 'challenge_required' });
    expect(fieldOf(await signUp(domain, {}, '192.0.2.141'))).toEqual({ altcha: 'challenge_required' });
    // Lifted (as the journeys' server does for the demo sites): no check, however many.
    expect((await set(100_000)).statusCode).toBe(200);
    expect((await signUp(domain, {}, ip)).statusCode).toBe(201);
    for (const wrong of [-1, 100_001, 2.5, '3']) {
      const refused = await set(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().error).toBe('validation_failed');
    }
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.signupChallengeAfter).toBe(100_000);
    // The suite's own site still has the default.
    const [own] = await t.db.select().from(sites).where(eq(sites.domain, HOST));
    expect(own!.signupChallengeAfter).toBe(5);
  });
});
