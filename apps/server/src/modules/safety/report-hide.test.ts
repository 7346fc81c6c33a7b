import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sites, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';

/** Enough distinct reporters hide a profile until a moderator decides (decision 042). */
const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let moderator: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let siteId: number;
const HOST = 'hide.test';

beforeAll(async () => {
  t = await createTestApp({ clock });
  siteId = (await t.addSite({ domain: HOST, name: 'Hide Test', signupCredits: 100 })).id;
  moderator = client(t);
  expect((await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

let n = 0;
async function member(gender: 'male' | 'female' = 'female') {
  const c = client(t, HOST);
  const res = await c.signup({
    email: `h${++n}-${randomUUID().slice(0, 6)}@example.com`,
    name: `Member ${n}`,
    gender,
    seeking: gender === 'female' ? 'male' : 'female',
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}
type Member = Awaited<ReturnType<typeof member>>;

const report = async (from: Member, to: Member) => {
  const res = await from.c.call('POST', '/api/report.php', { profile_id: to.id, reason: 'harassment' });
  expect(res.statusCode).toBe(201);
};
const write = (from: Member, to: Member, text = 'Hello') =>
  from.c.call('POST', '/api/chat.php', { profile_id: to.id, text, client_id: randomUUID() });
const listed = async (viewer: Member, target: Member) => {
  const found = (await viewer.c.call('GET', '/api/members.php?page=1')).json();
  return [...found.profiles, ...found.similar].some((p: { id: number }) => p.id === target.id);
};
const setThreshold = async (value: number) => {
  const res = await admin.call('PUT', '/api/staff/site.php', { id: siteId, report_hide_threshold: value });
  expect(res.statusCode).toBe(200);
  t.app.sites.invalidate();
};
const queueEntry = async (profileId: number) => {
  const res = await moderator.call('GET', '/api/staff/reports.php');
  if (res.statusCode !== 200) throw new Error(res.body);
  const open = res.json().reports;
  return open.filter((r: { profile: { id: number } }) => r.profile.id === profileId);
};

describe('a profile reported by several members', () => {
  it('is hidden from search, swipe, the landers, its page and new conversations once three members report it', async () => {
    const harasser = await member('male');
    const [a, b, c, fourth, earlier] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    expect((await write(harasser, earlier, 'Hi there')).statusCode).toBe(200);
    expect(await listed(fourth, harasser)).toBe(true);

    await report(a, harasser);
    await report(a, harasser); // one member reporting twice counts once
    await report(b, harasser);
    expect(await listed(fourth, harasser)).toBe(true);
    await report(c, harasser);

    expect(await listed(fourth, harasser)).toBe(false);
    const swipe = (await fourth.c.call('GET', '/api/swipe.php')).json();
    expect(swipe.profiles.map((p: { id: number }) => p.id)).not.toContain(harasser.id);
    const lander = (await client(t, HOST).call('GET', '/api/lander.php?count=24')).json();
    expect(lander.profiles.map((p: { id: number }) => p.id)).not.toContain(harasser.id);
    expect((await fourth.c.call('GET', `/api/member.php?id=${harasser.id}`)).statusCode).toBe(404);
    const newChat = await write(fourth, harasser);
    expect(newChat.statusCode).toBe(404);
    expect(newChat.json().error).toBe('not_found');

    // The conversation that already existed stays readable, from both sides.
    const chats = (await earlier.c.call('GET', '/api/chats.php')).json().chats;
    const withHarasser = chats.find((x: { profile: { id: number } }) => x.profile.id === harasser.id);
    expect(withHarasser).toBeDefined();
    const read = await earlier.c.call('GET', `/api/chat.php?conversation=${withHarasser.conversation.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { text: string }) => m.text)).toContain('Hi there');

    const entries = await queueEntry(harasser.id);
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({ reporters: 3, profile: { hidden: true, fictional: false } });
  });

  it('orders the open queue by reporters, and comes back when a moderator decides', async () => {
    const harasser = await member('male');
    const [a, b, c, viewer] = [await member(), await member(), await member(), await member()];
    const single = await member('male');
    await report(a, single);
    for (const reporter of [a, b, c]) await report(reporter, harasser);
    const open = (await moderator.call('GET', '/api/staff/reports.php')).json().reports as {
      id: number;
      reporters: number;
      profile: { id: number };
    }[];
    const counts = open.map((r) => r.reporters);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(open.find((r) => r.profile.id === single.id)?.reporters).toBe(1);

    const first = open.find((r) => r.profile.id === harasser.id)!;
    const decided = await moderator.call('POST', '/api/staff/report-decision.php', {
      report_id: first.id,
      decision: 'dismissed',
    });
    expect(decided.statusCode).toBe(200);
    expect(await listed(viewer, harasser)).toBe(true);
    // The reports before the decision no longer count: one more report does not hide it again.
    await report(viewer, harasser);
    expect(await listed(viewer, harasser)).toBe(true);
    expect((await write(viewer, harasser)).statusCode).toBe(200);
  });

  it('stays hidden when the decision is a ban, and is listed again when the ban is lifted', async () => {
    const harasser = await member('male');
    const [a, b, c, viewer] = [await member(), await member(), await member(), await member()];
    for (const reporter of [a, b, c]) await report(reporter, harasser);
    const [entry] = await queueEntry(harasser.id);
    await moderator.call('POST', '/api/staff/report-decision.php', {
      report_id: entry.id,
      decision: 'actioned',
      action: 'ban',
      reason: 'harassment',
    });
    expect(await listed(viewer, harasser)).toBe(false);
    expect((await moderator.call('DELETE', '/api/staff/ban.php', { user_id: harasser.id })).statusCode).toBe(
      200,
    );
    expect(await listed(viewer, harasser)).toBe(true);
  });

  it('counts reporters of the last seven days only', async () => {
    const harasser = await member('male');
    const [a, b, c, viewer] = [await member(), await member(), await member(), await member()];
    await report(a, harasser);
    await report(b, harasser);
    clock.advance(8 * DAY);
    await report(c, harasser);
    expect(await listed(viewer, harasser)).toBe(true);
  });

  it('never hides a staff-run profile: the queue flags it instead', async () => {
    const persona = await member('male');
    await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, persona.id));
    const [a, b, c, viewer] = [await member(), await member(), await member(), await member()];
    for (const reporter of [a, b, c]) await report(reporter, persona);
    expect(await listed(viewer, persona)).toBe(true);
    const [entry] = await queueEntry(persona.id);
    expect(entry).toMatchObject({ reporters: 3, profile: { fictional: true, hidden: false } });
  });

  it('follows the site setting: 0 never hides, 2 hides at the second reporter', async () => {
    const [x, y] = [await member('male'), await member('male')];
    const [a, b, c, viewer] = [await member(), await member(), await member(), await member()];
    await setThreshold(0);
    for (const reporter of [a, b, c]) await report(reporter, x);
    expect(await listed(viewer, x)).toBe(true);
    await setThreshold(2);
    await report(a, y);
    expect(await listed(viewer, y)).toBe(true);
    await report(b, y);
    expect(await listed(viewer, y)).toBe(false);
    const refused = await admin.call('PUT', '/api/staff/site.php', { id: siteId, report_hide_threshold: -1 });
    expect(refused.statusCode).toBe(400);
    await setThreshold(3);
    const [row] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row!.reportHideThreshold).toBe(3);
  });
});
