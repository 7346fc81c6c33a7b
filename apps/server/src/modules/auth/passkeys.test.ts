import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { softwareAuthenticator } from '../../test/software-authenticator';
import { resetSecondFactor } from './second-factor';
import { client, GOOD_PASSWORD } from './testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
const clock = new TestClock(new Date());
/** The testkit's client calls the English demo site as http://localhost. */
const ORIGIN = 'http://localhost';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

async function auditActions(userId: number) {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));
  return rows.map((r) => r.action);
}

type Client = ReturnType<typeof client>;
const challenge = async (c: Client) => {
  const res = await c.call('POST', '/api/passkey-challenge.php', {});
  expect(res.statusCode).toBe(200);
  return res.json().options;
};
const signInWith = async (c: Client, key: ReturnType<typeof softwareAuthenticator>, origin = ORIGIN) =>
  c.call('POST', '/api/second-factor.php', { passkey: key.authenticate(await challenge(c), origin) });

describe('staff passkey as the second factor', () => {
  const key = softwareAuthenticator();
  let userId = 0;

  it('registers on the first login instead of the app: recovery codes once, staff calls open', async () => {
    const c = client(t);
    expect((await c.login('operator@amora.example', TEST_STAFF_PASSWORD)).json()).toMatchObject({
      error: 'second_factor_required',
      setup: true,
    });
    const options = (await c.call('POST', '/api/passkey-setup.php', {})).json().options;
    expect(options.rp).toEqual({ id: 'localhost', name: 'Amora' });
    expect(options.user.name).toBe('operator@amora.example');
    const answer = key.register(options, ORIGIN);
    const done = await c.call('PUT', '/api/passkey-setup.php', { response: answer, name: 'Laptop' });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    expect(done.json().passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    userId = done.json().user.id;
    expect((await c.call('GET', '/api/staff/me.php')).statusCode).toBe(200);
    expect((await c.call('GET', '/api/second-factor.php')).json()).toMatchObject({
      enabled: true,
      authenticator: false,
      verified: true,
      recovery_codes_left: 10,
      passkeys: [{ name: 'Laptop' }],
    });
    // Stored as the public key only, for the site's domain.
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, userId));
    expect(row).toMatchObject({ credentialId: key.id, rpId: 'localhost' });
    // The same answer again: its challenge was used.
    const again = await c.call('PUT', '/api/passkey-setup.php', { response: answer });
    expect(again.json().error).toBe('passkey_invalid');
    expect(await auditActions(userId)).toEqual(
      expect.arrayContaining(['second_factor.passkey_add', 'second_factor.enable']),
    );
  });

  it('signs in with the passkey; wrong origin, replayed challenge and unknown keys are refused', async () => {
    const c = client(t);
    const login = await c.login('operator@amora.example', TEST_STAFF_PASSWORD);
    expect(login.json()).toMatchObject({ error: 'second_factor_required', setup: false });
    expect((await c.call('GET', '/api/staff/me.php')).json().error).toBe('second_factor_required');

    // Another program on the same host name (another port) is another origin.
    const wrongOrigin = await signInWith(c, key, 'http://localhost:9999');
    expect(wrongOrigin.statusCode).toBe(401);
    expect(wrongOrigin.json().error).toBe('passkey_invalid');
    // A key this account never registered.
    const stranger = await signInWith(c, softwareAuthenticator());
    expect(stranger.json().error).toBe('passkey_unknown');
    // No challenge asked for: nothing to answer.
    const unasked = await c.call('POST', '/api/second-factor.php', {
      passkey: key.authenticate({ challenge: 'bm90LWFza2Vk' }, ORIGIN),
    });
    expect(unasked.json().error).toBe('passkey_invalid');
    expect((await c.call('GET', '/api/staff/me.php')).statusCode).toBe(403);

    const options = await challenge(c);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const answer = key.authenticate(options, ORIGIN);
    const ok = await c.call('POST', '/api/second-factor.php', { passkey: answer });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('operator@amora.example');
    expect((await c.call('GET', '/api/staff/me.php')).statusCode).toBe(200);
    expect(await auditActions(userId)).toContain('second_factor.passkey_use');

    // The same answer replayed on another password-only session, with or without a new challenge.
    const thief = client(t);
    await thief.login('operator@amora.example', TEST_STAFF_PASSWORD);
    expect((await thief.call('POST', '/api/second-factor.php', { passkey: answer })).json().error).toBe(
      'passkey_invalid',
    );
    await challenge(thief);
    expect((await thief.call('POST', '/api/second-factor.php', { passkey: answer })).json().error).toBe(
      'passkey_invalid',
    );
    expect((await thief.call('GET', '/api/staff/me.php')).statusCode).toBe(403);
  });

  it('adds the app or another passkey only after the second factor; the last factor stays', async () => {
    const pending = client(t);
    await pending.login('operator@amora.example', TEST_STAFF_PASSWORD);
    // The password alone adds no factor to an account that has one.
    expect((await pending.call('POST', '/api/passkey-setup.php', {})).json().error).toBe(
      'second_factor_required',
    );
    expect((await pending.call('POST', '/api/second-factor-setup.php', {})).json().error).toBe(
      'second_factor_required',
    );
    expect((await signInWith(pending, key)).statusCode).toBe(200);
    const [mine] = (await pending.call('GET', '/api/second-factor.php')).json().passkeys;
    // Staff keep at least one factor.
    const last = await pending.call('DELETE', '/api/passkey.php', { id: mine.id });
    expect(last.json().error).toBe('second_factor_mandatory');

    // The authenticator app in addition, then the passkey may go.
    const setup = (await pending.call('POST', '/api/second-factor-setup.php', {})).json();
    const code = await generate({ secret: setup.secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await pending.call('PUT', '/api/second-factor-setup.php', { code })).statusCode).toBe(200);
    const second = softwareAuthenticator();
    const options = (await pending.call('POST', '/api/passkey-setup.php', {})).json().options;
    expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const added = await pending.call('PUT', '/api/passkey-setup.php', {
      response: second.register(options, ORIGIN),
    });
    expect(added.json()).toMatchObject({ recovery_codes: [], passkey: { name: 'Passkey 2' } });
    const removed = await pending.call('DELETE', '/api/passkey.php', { id: mine.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ authenticator: true, passkeys: [{ name: 'Passkey 2' }] });
    expect(await auditActions(userId)).toContain('second_factor.passkey_remove');
    // Another account's passkey is not found.
    expect((await client(t).call('DELETE', '/api/passkey.php', { id: mine.id })).statusCode).toBe(403);
  });

  it('staff:create --reset-second-factor removes the passkeys too: the next login sets up anew', async () => {
    await resetSecondFactor(t.db, userId);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);
    const c = client(t);
    expect((await c.login('operator@amora.example', TEST_STAFF_PASSWORD)).json()).toMatchObject({
      error: 'second_factor_required',
      setup: true,
    });
  });
});

describe('member passkey', () => {
  const key = softwareAuthenticator();
  let c: Client;

  it('turns the second factor on from the settings; the login then asks for it', async () => {
    c = client(t);
    expect((await c.signup({ email: 'passkey@example.com' })).statusCode).toBe(201);
    const options = (await c.call('POST', '/api/passkey-setup.php', {})).json().options;
    const done = await c.call('PUT', '/api/passkey-setup.php', { response: key.register(options, ORIGIN) });
    expect(done.json().recovery_codes).toHaveLength(10);
    const other = client(t);
    expect((await other.login('passkey@example.com', GOOD_PASSWORD)).json().error).toBe(
      'second_factor_required',
    );
    expect(await other.me()).toBeNull();
    expect((await signInWith(other, key)).statusCode).toBe(200);
    expect((await other.me())?.email).toBe('passkey@example.com');
  });

  it('the last passkey is removed by turning the second factor off, with the passkey', async () => {
    const [mine] = (await c.call('GET', '/api/second-factor.php')).json().passkeys;
    expect((await c.call('DELETE', '/api/passkey.php', { id: mine.id })).json().error).toBe(
      'second_factor_last',
    );
    const off = await c.call('DELETE', '/api/second-factor.php', {
      passkey: key.authenticate(await challenge(c), ORIGIN),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, passkeys: [] });
    expect((await client(t).login('passkey@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
