import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannedAddresses, sites, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { canonicalEmail, hashEarlierBans, isDisposableEmail } from './address-policy';
import { client } from './testkit';

describe('address forms', () => {
  it('folds case, +tags and, for Gmail only, dots and googlemail.com', () => {
    expect(canonicalEmail('Jan.de.Vries+again@GoogleMail.com')).toBe('jandevries@gmail.com');
    expect(canonicalEmail('j.an+x+y@gmail.com')).toBe('jan@gmail.com');
    expect(canonicalEmail('Jan.de.Vries+again@example.nl')).toBe('jan.de.vries@example.nl');
    expect(canonicalEmail('+only@example.nl')).toBe('+only@example.nl');
    expect(canonicalEmail('+a+b@example.nl')).toBe('+a@example.nl');
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
let moderator: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
const OTHER = 'other-site.test';
beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.addSite({ domain: OTHER, name: 'Other Site' });
  moderator = client(t);
  expect((await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
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
const taken = (res: { statusCode: number; json(): { error: string } }) => {
  expect(res.statusCode).toBe(409);
  return res.json().error;
};

async function signUp(email: string, host?: string) {
  return client(t, host).signup({ email, name: 'Someone' });
}

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A ban as staff make it, through the console's call. */
async function ban(email: string, days: number | null = null) {
  const res = await moderator.call('POST', '/api/staff/ban.php', {
    user_id: await idOf(email),
    reason: 'harassment',
    days,
  });
  expect(res.statusCode).toBe(200);
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
    await ban('temp@example.org', 1);
    expect(refusedWith(await signUp('temp+1@example.org', OTHER))).toBe('email_refused');
    clock.advance(2 * DAY);
    expect((await signUp('temp+2@example.org', OTHER)).statusCode).toBe(201);
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

describe('a ban keeps a keyed hash of the address (decision 042)', () => {
  it('refuses the address on every site, also after the banned account is erased, and keeps no address', async () => {
    expect((await signUp('eve.troll@gmail.com')).statusCode).toBe(201);
    const id = await idOf('eve.troll@gmail.com');
    await ban('eve.troll@gmail.com');
    expect(refusedWith(await signUp('evetroll+new@googlemail.com', OTHER))).toBe('email_refused');
    const erased = await admin.call('POST', '/api/staff/erase.php', {
      user_id: id,
      confirm_email: 'eve.troll@gmail.com',
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(refusedWith(await signUp('eve.troll@gmail.com'))).toBe('email_refused');
    expect(refusedWith(await signUp('e.v.e.troll+3@gmail.com', OTHER))).toBe('email_refused');
    const kept = await t.db.select().from(bannedAddresses);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toContain(canonicalEmail('eve.troll@gmail.com').split('@')[0]);
    }
    // Only a keyed hash: the plain SHA-256 of the address is not what is kept.
    const plain = createHash('sha256').update('evetroll@gmail.com').digest('hex');
    expect(kept.map((r) => r.hash)).not.toContain(plain);
  });

  it('lets the address back when the ban is lifted', async () => {
    expect((await signUp('lifted@example.net')).statusCode).toBe(201);
    await ban('lifted@example.net');
    expect(refusedWith(await signUp('lifted+x@example.net', OTHER))).toBe('email_refused');
    const lifted = await moderator.call('DELETE', '/api/staff/ban.php', {
      user_id: await idOf('lifted@example.net'),
    });
    expect(lifted.statusCode).toBe(200);
    expect((await signUp('lifted+x@example.net', OTHER)).statusCode).toBe(201);
  });

  it('hashes the bans made before the hashes were kept, once, at start', async () => {
    // Banned before this version: banned_at set, no hash (main.ts runs hashEarlierBans at start).
    const [site] = await t.db.select({ id: sites.id }).from(sites).limit(1);
    await t.db.insert(users).values({
      siteId: site!.id,
      email: 'old.ban@example.com',
      passwordHash: 'x',
      language: 'en',
      bannedAt: clock.now(),
      banReason: 'spam',
    });
    expect(await hashEarlierBans(t.db)).toBe(1);
    expect(await hashEarlierBans(t.db)).toBe(0);
    expect(refusedWith(await signUp('old.ban+2@example.com', OTHER))).toBe('email_refused');
  });
});

describe('one account per mailbox and site (decision 042)', () => {
  it('answers a +tag, case or Gmail-dot variant of a live account as taken, on that site only', async () => {
    expect((await signUp('jan.jansen@gmail.com')).statusCode).toBe(201);
    expect((await signUp('piet@example.be')).statusCode).toBe(201);
    for (const variant of [
      'janjansen@gmail.com',
      'Jan.Jansen+credits@googlemail.com',
      'j.a.n.jansen@gmail.com',
    ]) {
      expect(taken(await signUp(variant))).toBe('email_taken');
    }
    expect(taken(await signUp('piet+2@example.be'))).toBe('email_taken');
    expect(taken(await signUp('PIET@example.be'))).toBe('email_taken');
    expect((await signUp('p.iet@example.be')).statusCode).toBe(201);
    expect((await signUp('piet+2@example.be', OTHER)).statusCode).toBe(201);
  });

  it('refuses an e-mail change to a variant of another account of the site', async () => {
    const c = client(t);
    expect((await c.signup({ email: 'klaas@example.com', name: 'Klaas' })).statusCode).toBe(201);
    expect((await signUp('truus@example.com')).statusCode).toBe(201);
    const res = await c.call('PUT', '/api/email.php', {
      email: 'truus+me@example.com',
      password: 'Correct horse battery staple 42',
    });
    expect(taken(res)).toBe('email_taken');
  });

  it('keeps the canonical form in the database as canonicalEmail computes it', async () => {
    const addresses = ['A.B+c@GoogleMail.com', 'x.y+z+w@example.com', '+plus@example.com', 'Q.R@gmail.com'];
    for (const email of addresses) expect((await signUp(email, OTHER)).statusCode).toBe(201);
    const rows = await t.db.select({ email: users.email, canonical: users.emailCanonical }).from(users);
    for (const row of rows) expect(row.canonical).toBe(canonicalEmail(row.email));
  });
});

describe('the site setting refuse_disposable_email', () => {
  it('is on by default and, switched off, lets a throwaway address sign up', async () => {
    const site = (await admin.call('GET', '/api/staff/sites.php'))
      .json()
      .sites.find((s: { settings: { domain: string } }) => s.settings.domain === OTHER);
    expect(site.settings.refuse_disposable_email).toBe(true);
    expect(refusedWith(await signUp('bot@mailinator.com', OTHER))).toBe('email_disposable');
    const off = await admin.call('PUT', '/api/staff/site.php', {
      id: site.id,
      refuse_disposable_email: false,
    });
    expect(off.statusCode).toBe(200);
    t.app.sites.invalidate();
    expect((await signUp('bot@mailinator.com', OTHER)).statusCode).toBe(201);
    expect(refusedWith(await signUp('bot@mailinator.com'))).toBe('email_disposable');
  });
});
