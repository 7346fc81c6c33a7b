import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { canonicalEmail, isDisposableEmail } from './address-policy';
import { client } from './testkit';

describe('address forms', () => {
  it('folds case, +tags and, for Gmail only, dots and googlemail.com', () => {
    expect(canonicalEmail('Jan.de.Vries+again@GoogleMail.com')).toBe('jandevries@gmail.com');
    expect(canonicalEmail('j.an+x+y@gmail.com')).toBe('jan@gmail.com');
    expect(canonicalEmail('Jan.de.Vries+again@example.nl')).toBe('jan.de.vries@example.nl');
    expect(canonicalEmail('+only@example.nl')).toBe('+only@example.nl');
  });

  it('knows throwaway-mail domains and their subdomains from the shipped list, not ordinary ones', () => {
    expect(isDisposableEmail('x@mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@eu.mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@yopmail.com')).toBe(true);
    for (const ok of ['x@gmail.com', 'x@example.com', 'x@hotmail.nl', 'x@web.de', 'x@outlook.com']) {
      expect(isDisposableEmail(ok)).toBe(false);
    }
  });
});

const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

const refusedWith = (res: {
  statusCode: number;
  json(): { error: string; fields?: Record<string, string> };
}) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('validation_failed');
  return res.json().fields?.email;
};

async function signUp(email: string) {
  return client(t).signup({ email, name: 'Someone' });
}

async function ban(email: string, until: Date | null = null) {
  await t.db
    .update(users)
    .set({ bannedAt: clock.now(), bannedUntil: until, banReason: 'harassment' })
    .where(eq(users.email, email));
}

describe('sign-up refuses throwaway and banned addresses', () => {
  it('refuses a throwaway address with email_disposable, and a normal address still signs up', async () => {
    expect(refusedWith(await signUp('spam@mailinator.com'))).toBe('email_disposable');
    expect((await t.db.select().from(users).where(eq(users.email, 'spam@mailinator.com'))).length).toBe(0);
    expect((await signUp('sanne@example.com')).statusCode).toBe(201);
  });

  it('refuses +tag, upper-case and Gmail variants of a banned address, not other addresses', async () => {
    expect((await signUp('bad.guy@gmail.com')).statusCode).toBe(201);
    expect((await signUp('mark@example.nl')).statusCode).toBe(201);
    await ban('bad.guy@gmail.com');
    await ban('mark@example.nl');
    for (const variant of ['badguy+again@gmail.com', 'b.a.d.g.u.y@googlemail.com', 'Bad.Guy+x@Gmail.com']) {
      expect(refusedWith(await signUp(variant))).toBe('email_refused');
    }
    expect(refusedWith(await signUp('mark+again@example.nl'))).toBe('email_refused');
    // The very address in upper case stays refused, as before.
    expect((await signUp('MARK@example.nl')).statusCode).toBeGreaterThanOrEqual(400);
    // Dots count outside Gmail, and other people at the same domain are welcome.
    expect((await signUp('m.ark@example.nl')).statusCode).toBe(201);
    expect((await signUp('good.guy@gmail.com')).statusCode).toBe(201);
  });

  it('lets the address back once a ban with an end has ended', async () => {
    expect((await signUp('temp@example.org')).statusCode).toBe(201);
    await ban('temp@example.org', new Date(clock.now().getTime() + DAY));
    expect(refusedWith(await signUp('temp+1@example.org'))).toBe('email_refused');
    clock.advance(2 * DAY);
    expect((await signUp('temp+2@example.org')).statusCode).toBe(201);
  });

  it('refuses a throwaway address as a new address for an account', async () => {
    const c = client(t);
    expect((await c.signup({ email: 'change@example.com', name: 'Changer' })).statusCode).toBe(201);
    const res = await c.call('PUT', '/api/email.php', {
      email: 'me@mailinator.com',
      password: 'Correct horse battery staple 42',
    });
    expect(refusedWith(res)).toBe('email_disposable');
  });
});
