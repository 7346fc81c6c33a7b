import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, secondFactors } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD as DEMO_STAFF_PASSWORD } from '../../test/harness';
import { client, GOOD_PASSWORD } from './testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
const clock = new TestClock(new Date());
/** The code an authenticator app shows now (or `steps` periods of 30 s later). */
const codeFor = async (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
const nextPeriod = () => clock.advance(30_000);

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

describe('staff second factor', () => {
  let secret = '';
  let recovery: string[] = [];
  let admin: ReturnType<typeof client>;

  it('a password-only session is refused by every staff call until the factor is set up', async () => {
    const c = client(t);
    const login = await c.login('moderator@amora.example', DEMO_STAFF_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: 'second_factor_required', setup: true });
    expect(c.cookie).toBeTruthy();
    const staffCall = await c.call('GET', '/api/staff/me.php');
    expect(staffCall.statusCode).toBe(403);
    expect(staffCall.json().error).toBe('second_factor_required');
    expect((await c.call('GET', '/api/staff/photos.php')).json().error).toBe('second_factor_required');
    // Member calls see no session at all.
    expect(await c.me()).toBeNull();
    expect((await c.call('GET', '/api/chats.php')).json().error).toBe('authentication_required');
    expect((await c.call('GET', '/api/second-factor.php')).json()).toEqual({
      enabled: false,
      authenticator: false,
      passkeys: [],
      required: true,
      verified: false,
      mandatory: true,
      recovery_codes_left: 0,
    });
  });

  it('enrols on the first login: secret and QR once, a first code, ten recovery codes', async () => {
    admin = client(t);
    expect((await admin.login('admin@amora.example', DEMO_STAFF_PASSWORD)).statusCode).toBe(403);
    const setup = await admin.call('POST', '/api/second-factor-setup.php', {});
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauth_url).toContain('otpauth://totp/');
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Stored encrypted: the database never holds the secret as it was shown.
    const [row] = await t.db.select().from(secondFactors);
    expect(row!.secret).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await admin.call('PUT', '/api/second-factor-setup.php', { code: '000000' });
    expect(wrong.json().error).toBe('code_invalid');
    const done = await admin.call('PUT', '/api/second-factor-setup.php', { code: await codeFor(secret) });
    expect(done.statusCode).toBe(200);
    recovery = done.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(done.json().user.email).toBe('admin@amora.example');
    expect((await admin.call('GET', '/api/staff/me.php')).statusCode).toBe(200);
    // Never shown again.
    const again = await admin.call('POST', '/api/second-factor-setup.php', {});
    expect(again.json().error).toBe('second_factor_enabled');
    expect(await auditActions(done.json().user.id)).toContain('second_factor.enable');
  });

  it('later logins need a code; a wrong or replayed code is refused', async () => {
    nextPeriod();
    const c = client(t);
    const login = await c.login('admin@amora.example', DEMO_STAFF_PASSWORD);
    expect(login.json()).toMatchObject({ error: 'second_factor_required', setup: false });
    expect((await c.call('GET', '/api/staff/me.php')).json().error).toBe('second_factor_required');
    // The setup is not open again to someone who has only the password.
    expect((await c.call('POST', '/api/second-factor-setup.php', {})).json().error).toBe(
      'second_factor_enabled',
    );
    expect((await c.call('POST', '/api/second-factor.php', { code: '12345' })).json().error).toBe(
      'code_invalid',
    );
    const wrongCode = (await codeFor(secret)) === '111111' ? '222222' : '111111';
    expect((await c.call('POST', '/api/second-factor.php', { code: wrongCode })).statusCode).toBe(401);
    const code = await codeFor(secret);
    const ok = await c.call('POST', '/api/second-factor.php', { code: code.replace(/(\d{3})/, '$1 ') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('admin@amora.example');
    expect((await c.call('GET', '/api/staff/me.php')).statusCode).toBe(200);

    // The same code on another password-only session within its window: refused.
    const thief = client(t);
    await thief.login('admin@amora.example', DEMO_STAFF_PASSWORD);
    const replay = await thief.call('POST', '/api/second-factor.php', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('code_used');
    expect((await thief.call('GET', '/api/staff/me.php')).json().error).toBe('second_factor_required');
    // The next period's code works (and a code one period early is accepted for clock drift).
    expect(
      (await thief.call('POST', '/api/second-factor.php', { code: await codeFor(secret, 1) })).statusCode,
    ).toBe(200);
  });

  it('a recovery code works once', async () => {
    nextPeriod();
    const c = client(t);
    await c.login('admin@amora.example', DEMO_STAFF_PASSWORD);
    const use = await c.call('POST', '/api/second-factor.php', { recovery_code: recovery[0]!.toUpperCase() });
    expect(use.statusCode).toBe(200);
    expect((await c.call('GET', '/api/staff/me.php')).statusCode).toBe(200);
    expect((await c.call('GET', '/api/second-factor.php')).json().recovery_codes_left).toBe(9);

    const again = client(t);
    await again.login('admin@amora.example', DEMO_STAFF_PASSWORD);
    const reuse = await again.call('POST', '/api/second-factor.php', { recovery_code: recovery[0] });
    expect(reuse.json().error).toBe('code_invalid');
    expect(await auditActions(use.json().user.id)).toContain('second_factor.recovery_code');
  });

  it('staff cannot turn it off', async () => {
    const res = await admin.call('DELETE', '/api/second-factor.php', { code: await codeFor(secret) });
    expect(res.json().error).toBe('second_factor_mandatory');
  });

  it('five wrong codes lock the code check for 15 minutes, like passwords', async () => {
    // The earlier tests' wrong codes leave the window first.
    clock.advance(16 * 60_000);
    const c = client(t);
    await c.login('admin@amora.example', DEMO_STAFF_PASSWORD);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await c.call('POST', '/api/second-factor.php', { code: '00000' })).json().error);
    }
    expect(answers).toEqual([
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'account_blocked',
    ]);
    nextPeriod();
    const blocked = await c.call('POST', '/api/second-factor.php', { code: await codeFor(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'account_blocked', minutes: 15 });
    clock.advance(15 * 60_000);
    expect((await c.call('POST', '/api/second-factor.php', { code: await codeFor(secret) })).statusCode).toBe(
      200,
    );
  });
});

describe('member second factor', () => {
  const anna = () => client(t);
  let secret = '';
  let c: ReturnType<typeof client>;

  it('is off by default and turned on in the settings', async () => {
    c = anna();
    expect((await c.signup({ email: 'tfa@example.com' })).statusCode).toBe(201);
    expect((await c.call('GET', '/api/second-factor.php')).json()).toMatchObject({
      enabled: false,
      required: false,
      mandatory: false,
    });
    const setup = (await c.call('POST', '/api/second-factor-setup.php', {})).json();
    secret = setup.secret;
    nextPeriod();
    const done = await c.call('PUT', '/api/second-factor-setup.php', { code: await codeFor(secret) });
    expect(done.statusCode).toBe(200);
    expect((await c.call('GET', '/api/second-factor.php')).json()).toMatchObject({
      enabled: true,
      required: true,
      verified: true,
      recovery_codes_left: 10,
    });
    // The session that turned it on stays in.
    expect((await c.me())?.email).toBe('tfa@example.com');
  });

  it('then the login asks for the code too', async () => {
    nextPeriod();
    const other = anna();
    const login = await other.login('tfa@example.com', GOOD_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: 'second_factor_required', setup: false });
    expect(await other.me()).toBeNull();
    expect((await other.call('GET', '/api/chats.php')).json().error).toBe('authentication_required');
    expect(
      (await other.call('POST', '/api/second-factor.php', { code: await codeFor(secret) })).statusCode,
    ).toBe(200);
    expect((await other.me())?.email).toBe('tfa@example.com');
  });

  it('turning it off needs a code, from a full session', async () => {
    nextPeriod();
    const pending = anna();
    await pending.login('tfa@example.com', GOOD_PASSWORD);
    expect(
      (await pending.call('DELETE', '/api/second-factor.php', { code: await codeFor(secret) })).json().error,
    ).toBe('authentication_required');
    expect((await c.call('DELETE', '/api/second-factor.php', {})).json().error).toBe('code_invalid');
    expect((await c.call('DELETE', '/api/second-factor.php', { code: '123456' })).statusCode).toBe(401);
    const off = await c.call('DELETE', '/api/second-factor.php', { code: await codeFor(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, required: false });
    const me = await c.me();
    expect(await auditActions(me.id)).toEqual(
      expect.arrayContaining(['second_factor.enable', 'second_factor.disable']),
    );
    nextPeriod();
    const plain = anna();
    expect((await plain.login('tfa@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
