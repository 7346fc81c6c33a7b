import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';

let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'reports.test';

beforeAll(async () => {
  t = await createTestApp();
  await t.addSite({ domain: HOST, name: 'Reports Test', signupCredits: 100 });
});
afterAll(async () => t?.close());

let n = 0;
async function member() {
  const c = client(t, HOST);
  const res = await c.signup({
    email: `r${++n}-${randomUUID().slice(0, 6)}@example.com`,
    name: `Member ${n}`,
  });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id };
}

async function send(from: Awaited<ReturnType<typeof member>>, to: { id: number }, text: string) {
  const sent = await from.c.call('POST', '/api/chat.php', {
    profile_id: to.id,
    text,
    client_id: randomUUID(),
  });
  expect(sent.statusCode).toBe(200);
  return sent.json().message.id as number;
}

const reportsOf = (reporterId: number) =>
  t.db.select().from(reports).where(eq(reports.reporterId, reporterId));

describe('reporting a message', () => {
  it('takes a message the reported member sent to the reporter', async () => {
    const [anna, bert] = [await member(), await member()];
    await send(anna, bert, 'Hello Bert');
    const insult = await send(bert, anna, 'Something rude');
    const res = await anna.c.call('POST', '/api/report.php', {
      profile_id: bert.id,
      message_id: insult,
      reason: 'harassment',
    });
    expect(res.statusCode).toBe(201);
    expect((await reportsOf(anna.id))[0]).toMatchObject({ profileId: bert.id, messageId: insult });
  });

  it('refuses a message of a conversation the reporter is not part of, and one the member did not write', async () => {
    const [anna, bert, eve] = [await member(), await member(), await member()];
    const own = await send(anna, bert, 'A private message');
    const reply = await send(bert, anna, 'A private answer');
    for (const [reporter, profile, messageId] of [
      [eve, bert, reply], // someone else's conversation: staff would read it
      [eve, anna, own],
      [anna, bert, own], // the reporter's own message, not the reported member's
      [anna, bert, 2_000_000_000],
    ] as const) {
      const res = await reporter.c.call('POST', '/api/report.php', {
        profile_id: profile.id,
        message_id: messageId,
        reason: 'harassment',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    expect(await reportsOf(eve.id)).toHaveLength(0);
    expect(await reportsOf(anna.id)).toHaveLength(0);
  });
});

describe('reporting and blocking in one step (decision 036)', () => {
  it("with block: true, refuses the reported member's next message to the reporter as blocked", async () => {
    const [anna, bert] = [await member(), await member()];
    await send(bert, anna, 'Hello Anna');
    const res = await anna.c.call('POST', '/api/report.php', {
      profile_id: bert.id,
      reason: 'harassment',
      block: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().report).toMatchObject({ blocked: true });
    const again = await bert.c.call('POST', '/api/chat.php', {
      profile_id: anna.id,
      text: 'Why did you ignore me?',
      client_id: randomUUID(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('blocked');
    expect(await reportsOf(anna.id)).toHaveLength(1);
  });

  it('without block, only reports, as before: the reported member can still write', async () => {
    const [anna, bert] = [await member(), await member()];
    const res = await anna.c.call('POST', '/api/report.php', { profile_id: bert.id, reason: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(res.json().report).toMatchObject({ blocked: false });
    await send(bert, anna, 'Still here');
  });

  it('neither reports nor blocks when the report is refused', async () => {
    const [anna, bert] = [await member(), await member()];
    const res = await anna.c.call('POST', '/api/report.php', {
      profile_id: bert.id,
      message_id: 2_000_000_000,
      reason: 'harassment',
      block: true,
    });
    expect(res.statusCode).toBe(404);
    await send(bert, anna, 'Not blocked');
    expect(await reportsOf(anna.id)).toHaveLength(0);
  });
});
