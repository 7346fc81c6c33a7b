import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, profiles, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'likes.test';

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.addSite({ domain: HOST, name: 'Likes Test' });
});
afterAll(async () => t?.close());

let n = 0;
async function member(gender: 'male' | 'female', seeking: 'male' | 'female') {
  const c = client(t, HOST);
  const res = await c.signup({ email: `liker${++n}@example.com`, name: `Liker ${n}`, gender, seeking });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}
const like = (c: ReturnType<typeof client>, id: number) =>
  c.call('POST', '/api/likes.php', { profile_id: id });

describe('likes and matches', () => {
  it('makes a match of mutual likes for both, and unliking removes it', async () => {
    const anna = await member('female', 'male');
    const ben = await member('male', 'female');
    expect((await like(anna.c, ben.id)).json()).toEqual({ match: false });
    const bensView = (await ben.c.call('GET', '/api/likes.php')).json();
    expect(bensView.liked_by).toEqual([{ id: anna.id, like_new: true }]);
    expect(bensView.profiles.map((p: { id: number }) => p.id)).toContain(anna.id);

    expect((await like(ben.c, anna.id)).json()).toEqual({ match: true });
    expect((await like(ben.c, anna.id)).json()).toEqual({ match: true }); // twice is harmless
    expect((await anna.c.call('GET', '/api/likes.php')).json().matches).toEqual([ben.id]);
    expect((await ben.c.call('GET', '/api/likes.php')).json()).toMatchObject({
      matches: [anna.id],
      liked: [anna.id],
    });

    await anna.c.call('DELETE', '/api/likes.php', { profile_id: ben.id });
    expect((await ben.c.call('GET', '/api/likes.php')).json()).toMatchObject({ matches: [], liked_by: [] });
    expect((await anna.c.call('GET', '/api/likes.php')).json().matches).toEqual([]);
  });

  it('clears the new-like flag when the liked member opens the profile', async () => {
    const cara = await member('female', 'male');
    const dan = await member('male', 'female');
    await like(cara.c, dan.id);
    expect((await dan.c.call('GET', '/api/likes.php')).json().liked_by).toEqual([
      { id: cara.id, like_new: true },
    ]);
    await dan.c.call('GET', `/api/member.php?id=${cara.id}`);
    expect((await dan.c.call('GET', '/api/likes.php')).json().liked_by).toEqual([
      { id: cara.id, like_new: false },
    ]);
  });

  it('refuses self, unknown, blocked and logged-out likes', async () => {
    const eva = await member('female', 'male');
    const finn = await member('male', 'female');
    expect((await like(eva.c, eva.id)).statusCode).toBe(400);
    expect((await like(eva.c, 99_999_999)).statusCode).toBe(404);
    await finn.c.call('POST', '/api/block.php', { profile_id: eva.id });
    const blocked = await like(eva.c, finn.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('blocked');
    const anon = await like(client(t, HOST), finn.id);
    expect(anon.statusCode).toBe(403);
    expect(anon.json().error).toBe('authentication_required');
  });

  it('never lists a blocked member among likes', async () => {
    const gina = await member('female', 'male');
    const hugo = await member('male', 'female');
    await like(gina.c, hugo.id);
    await hugo.c.call('POST', '/api/block.php', { profile_id: gina.id });
    const view = (await hugo.c.call('GET', '/api/likes.php')).json();
    expect(view.liked_by).toEqual([]);
    expect(view.profiles).toEqual([]);
  });
});

describe('swipe game', () => {
  it('offers fitting candidates and refuses the 5th free like of a day until the next day', async () => {
    const player = await member('male', 'female');
    const women = [];
    for (let i = 0; i < 7; i++) women.push(await member('female', 'male'));
    const man = await member('male', 'female');
    const stack = (await player.c.call('GET', '/api/swipe.php')).json();
    expect(stack.remaining_likes).toBe(4);
    expect(stack.profiles.every((p: { gender: string }) => p.gender === 'female')).toBe(true);
    expect(stack.profiles.map((p: { id: number }) => p.id)).not.toContain(man.id);

    const swipe = (id: number, action = 'like') =>
      player.c.call('POST', '/api/swipe.php', { profile_id: id, action });
    for (let i = 0; i < 4; i++) expect((await swipe(women[i]!.id)).json().remaining_likes).toBe(3 - i);
    const fifth = await swipe(women[4]!.id);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      error: 'daily_like_limit',
      limit: 4,
      resets_at: '2026-06-02T00:00:00.000Z',
    });
    expect((await swipe(women[5]!.id, 'pass')).statusCode).toBe(200);
    const after = (await player.c.call('GET', '/api/swipe.php')).json();
    const offered = after.profiles.map((p: { id: number }) => p.id);
    for (const seen of women.slice(0, 4).concat(women[5]!)) expect(offered).not.toContain(seen.id);
    expect(offered).toContain(women[4]!.id);

    clock.advance(DAY);
    expect((await swipe(women[4]!.id)).statusCode).toBe(200);
  });

  it('does not let parallel swipes pass the daily limit', async () => {
    const player = await member('male', 'female');
    const women = [];
    for (let i = 0; i < 8; i++) women.push(await member('female', 'male'));
    const results = await Promise.all(
      women.map((w) => player.c.call('POST', '/api/swipe.php', { profile_id: w.id, action: 'like' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it('gives premium members unlimited likes', async () => {
    const player = await member('female', 'male');
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, player.id));
    const men = [];
    for (let i = 0; i < 6; i++) men.push(await member('male', 'female'));
    expect((await player.c.call('GET', '/api/swipe.php')).json().remaining_likes).toBeNull();
    for (const m of men) {
      expect(
        (await player.c.call('POST', '/api/swipe.php', { profile_id: m.id, action: 'like' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('auto-like', () => {
  it('has a fitting staff-run profile like the member, a few times a day at most, never a real member', async () => {
    const newcomer = await member('male', 'female');
    const real: number[] = [];
    for (let i = 0; i < 3; i++) real.push((await member('female', 'male')).id);
    const staffRun: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { id } = await member('female', 'male');
      await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, id));
      staffRun.push(id);
    }
    const liked: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { profile } = (await newcomer.c.call('GET', '/api/auto-like.php')).json();
      if (profile) liked.push(profile.id as number);
      // The one answer made to lead a new member to a staff-run profile says so.
      if (profile) expect(profile.fictional).toBe(true);
    }
    expect(liked).toHaveLength(3);
    for (const id of liked) expect(staffRun).toContain(id);
    const view = (await newcomer.c.call('GET', '/api/likes.php')).json();
    expect(view.liked_by.map((l: { id: number }) => l.id).sort()).toEqual([...liked].sort());
    expect(view.liked_by.some((l: { id: number }) => real.includes(l.id))).toBe(false);
    // Each one is a received like in the member's notifications too, naming who; the refused
    // fourth and fifth add none.
    const { notifications } = (await newcomer.c.call('GET', '/api/notifications.php')).json();
    const received = notifications.filter((x: { type: string }) => x.type === 'like_received');
    expect(received.map((x: { actor: { id: number } }) => x.actor.id).sort()).toEqual([...liked].sort());
    expect(received.every((x: { actor: { fictional: boolean } }) => x.actor.fictional)).toBe(true);
  });

  it('turns an older auto-like row of a real member into their own like when they like', async () => {
    const player = await member('male', 'female');
    const her = await member('female', 'male');
    // Made by the earlier auto-like, which also picked real members.
    await t.db.insert(likes).values({ likerId: player.id, likedId: her.id, via: 'auto', isNew: false });
    const before = (await player.c.call('GET', '/api/swipe.php')).json().remaining_likes as number;
    const res = await player.c.call('POST', '/api/swipe.php', { profile_id: her.id, action: 'like' });
    expect(res.statusCode).toBe(200);
    expect(res.json().remaining_likes).toBe(before - 1);
    const [row] = await t.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, player.id), eq(likes.likedId, her.id)));
    expect(row).toMatchObject({ via: 'swipe', isNew: true });
  });
});
