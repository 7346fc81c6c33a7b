import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { MINUTE, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { ledgerSum } from '../credits/service';
import { LOGIN_LIMITS } from './lockout';
import { ADULT_BIRTH_DATE, CLIENT, client, GOOD_PASSWORD, lastMail } from './testkit';

const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

let counter = 0;
const fresh = () => `member${++counter}@example.com`;

describe('signup', () => {
  it('creates a logged-in, unconfirmed member and mails an activation link', async () => {
    const c = client(t);
    const email = fresh();
    const res = await c.signup({ email, name: 'Sanne' }, '?network=adnet&ref=summer&sub1=a&sub3=c');
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email,
      status: 'not_confirmed',
      paid_user: false,
      credits: 20, // the demo site's signup_credits, booked in the ledger
      language: 'en',
    });
    expect(user.profile).toMatchObject({ name: 'Sanne', status: 'disabled', main_image: null });
    const cookie = res.cookies.find((k) => k.name === 'amora_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect((await c.me()).email).toBe(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.tracking).toEqual({ network: 'adnet', ref: 'summer', sub1: 'a', sub3: 'c' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await ledgerSum(t.db, row!.id)).toBe(20);
    const { link } = await lastMail(t, email, '/api/activate.php?token=');
    expect(link.startsWith('http://localhost/api/activate.php?token=')).toBe(true);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email', 'email_invalid'],
    [{ email: 'x@example.com', name: 'x@example.com' }, 'name', 'name_equals_email'],
    [{ name: '@anna' }, 'name', 'name_starts_with_at'],
    [{ date_of_birth: undefined }, 'date_of_birth', 'birth_date_required'],
    [{ date_of_birth: '2008-06-02' }, 'date_of_birth', 'too_young'],
    [{ date_of_birth: '1800-01-01' }, 'date_of_birth', 'birth_date_invalid'],
    [{ date_of_birth: '2026-06-02' }, 'date_of_birth', 'birth_date_invalid'],
    [{ password: 'short1' }, 'password', 'password_too_short'],
    [{ password: 'password123' }, 'password', 'password_too_common'],
    [{ password: 'x'.repeat(129) }, 'password', 'password_too_long'],
  ])('refuses %j with %s: %s', async (overrides, field, code) => {
    const res = await client(t).signup({ email: fresh(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', fields: { [field]: code } });
    expect(res.cookies.find((k) => k.name === 'amora_session')).toBeUndefined();
  });

  it('tells the minimum age and suggests the address meant', async () => {
    expect((await client(t).signup({ email: fresh(), date_of_birth: '2010-01-01' })).json().min_age).toBe(18);
    const typo = await client(t).signup({ email: 'jan@gmial.com' });
    expect(typo.json()).toMatchObject({ fields: { email: 'email_invalid' }, suggestion: 'jan@gmail.com' });
  });

  it('accepts a member who turns 18 today and a 64-character passphrase', async () => {
    const res = await client(t).signup({
      email: fresh(),
      date_of_birth: '2008-06-01',
      password: `${'p'.repeat(20)}a long passphrase that is fine to use here!`,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const email = fresh();
    expect((await client(t).signup({ email })).statusCode).toBe(201);
    const again = await client(t).signup({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('email_taken');
  });

  it('stores one account when the same address signs up twice at once', async () => {
    const email = fresh();
    const results = await Promise.all([client(t).signup({ email }), client(t).signup({ email })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses state-changing calls without the client header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'localhost' },
      payload: {
        email: fresh(),
        name: 'Eve',
        password: GOOD_PASSWORD,
        date_of_birth: ADULT_BIRTH_DATE,
        gender: 'female',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('client_header_required');
  });
});

describe('activation', () => {
  it('confirms the address once through the mailed link', async () => {
    const c = client(t);
    const email = fresh();
    await c.signup({ email });
    const { pathAndQuery } = await lastMail(t, email, '/api/activate.php?token=');
    const done = await t.app.inject({ method: 'GET', url: pathAndQuery, headers: { host: 'localhost' } });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/activate/done');
    expect(await c.me()).toMatchObject({ status: 'active', profile: { status: 'active' } });
    const again = await t.app.inject({ method: 'GET', url: pathAndQuery, headers: { host: 'localhost' } });
    expect(again.headers.location).toBe('/activate/error');
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/activate.php?token=nope',
      headers: { host: 'localhost' },
    });
    expect(bogus.headers.location).toBe('/activate/error');
  });

  it('sends the activation mail again on request', async () => {
    const c = client(t);
    const email = fresh();
    await c.signup({ email });
    const first = await lastMail(t, email, '/api/activate.php?token=');
    expect((await c.call('POST', '/api/activation-mail.php')).json()).toEqual({ sent: true });
    expect((await lastMail(t, email, '/api/activate.php?token=')).token).not.toBe(first.token);
    expect((await client(t).call('POST', '/api/activation-mail.php')).json().error).toBe(
      'authentication_required',
    );
  });
});

/** A login from `remoteAddress`, as the web client sends it. */
function loginFrom(email: string, password: string, from: { remoteAddress: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    remoteAddress: from.remoteAddress,
    headers: { host: 'localhost', ...CLIENT },
    payload: { email, password },
  });
}

describe('login, lockout and sessions', () => {
  it('logs in with a new session token each time and logs out on the server', async () => {
    const email = fresh();
    const c = client(t);
    await c.signup({ email });
    const signupToken = c.cookie;
    expect((await c.login(email)).statusCode).toBe(200);
    expect(c.cookie).not.toBe(signupToken);
    const stale = client(t);
    stale.cookie = signupToken;
    expect(await stale.me()).toBeNull(); // the old token died with the new login

    const token = c.cookie;
    // A cross-site link cannot log the member out: the call needs the client header.
    const linked = await c.call('GET', '/api/logout.php', undefined, { 'x-request-type': '' });
    expect(linked.statusCode).toBe(403);
    expect(linked.json().error).toBe('client_header_required');
    expect((await c.me())?.email).toBe(email);
    expect((await c.call('GET', '/api/logout.php')).json()).toEqual({ user: null });
    const replay = client(t);
    replay.cookie = token;
    expect(await replay.me()).toBeNull();
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const email = fresh();
    await client(t).signup({ email });
    for (const res of [
      await client(t).login(email, 'wrong password!'),
      await client(t).login(fresh(), GOOD_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('login_failed');
    }
  });

  it('blocks the account after 5 failures in 15 minutes from one address, then lets it in again', async () => {
    const email = fresh();
    await client(t).signup({ email });
    for (let i = 0; i < 4; i++)
      expect((await client(t).login(email, `wrong-${i}-password`)).statusCode).toBe(401);
    const fifth = await client(t).login(email, 'wrong-5-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: 'account_blocked', minutes: 15 });
    // Even the right password is refused from that address while blocked.
    expect((await client(t).login(email)).json()).toMatchObject({ error: 'account_blocked' });
    clock.advance(10 * MINUTE);
    expect((await client(t).login(email)).json()).toMatchObject({ error: 'account_blocked', minutes: 5 });
    clock.advance(5 * MINUTE + 1000);
    expect((await client(t).login(email)).statusCode).toBe(200);
  });

  it('does not lock the owner out from another address (decision 025)', async () => {
    const email = fresh();
    await client(t).signup({ email });
    const attacker = { remoteAddress: '203.0.113.66' };
    for (let i = 0; i < 5; i++) await loginFrom(email, `wrong-${i}-password`, attacker);
    expect((await loginFrom(email, GOOD_PASSWORD, attacker)).json()).toMatchObject({
      error: 'account_blocked',
      minutes: 15,
    });
    // The owner, elsewhere, still logs in; the attacker's address stays locked.
    expect((await loginFrom(email, GOOD_PASSWORD, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
    expect((await loginFrom(email, GOOD_PASSWORD, attacker)).json().error).toBe('account_blocked');
    clock.advance(16 * MINUTE);
  });

  it('blocks the account everywhere after 50 failures in an hour from many addresses', async () => {
    const email = fresh();
    await client(t).signup({ email });
    // Ten addresses, five guesses each: each address is locked after its fifth.
    for (let a = 0; a < LOGIN_LIMITS.accountGlobal.failures / LOGIN_LIMITS.accountAddress.failures; a++) {
      for (let i = 0; i < LOGIN_LIMITS.accountAddress.failures; i++) {
        await loginFrom(email, `wrong-${a}-${i}`, { remoteAddress: `198.18.0.${a + 1}` });
      }
      clock.advance(MINUTE);
    }
    const owner = await loginFrom(email, GOOD_PASSWORD, { remoteAddress: '192.0.2.11' });
    expect(owner.statusCode).toBe(429);
    // Until the oldest of the fifty failures is an hour old (ten minutes have passed since).
    expect(owner.json()).toMatchObject({ error: 'account_blocked', minutes: 50 });
    clock.advance(50 * MINUTE + 1000);
    expect((await loginFrom(email, GOOD_PASSWORD, { remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('limits failed logins per IP address', async () => {
    const res = [];
    for (let i = 0; i < 31; i++) {
      res.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/user.php',
          remoteAddress: '198.51.100.7',
          headers: { host: 'localhost', ...CLIENT },
          payload: { email: `nobody${i}@example.com`, password: 'whatever-it-is' },
        }),
      );
    }
    expect(res.slice(0, 30).every((r) => r.statusCode === 401)).toBe(true);
    expect(res[30]!.json()).toMatchObject({ error: 'rate_limited', retry_after: 900 });
    clock.advance(16 * MINUTE);
  });

  it('changes the language and refuses it without a session', async () => {
    const c = client(t);
    await c.signup({ email: fresh() });
    expect((await c.call('PUT', '/api/user.php', { language: 'nl' })).json().user.language).toBe('nl');
    expect((await c.call('PUT', '/api/user.php', { language: 'xx' })).statusCode).toBe(400);
    const anon = await client(t).call('PUT', '/api/user.php', { language: 'nl' });
    expect(anon.statusCode).toBe(403);
    expect(anon.json().error).toBe('authentication_required');
  });

  it('does not accept a session of one site on another', async () => {
    const c = client(t);
    await c.signup({ email: fresh() });
    const dutch = client(t, '127.0.0.1');
    dutch.cookie = c.cookie;
    expect((await dutch.call('PUT', '/api/user.php', { language: 'nl' })).json().error).toBe(
      'authentication_required',
    );
  });
});
