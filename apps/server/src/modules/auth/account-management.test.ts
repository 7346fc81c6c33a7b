import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { DAY, HOUR, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { purgeDeletedAccounts } from './service';
import { SessionService } from './sessions';
import { client, GOOD_PASSWORD, lastMail } from './testkit';

const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

let counter = 0;
const fresh = () => `keeper${++counter}@example.com`;
const NEW_PASSWORD = 'A brand new secret 77';

async function member() {
  const c = client(t);
  const email = fresh();
  await c.signup({ email });
  return { c, email };
}

describe('password reset', () => {
  it('mails a link that sets a new password once, ends other sessions and logs in', async () => {
    const { c: other, email } = await member();
    expect((await client(t).call('POST', '/api/reset-password.php', { email })).json()).toEqual({
      sent: true,
    });
    const { token, link } = await lastMail(t, email, '/reset-password/do?token=');
    expect(link).toContain('http://localhost/reset-password/do?token=');

    const browser = client(t);
    const mismatch = await browser.call('PUT', '/api/reset-password.php', {
      token,
      password: NEW_PASSWORD,
      password_repeat: 'other',
    });
    expect(mismatch.json()).toMatchObject({
      error: 'validation_failed',
      fields: { password_repeat: 'passwords_not_equal' },
    });
    const weak = await browser.call('PUT', '/api/reset-password.php', {
      token,
      password: 'qwerty123',
      password_repeat: 'qwerty123',
    });
    expect(weak.json().fields.password).toBe('password_too_common');

    const ok = await browser.call('PUT', '/api/reset-password.php', {
      token,
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await browser.me()).email).toBe(email);
    expect(await other.me()).toBeNull();
    expect((await client(t).login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await client(t).login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const reuse = await client(t).call('PUT', '/api/reset-password.php', {
      token,
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().error).toBe('link_invalid');
  });

  it('expires links after two hours', async () => {
    const { email } = await member();
    await client(t).call('POST', '/api/reset-password.php', { email });
    const { token } = await lastMail(t, email, '/reset-password/do?token=');
    clock.advance(2 * HOUR + 1000);
    const res = await client(t).call('PUT', '/api/reset-password.php', {
      token,
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(res.json().error).toBe('link_invalid');
  });

  it('refuses an unknown address and a fourth mail in a day', async () => {
    const unknown = await client(t).call('POST', '/api/reset-password.php', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('email_not_found');
    const { email } = await member();
    for (let i = 0; i < 3; i++)
      expect((await client(t).call('POST', '/api/reset-password.php', { email })).statusCode).toBe(200);
    const fourth = await client(t).call('POST', '/api/reset-password.php', { email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('too_many_reset_mails');
    clock.advance(DAY + 1000);
    expect((await client(t).call('POST', '/api/reset-password.php', { email })).statusCode).toBe(200);
  });
});

describe('password and e-mail changes', () => {
  it('checks the old password and ends the other sessions, not this one', async () => {
    const { c, email } = await member();
    const second = client(t);
    await second.login(email);
    const wrong = await c.call('PUT', '/api/password.php', {
      old_password: 'not it at all',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.json()).toMatchObject({
      error: 'validation_failed',
      fields: { old_password: 'wrong_old_password' },
    });
    expect(
      (
        await c.call('PUT', '/api/password.php', { old_password: GOOD_PASSWORD, new_password: NEW_PASSWORD })
      ).json(),
    ).toEqual({ ok: true });
    expect((await c.me()).email).toBe(email);
    expect(await second.me()).toBeNull();
    expect((await client(t).login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await client(t).call('PUT', '/api/password.php', { old_password: 'a', new_password: 'b' })).statusCode,
    ).toBe(403);
  });

  it('reads the password hash only where a password is checked, never with the session', async () => {
    const { email } = await member();
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const sessions = new SessionService(t.db, clock);
    const session = await sessions.resolve(await sessions.create(row!.id));
    expect(session?.user).toMatchObject({ id: row!.id, email, status: row!.status, credits: row!.credits });
    for (const column of ['passwordHash', 'tracking', 'signupMessage', 'emailCanonical']) {
      expect(session?.user).not.toHaveProperty(column);
    }
  });

  it('changes the address only after the new one confirms', async () => {
    const { c, email } = await member();
    const { email: taken } = await member();
    expect(
      (await c.call('PUT', '/api/email.php', { email: taken, password: GOOD_PASSWORD })).json().error,
    ).toBe('email_taken');
    expect(
      (await c.call('PUT', '/api/email.php', { email: 'new@example.org', password: 'wrong one!' })).json()
        .fields,
    ).toEqual({
      password: 'wrong_old_password',
    });
    const newEmail = fresh();
    expect(
      (await c.call('PUT', '/api/email.php', { email: newEmail, password: GOOD_PASSWORD })).json(),
    ).toEqual({ sent: true });
    expect((await c.me()).email).toBe(email);
    const { token } = await lastMail(t, newEmail, '/mail-change/do?token=');
    const confirmed = await client(t).call('POST', '/api/mail-change.php', { token });
    expect(confirmed.json().user.email).toBe(newEmail);
    expect((await c.me()).email).toBe(newEmail);
    expect((await client(t).call('POST', '/api/mail-change.php', { token })).statusCode).toBe(410);
  });
});

describe('preferences', () => {
  it('stores switched-off notifications and invisible mode, refusing unknown types', async () => {
    const { c } = await member();
    const res = await c.call('PUT', '/api/preferences.php', {
      notifications_disabled: ['email:promotions', 'push:news', 'email:promotions'],
      invisible: true,
    });
    expect(res.json().user).toMatchObject({
      notifications_disabled: ['email:promotions', 'push:news'],
      invisible: true,
    });
    const bad = await c.call('PUT', '/api/preferences.php', {
      notifications_disabled: ['sms:everything'],
      invisible: false,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deletion and reactivation', () => {
  it('deletes at once, mails a reactivation link that works within 14 days', async () => {
    const { c, email } = await member();
    const wrong = await c.call('DELETE', '/api/user.php', {
      reason: 'found_partner',
      password: 'nope nope nope',
    });
    expect(wrong.json().fields).toEqual({ password: 'wrong_old_password' });
    expect(
      (await c.call('DELETE', '/api/user.php', { reason: 'found_partner', password: GOOD_PASSWORD })).json(),
    ).toEqual({ deleted: true });
    expect(await c.me()).toBeNull();
    expect((await client(t).login(email)).json().error).toBe('login_failed');
    const signupAgain = await client(t).signup({ email });
    expect(signupAgain.statusCode).toBe(409);
    expect(signupAgain.json().error).toBe('email_deleted');

    const { token } = await lastMail(t, email, '/account-deleted?token=');
    clock.advance(13 * DAY);
    const back = client(t);
    const res = await back.call('POST', '/api/reactivate.php', { token });
    expect(res.statusCode).toBe(200);
    expect((await back.me()).email).toBe(email);
    expect((await client(t).login(email)).statusCode).toBe(200);
    // The last mails: the welcome back, and (the login came from another browser) the new sign-in.
    const last = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(2);
    expect(last.map((m) => m.template)).toEqual(['new_sign_in', 'reactivated']);
  });

  it('refuses reactivation after 14 days and the purge erases the account', async () => {
    const { c, email } = await member();
    await c.call('DELETE', '/api/user.php', { reason: 'other', password: GOOD_PASSWORD });
    const { token } = await lastMail(t, email, '/account-deleted?token=');
    clock.advance(14 * DAY + 1000);
    expect((await client(t).call('POST', '/api/reactivate.php', { token })).json().error).toBe(
      'link_invalid',
    );
    expect(await purgeDeletedAccounts(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await client(t).signup({ email })).statusCode).toBe(201);
  });
});
