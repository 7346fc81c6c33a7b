import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { SiteService } from '../sites/service';
import { refreshListing } from './profile-store';
import { MemberService } from './service';

// The logged-out members page is kept per site for VISITOR_CACHE_SECONDS (decision 030): a long
// time here, so that only the clearing on a profile change can make a new answer.
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'visitors.test';

beforeAll(async () => {
  t = await createTestApp({ env: { VISITOR_CACHE_SECONDS: '300' } });
  await t.addSite({ domain: HOST, name: 'Visitor Test', countries: ['NL'] });
});
afterAll(async () => t?.close());

let n = 0;
async function member(name: string, host = HOST) {
  const c = client(t, host);
  const res = await c.signup({
    email: `v${++n}@example.com`,
    name,
    gender: 'female',
    date_of_birth: '1990-01-01',
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}

const visitorPage = async () => {
  const res = await client(t, HOST).call('GET', '/api/members.php');
  expect(res.statusCode).toBe(200);
  return res.json().profiles as { id: number; name: string }[];
};

describe('the visitors’ members page', () => {
  it('is one answer per site for every visitor, made anew when a member edits a profile', async () => {
    const anna = await member('Anna');
    expect((await visitorPage()).map((p) => p.name)).toEqual(['Anna']);

    // Listed behind the page's back: visitors keep seeing the kept answer meanwhile.
    const bea = await member('Bea');
    expect((await visitorPage()).map((p) => p.id)).toEqual([anna.id]);

    // A profile edit clears the site's kept answers at once.
    expect((await anna.c.call('PUT', '/api/profile.php', { name: 'Annabel' })).statusCode).toBe(200);
    const fresh = await visitorPage();
    expect(fresh.map((p) => p.id).sort()).toEqual([anna.id, bea.id].sort());
    expect(fresh.find((p) => p.id === anna.id)?.name).toBe('Annabel');
  });

  it('is not what a logged-in member sees: their page is their own', async () => {
    const cara = await member('Cara');
    const page = await cara.c.call('GET', '/api/members.php');
    expect(page.json().profiles.map((p: { id: number }) => p.id)).not.toContain(cara.id);
  });

  it('gives a member the shared count of the site’s listed members less themselves and those blocked either way', async () => {
    const host = 'totals.test';
    await t.addSite({ domain: host, name: 'Totals', countries: ['NL'] });
    const [ada, bo, cy, di, ed] = await Promise.all(
      ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((n) => member(n, host)),
    );
    const total = async (who: { c: ReturnType<typeof client> }, query = '') => {
      const res = await who.c.call('GET', `/api/members.php${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; profiles: { id: number }[] };
    };
    expect((await total(ada!)).total).toBe(4);
    // Ada blocks Bo, Cy blocks Ada: both leave Ada's page and her total, not Di's.
    await ada!.c.call('POST', '/api/block.php', { profile_id: bo!.id });
    await cy!.c.call('POST', '/api/block.php', { profile_id: ada!.id });
    const page = await total(ada!);
    expect(page.profiles.map((p) => p.id).sort()).toEqual([di!.id, ed!.id].sort());
    expect(page.total).toBe(2);
    expect((await total(di!)).total).toBe(4);
    // The filters count too: a gender nobody has.
    expect((await total(ada!, '?gender=male')).total).toBe(0);
    // Listed behind the kept ranking's back: members' pages, like visitors', show her once the
    // site's kept answers are made anew (a profile edit here, or their time running out).
    const fay = await member('Fay', host);
    expect((await total(di!)).profiles.map((p) => p.id)).not.toContain(fay.id);
    expect((await total(di!)).total).toBe(4);
    expect((await ed!.c.call('PUT', '/api/profile.php', { name: 'Eddie' })).statusCode).toBe(200);
    const after = await total(di!);
    expect(after.profiles.map((p) => p.id)).toContain(fay.id);
    expect(after.profiles.find((p) => p.id === ed!.id)).toMatchObject({ name: 'Eddie' });
    expect(after.total).toBe(5);
    expect((await total(ada!)).total).toBe(3);
  });

  it('takes a block out of a member’s page at once, though the site’s ranking is kept', async () => {
    const host = 'blocks-now.test';
    await t.addSite({ domain: host, name: 'Blocks Now', countries: ['NL'] });
    const [jo, kim, lu] = await Promise.all(['Jo', 'Kim', 'Lu'].map((n) => member(n, host)));
    const ids = async () =>
      ((await jo!.c.call('GET', '/api/members.php')).json().profiles as { id: number }[]).map((p) => p.id);
    expect((await ids()).sort()).toEqual([kim!.id, lu!.id].sort());
    await jo!.c.call('POST', '/api/block.php', { profile_id: kim!.id });
    expect(await ids()).toEqual([lu!.id]);
    await lu!.c.call('POST', '/api/block.php', { profile_id: jo!.id });
    expect(await ids()).toEqual([]);
  });

  it('answers a member the same when the page is not read with the session', async () => {
    const host = 'own-read.test';
    await t.addSite({ domain: host, name: 'Own Read', countries: ['NL'] });
    const [gil, hal] = await Promise.all(['Gil', 'Hal', 'Ivy'].map((n) => member(n, host)));
    await gil!.c.call('POST', '/api/block.php', { profile_id: hal!.id });
    const site = (await new SiteService(t.db).all()).find((s) => s.domain === host)!;
    const service = new MemberService(t.db, systemClock, 300_000);
    for (const query of ['', '?gender=female&min_age=30', '?page=2']) {
      const viaRoute = (await gil!.c.call('GET', `/api/members.php${query}`)).json();
      const filters = Object.fromEntries(new URLSearchParams(query.slice(1)));
      const own = await service.search(site, gil!.id, {
        page: Number(filters.page ?? 1),
        ...(filters.gender ? { gender: filters.gender as 'female' } : {}),
        ...(filters.min_age ? { min_age: Number(filters.min_age) } : {}),
      });
      expect(JSON.parse(JSON.stringify(own))).toEqual(viaRoute);
    }
  });

  it('pages a long list in order past the pages whose offsets are written into their statements', async () => {
    const host = 'long-list.test';
    await t.addSite({ domain: host, name: 'Long List', countries: ['NL'] });
    const viewer = await member('Viewer', host);
    const site = (await new SiteService(t.db).all()).find((s) => s.domain === host)!;
    const blocker = await member('Blocker', host);
    // 24 × 13 + 5 listed members, each a second less recently active than the one before: more
    // than the site's kept ranking holds (the first 10 pages and two to spare).
    const listed = 24 * 13 + 5;
    await t.db.execute(sql`
      with created as (
        insert into users (site_id, email, password_hash, status, language)
        select ${site.id}, 'long' || g || '@example.com', 'x', 'active', 'en' from generate_series(1, ${listed}) g
        returning id)
      insert into profiles (user_id, site_id, name, gender, seeking, birth_date, country, status, searchable, last_active_at)
      select id, ${site.id}, 'Long', 'female', 'male', '1990-01-01', 'NL', 'active', true,
             now() - interval '1 hour' - id * interval '1 second'
        from created`);
    // The blocker blocked 60 of the first members listed: more than the ranking has to spare, so
    // their later pages are read whole.
    await t.db.execute(sql`
      insert into blocks (blocker_id, blocked_id)
      select ${blocker.id}, p.user_id from profiles p
       where p.site_id = ${site.id} and p.name = 'Long' order by p.user_id limit 60`);
    for (const [who, total] of [
      [viewer, listed + 1],
      [blocker, listed + 1 - 60],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 15; page++) {
        const res = await who.c.call('GET', `/api/members.php?page=${page}&min_age=30`);
        expect(res.statusCode).toBe(200);
        const answer = res.json() as { total: number; profiles: { id: number }[] };
        expect(answer.total).toBe(total);
        expect(answer.profiles.length).toBe(Math.max(0, Math.min(24, total - (page - 1) * 24)));
        seen.push(...answer.profiles.map((p) => p.id));
      }
      // Most recently active first: the other test member (more recently active) first, then the
      // lowest ids; none twice, none left out.
      const others = seen.filter((id) => id !== viewer.id && id !== blocker.id);
      expect(others).toEqual([...others].sort((a, b) => a - b));
      expect(new Set(seen).size).toBe(total);
      expect(seen).not.toContain(who.id);
    }
  });
});
