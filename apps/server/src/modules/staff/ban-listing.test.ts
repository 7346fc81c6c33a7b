import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, users } from '../../db/schema';
import { endExpiredBans } from '../../jobs/end-expired-bans';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';

/** A banned member leaves search, swipe, the landers and new conversations (decision 042). */
const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let moderator: ReturnType<typeof client>;
const HOST = 'ban-listing.test';

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.addSite({ domain: HOST, name: 'Ban Listing Test', signupCredits: 100 });
  moderator = client(t);
  expect((await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

let n = 0;
async function member(gender: 'male' | 'female' = 'female') {
  const c = client(t, HOST);
  const res = await c.signup({
    email: `b${++n}-${randomUUID().slice(0, 6)}@example.com`,
    name: `Member ${n}`,
    gender,
    seeking: gender === 'female' ? 'male' : 'female',
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  // Landers show members with a main photo.
  const [photo] = await t.db
    .insert(photos)
    .values({ userId: id, filename: `b${n}.jpg`, thumbFilename: `b${n}-t.jpg`, width: 600, height: 600 })
    .returning({ id: photos.id });
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Where `viewer` meets `target`: search, swipe, the landers, the profile page. */
async function seen(viewer: Member, target: Member) {
  const search = (await viewer.c.call('GET', '/api/members.php?page=1')).json();
  const swipe = (await viewer.c.call('GET', '/api/swipe.php')).json();
  const lander = (await client(t, HOST).call('GET', '/api/lander.php?count=24')).json();
  const ids = (list: { id: number }[]) => list.map((p) => p.id);
  return {
    search: ids([...search.profiles, ...search.similar]).includes(target.id),
    swipe: ids(swipe.profiles).includes(target.id),
    lander: ids(lander.profiles).includes(target.id),
    page: (await viewer.c.call('GET', `/api/member.php?id=${target.id}`)).statusCode === 200,
  };
}
const everywhere = { search: true, swipe: true, lander: true, page: true };
const nowhere = { search: false, swipe: false, lander: false, page: false };

describe('a banned member', () => {
  it('leaves search, swipe, the landers, the profile page and new conversations until the ban is lifted', async () => {
    const banned = await member('male');
    const viewer = await member();
    expect(await seen(viewer, banned)).toEqual(everywhere);

    const ban = await moderator.call('POST', '/api/staff/ban.php', {
      user_id: banned.id,
      reason: 'spam',
      days: null,
    });
    expect(ban.statusCode).toBe(200);
    expect(await seen(viewer, banned)).toEqual(nowhere);
    const chat = await viewer.c.call('POST', '/api/chat.php', {
      profile_id: banned.id,
      text: 'Hi',
      client_id: randomUUID(),
    });
    expect(chat.statusCode).toBe(404);

    expect((await moderator.call('DELETE', '/api/staff/ban.php', { user_id: banned.id })).statusCode).toBe(
      200,
    );
    expect(await seen(viewer, banned)).toEqual(everywhere);
  });

  it('comes back when a ban for some days runs out', async () => {
    const banned = await member('male');
    const viewer = await member();
    await moderator.call('POST', '/api/staff/ban.php', { user_id: banned.id, reason: 'spam', days: 3 });
    expect(await seen(viewer, banned)).toEqual(nowhere);
    expect(await endExpiredBans(t.db, clock)).toEqual({ bans: 0 });
    clock.advance(3 * DAY + 1000);
    expect(await endExpiredBans(t.db, clock)).toEqual({ bans: 1 });
    expect(await seen(viewer, banned)).toEqual(everywhere);
    expect(await endExpiredBans(t.db, clock)).toEqual({ bans: 0 });
  });
});
