import { LOCALE_COOKIE } from '@amora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, profiles, regions, sites, users } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { CLIENT, client } from '../auth/testkit';
import { refreshListing } from './profile-store';

const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'search.test';
let regionNH: number;
let regionUT: number;
let regionBY: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A site of its own, so demo members do not mix into these results.
  await t.addSite({ domain: HOST, name: 'Search Test', countries: ['NL', 'DE'] });
  const nl = await t.db.select().from(regions).where(eq(regions.country, 'NL'));
  regionNH = nl.find((r) => r.code === 'NL-NH')!.id;
  regionUT = nl.find((r) => r.code === 'NL-UT')!.id;
  regionBY = (await t.db.select().from(regions).where(eq(regions.code, 'DE-BY')))[0]!.id;
});
afterAll(async () => t?.close());

let n = 0;
/** A confirmed member of the test site with the given profile. */
async function member(
  p: { gender?: 'male' | 'female'; birth?: string; country?: string; region?: number; name?: string } = {},
) {
  const c = client(t, HOST);
  const email = `m${++n}@example.com`;
  const res = await c.signup({
    email,
    name: p.name ?? `Member ${n}`,
    gender: p.gender ?? 'female',
    date_of_birth: p.birth ?? '1990-01-01',
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await t.db
    .update(profiles)
    .set({ country: p.country ?? 'NL', regionId: p.region ?? regionNH })
    .where(eq(profiles.userId, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id, email };
}

const search = (c: ReturnType<typeof client>, query: string) => c.call('GET', `/api/members.php${query}`);
const ids = (res: { json(): { profiles: { id: number }[] } }) => res.json().profiles.map((p) => p.id);

describe('own profile', () => {
  it('reads and edits every field, refusing bad values per field', async () => {
    const { c } = await member();
    const interestIds = (await c.call('GET', '/api/interests.php'))
      .json()
      .interests.slice(0, 3)
      .map((i: { id: number }) => i.id);
    const res = await c.call('PUT', '/api/profile.php', {
      name: 'Sophie',
      sexuality: 'bi',
      hair_colour: 'red',
      eye_colour: 'green',
      body_type: 'curvy',
      relationship_status: 'single',
      tattoos: 'some',
      signup_reason: 'relationship',
      interests: interestIds,
      country: 'NL',
      region_id: regionUT,
      about: 'Coffee, cats and long walks by the canals.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      name: 'Sophie',
      sexuality: 'bi',
      hair_colour: 'red',
      interests: interestIds,
      region: { id: regionUT, name: 'Utrecht' },
      age: 36,
      photo_limit: 3,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ hair_colour: 'purple' }, 'hair_colour'],
      [{ region_id: regionBY }, 'region_id'],
      [{ interests: [999_999] }, 'interests'],
      [{ about: 'x'.repeat(2001) }, 'about'],
      [{ name: '@sophie' }, 'name'],
      [{ country: 'XX' }, 'country'],
    ];
    for (const [body, field] of cases) {
      const bad = await c.call('PUT', '/api/profile.php', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await c.call('PUT', '/api/profile.php', { password_hash: 'x' })).statusCode).toBe(400);
    expect((await client(t, HOST).call('GET', '/api/profile.php')).statusCode).toBe(403);
  });
});

describe('search', () => {
  it('filters by gender, country, region and age, pages, and excludes hidden members', async () => {
    const me = await member({ gender: 'male' });
    const young = await member({ gender: 'female', birth: '2004-05-01', region: regionUT });
    const older = await member({ gender: 'female', birth: '1976-05-01' });
    const nearYoung = await member({
      gender: 'female',
      birth: '2001-05-01',
      country: 'DE',
      region: regionBY,
    });
    const german = await member({ gender: 'female', birth: '1990-05-01', country: 'DE', region: regionBY });
    const man = await member({ gender: 'male', birth: '1990-05-01' });
    const invisible = await member({ gender: 'female' });
    await invisible.c.call('PUT', '/api/preferences.php', { notifications_disabled: [], invisible: true });
    const blocker = await member({ gender: 'female' });
    await blocker.c.call('POST', '/api/block.php', { profile_id: me.id });
    const blocked = await member({ gender: 'female' });
    await me.c.call('POST', '/api/block.php', { profile_id: blocked.id });
    const deleted = await member({ gender: 'female' });
    await deleted.c.call('DELETE', '/api/user.php', {
      reason: 'other',
      password: 'Correct horse battery staple 42',
    });
    const unconfirmed = client(t, HOST);
    await unconfirmed.signup({ email: 'pending@example.com', name: 'Pending', gender: 'female' });

    const women = ids(await search(me.c, '?gender=female'));
    expect(women).toEqual(expect.arrayContaining([young.id, older.id, german.id]));
    for (const hidden of [invisible.id, blocker.id, blocked.id, deleted.id, man.id, me.id])
      expect(women).not.toContain(hidden);
    expect(women).not.toContain((await unconfirmed.me()).id);

    expect(ids(await search(me.c, '?gender=female&country=de&min_age=30'))).toEqual([german.id]);
    const utrecht = ids(await search(me.c, `?country=NL&countryregion=${regionUT}`));
    expect(utrecht).toContain(young.id);
    expect(utrecht).not.toContain(older.id);
    const range = ids(await search(me.c, '?gender=female&min_age=40&max_age=60'));
    expect(range).toEqual([older.id]);
    expect(ids(await search(me.c, '?gender=female&min_age=22&max_age=22'))).toEqual([young.id]);

    const answer = (await search(me.c, '?gender=female&page=1')).json();
    expect(answer).toMatchObject({ page: 1, per_page: 24 });
    expect(answer.total).toBe(answer.profiles.length);
    expect(answer.profiles[0]).toMatchObject({
      name: expect.any(String),
      age: expect.any(Number),
      fictional: false,
    });

    // Few results: similar profiles, never repeating a result.
    const few = (await search(me.c, '?gender=female&min_age=22&max_age=22')).json();
    expect(few.similar.map((p: { id: number }) => p.id)).toContain(nearYoung.id);
    expect(few.similar.map((p: { id: number }) => p.id)).not.toContain(young.id);

    expect((await search(me.c, '?min_age=10')).statusCode).toBe(400);
    expect((await search(me.c, '?gender=other')).statusCode).toBe(400);
  });

  it('pages through results', async () => {
    const me = await member({ gender: 'male' });
    for (let i = 0; i < 26; i++) await member({ gender: 'female', birth: '1960-02-02' });
    const first = (await search(me.c, '?gender=female&min_age=66&max_age=66')).json();
    const second = (await search(me.c, '?gender=female&min_age=66&max_age=66&page=2')).json();
    expect(first.total).toBe(26);
    expect(first.profiles).toHaveLength(24);
    expect(second.profiles).toHaveLength(2);
    const all = [...first.profiles, ...second.profiles].map((p: { id: number }) => p.id);
    expect(new Set(all).size).toBe(26);
  });

  it('lets visitors search per the site settings, first page only', async () => {
    const visitor = client(t, HOST);
    expect((await search(visitor, '?gender=female')).statusCode).toBe(200);
    expect((await search(visitor, '?page=2')).json().error).toBe('authentication_required');
    await t.db.update(sites).set({ loggedOutSearchTrafficsource: true }).where(eq(sites.domain, HOST));
    t.app.sites.invalidate();
    expect((await search(visitor, '')).statusCode).toBe(403);
    expect((await search(visitor, '?network=adnet')).statusCode).toBe(200);
    await t.db.update(sites).set({ loggedOutSearch: false }).where(eq(sites.domain, HOST));
    t.app.sites.invalidate();
    expect((await search(visitor, '?network=adnet')).statusCode).toBe(403);
  });
});

describe('profile page, blocking and reports', () => {
  it('shows a profile, hides it from a member it blocked, and takes reports', async () => {
    const viewer = await member({ gender: 'male' });
    const target = await member({ gender: 'female', name: 'Lotte' });
    const page = await viewer.c.call('GET', `/api/member.php?id=${target.id}`);
    expect(page.json().profile).toMatchObject({
      id: target.id,
      name: 'Lotte',
      blocked_by_me: false,
      more_photos: 'none',
    });
    expect((await viewer.c.call('GET', '/api/member.php?id=99999999')).statusCode).toBe(404);

    await target.c.call('POST', '/api/block.php', { profile_id: viewer.id });
    const refused = await viewer.c.call('GET', `/api/member.php?id=${target.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('blocked');
    await target.c.call('DELETE', '/api/block.php', { profile_id: viewer.id });
    expect((await viewer.c.call('GET', `/api/member.php?id=${target.id}`)).statusCode).toBe(200);

    expect((await viewer.c.call('POST', '/api/block.php', { profile_id: viewer.id })).statusCode).toBe(400);
    expect((await viewer.c.call('POST', '/api/block.php', { profile_id: 99999999 })).statusCode).toBe(404);
    expect((await client(t, HOST).call('POST', '/api/block.php', { profile_id: target.id })).statusCode).toBe(
      403,
    );

    const report = await viewer.c.call('POST', '/api/report.php', {
      profile_id: target.id,
      reason: 'fake',
      text: 'Stock photo',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().report).toMatchObject({ id: expect.any(Number), created_at: expect.any(String) });
    expect(
      (await viewer.c.call('POST', '/api/report.php', { profile_id: target.id, reason: 'because' }))
        .statusCode,
    ).toBe(400);
  });

  it('stores complaints from the public form', async () => {
    const res = await client(t, HOST).call('POST', '/api/complaint.php', {
      name: 'Jan',
      email: 'jan@example.com',
      subject: 'A profile',
      message: 'Please look at member 12.',
    });
    expect(res.statusCode).toBe(201);
    // Acknowledged by mail to the complainant, with the complaint's number and subject.
    const id = res.json().complaint.id;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'jan@example.com'));
    expect(mail).toMatchObject({
      template: 'complaint_received',
      subject: expect.stringContaining(`#${id}`),
    });
    expect(mail!.subject).toContain('Search Test');
    expect(mail!.text).toContain('A profile');
    expect(mail!.text).not.toContain('http');
    // In the visitor's language (locale cookie).
    const german = await client(t, HOST).call(
      'POST',
      '/api/complaint.php',
      { name: 'Jana', email: 'jana@example.com', subject: 'Ein Profil', message: 'Bitte prüfen.' },
      { cookie: `${LOCALE_COOKIE}=de` },
    );
    expect(german.statusCode).toBe(201);
    const [mailDe] = await t.db.select().from(outbox).where(eq(outbox.to, 'jana@example.com'));
    expect(mailDe!.subject).toBe(
      `Wir haben deine Beschwerde erhalten (#${german.json().complaint.id}) – Search Test`,
    );
    expect(mailDe!.text).toContain('„Ein Profil“');
    const bad = await client(t, HOST).call('POST', '/api/complaint.php', {
      name: 'Jan',
      email: 'nope',
      subject: 'x',
      message: 'y',
    });
    expect(bad.json().fields).toEqual({ email: 'email_invalid' });
  });
});

describe('geocode', () => {
  it('finds the region of a position offline', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/geocode.php?lat=52.37&lon=4.90',
      headers: { host: HOST, ...CLIENT },
    });
    expect(res.json()).toEqual({ country: 'NL', region: { id: regionNH, name: 'Noord-Holland' } });
    const sea = await t.app.inject({
      method: 'GET',
      url: '/api/geocode.php?lat=40&lon=-40',
      headers: { host: HOST },
    });
    expect(sea.json()).toEqual({ country: null, region: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/geocode.php?lat=95&lon=0', headers: { host: HOST } }))
        .statusCode,
    ).toBe(400);
  });
});
