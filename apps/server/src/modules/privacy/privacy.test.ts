import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DAY, HOUR, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client, lastMail } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import { photoUpload, picture } from '../photos/testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'export.test';
const clock = new TestClock(new Date());

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.addSite({ domain: HOST, name: 'Export Test', signupCredits: 100 });
});
afterAll(async () => t?.close());

let n = 0;
async function member(name = 'Member') {
  const c = client(t, HOST);
  const email = `x${++n}-${randomUUID().slice(0, 6)}@example.com`;
  const res = await c.signup({ email, name: `${name} ${n}` });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active', paidUser: true }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id, email };
}

/** Asks for an export and returns the download path of the mailed link. */
async function requestExport(m: Awaited<ReturnType<typeof member>>) {
  const res = await m.c.call('POST', '/api/data-export.php', {});
  expect(res.statusCode).toBe(202);
  const { url } = await lastMail(t, m.email, '/settings?export=');
  return `/api/data-export.php?token=${url.searchParams.get('export')}`;
}

describe('a member’s own data export', () => {
  it('mails a one-time link whose archive holds the member’s data and photo files, and nobody else’s secrets', async () => {
    const anna = await member('Anna');
    const bert = await member('Bert');
    const upload = photoUpload(await picture(400, 300).jpeg().toBuffer());
    expect((await anna.c.call('POST', '/api/photos.php', upload.payload, upload.headers)).statusCode).toBe(
      201,
    );
    for (const [from, to, text] of [
      [anna, bert, 'Hello Bert'],
      [bert, anna, 'Hi Anna, nice to meet you'],
    ] as const) {
      const sent = await from.c.call('POST', '/api/chat.php', {
        profile_id: to.id,
        text,
        client_id: randomUUID(),
      });
      expect(sent.statusCode).toBe(200);
    }
    await anna.c.call('POST', '/api/likes.php', { profile_id: bert.id });
    await bert.c.call('POST', '/api/likes.php', { profile_id: anna.id });

    const path = await requestExport(anna);
    const res = await anna.c.call('GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="amora-data-\d+-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.account.email).toBe(anna.email);
    expect(data.profile.name).toMatch(/^Anna /);
    expect(data.messages.map((m: { text: string; sent_by_me: boolean }) => [m.text, m.sent_by_me])).toEqual([
      ['Hello Bert', true],
      ['Hi Anna, nice to meet you', false],
    ]);
    expect(data.conversations[0].with).toEqual({ id: bert.id, name: expect.stringMatching(/^Bert/) });
    expect(data.likes_given.map((l: { profile_id: number }) => l.profile_id)).toEqual([bert.id]);
    expect(data.likes_received.map((l: { profile_id: number }) => l.profile_id)).toEqual([bert.id]);
    expect(data.credit_ledger.length).toBeGreaterThanOrEqual(1);
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions).toHaveLength(1);
    expect(data.consents).toMatchObject({ invisible: false, notifications_disabled: [] });
    expect(data.photos).toHaveLength(1);
    // The photo file is in the archive, under the name data.json gives it.
    const photoFile = files[data.photos[0].file];
    expect(photoFile?.length).toBeGreaterThan(100);
    expect(new TextDecoder().decode(photoFile!.subarray(8, 12))).toBe('WEBP');
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|token_hash|p256dh|operatorId/);

    // Once: the same link again is gone.
    const again = await anna.c.call('GET', path);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('link_invalid');
  });

  it('answers another member’s link, a visitor and a wrong token with refusals', async () => {
    const owner = await member('Owner');
    const other = await member('Other');
    const path = await requestExport(owner);
    const stolen = await other.c.call('GET', path);
    expect(stolen.statusCode).toBe(410);
    expect(stolen.json().error).toBe('link_invalid');
    const visitor = client(t, HOST);
    const anonymous = await visitor.call('GET', path);
    expect([401, 403]).toContain(anonymous.statusCode);
    expect(anonymous.json().error).toBe('authentication_required');
    expect((await owner.c.call('GET', '/api/data-export.php?token=nope')).statusCode).toBe(410);
    expect((await owner.c.call('GET', '/api/data-export.php')).statusCode).toBe(400);
    expect((await visitor.call('POST', '/api/data-export.php', {})).json().error).toBe(
      'authentication_required',
    );
    // The refusals did not spend it: the owner still downloads.
    expect((await owner.c.call('GET', path)).statusCode).toBe(200);
  });

  it('takes one request a day and a link lasts seven days', async () => {
    const m = await member('Daily');
    const path = await requestExport(m);
    const second = await m.c.call('POST', '/api/data-export.php', {});
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: 'export_requested_recently' });
    expect(second.json().retry_after).toBeGreaterThan(23 * 3600);
    clock.advance(DAY + HOUR);
    const fresh = await requestExport(m);
    clock.advance(6 * DAY);
    // The first link is past its 7 days; the second one is not.
    expect((await m.c.call('GET', path)).statusCode).toBe(410);
    expect((await m.c.call('GET', fresh)).statusCode).toBe(200);
  });
});
