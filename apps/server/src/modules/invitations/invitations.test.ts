import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
const HOST = 'invite.test';
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof client>;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  siteId = (await t.addSite({ domain: HOST, name: 'Invite Only', signups: 'invite_only' })).id;
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

let n = 0;
const signup = (invite?: string, email = `invited${++n}@example.com`) =>
  client(t, HOST).signup({ email, name: `Invited ${n}` }, invite === undefined ? '' : `?invite=${invite}`);

async function invitation(body: Record<string, unknown> = {}) {
  const res = await admin.call('POST', '/api/staff/invitations.php', {
    site_id: siteId,
    label: 'Friends',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const list = (await admin.call('GET', `/api/staff/invitations.php?site_id=${siteId}`)).json().invitations;
  const made = list.find((i: { id: number }) => i.id === id);
  return { id, ...made, token: new URL(made.url).pathname.slice(1) as string };
}

const valid = async (token: string) =>
  (await client(t, HOST).call('GET', `/api/invitation.php?token=${token}`)).json().invitation.valid;

describe('sign-up by invitation only', () => {
  it('refuses a sign-up without an invitation, and with an unknown one', async () => {
    expect((await signup()).json()).toMatchObject({ error: 'signups_closed' });
    const unknown = await signup('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ error: 'invite_invalid' });
    expect(await valid('AAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    const noToken = await client(t, HOST).call('GET', '/api/invitation.php');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({
      error: 'validation_failed',
      fields: { token: expect.any(String) },
    });
  });

  it('signs up through a link until its uses are gone, recording the invitation', async () => {
    const link = await invitation({ max_uses: 2 });
    expect(link).toMatchObject({ uses: 0, max_uses: 2, valid: true, revoked: false });
    expect(link.url).toMatch(new RegExp(`^https?://${HOST}(:\\d+)?/[A-Za-z0-9_-]{24}$`));
    expect(await valid(link.token)).toBe(true);

    const first = await signup(link.token);
    expect(first.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, first.json().user.id));
    expect(row!.tracking).toMatchObject({ invitation: String(link.id) });
    expect((await signup(link.token)).statusCode).toBe(201);
    const third = await signup(link.token);
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toBe('invite_invalid');
    expect(await valid(link.token)).toBe(false);
    const [used] = await t.db.select().from(invitations).where(eq(invitations.id, link.id));
    expect(used!.uses).toBe(2);
  });

  it('gives the use back when the sign-up fails, and lets exactly max_uses concurrent sign-ups in', async () => {
    const link = await invitation({ max_uses: 1 });
    // An address already taken on the site (made here directly: the site is invitation-only).
    const other = await invitation({ max_uses: 1 });
    expect((await signup(other.token, 'taken@example.com')).statusCode).toBe(201);
    expect((await signup(link.token, 'taken@example.com')).json().error).toBe('email_taken');
    expect(await valid(link.token)).toBe(true);

    const answers = await Promise.all(Array.from({ length: 5 }, () => signup(link.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
  });

  it('refuses an expired or revoked link; staff see why, audited', async () => {
    const expiring = await invitation({ expires: new Date(clock.now().getTime() + DAY).toISOString() });
    const revoked = await invitation();
    expect((await admin.call('DELETE', '/api/staff/invitations.php', { id: revoked.id })).statusCode).toBe(
      200,
    );
    clock.advance(DAY + 1);
    expect((await signup(expiring.token)).json().error).toBe('invite_invalid');
    expect((await signup(revoked.token)).json().error).toBe('invite_invalid');
    const list = (await admin.call('GET', '/api/staff/invitations.php')).json().invitations;
    expect(list.find((i: { id: number }) => i.id === expiring.id)).toMatchObject({
      valid: false,
      revoked: false,
    });
    expect(list.find((i: { id: number }) => i.id === revoked.id)).toMatchObject({
      valid: false,
      revoked: true,
    });
    const revokes = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.revoke'));
    expect(revokes.map((r) => r.targetId)).toContain(String(revoked.id));
  });

  it('refuses bad input: an end in the past, an unknown site, an empty label, an unknown id', async () => {
    const past = await admin.call('POST', '/api/staff/invitations.php', {
      site_id: siteId,
      label: 'Old',
      expires: new Date(clock.now().getTime() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expires: 'invalid_value' });
    const nowhere = await admin.call('POST', '/api/staff/invitations.php', { site_id: 9999, label: 'X' });
    expect(nowhere.statusCode).toBe(404);
    const empty = await admin.call('POST', '/api/staff/invitations.php', { site_id: siteId, label: ' ' });
    expect(empty.statusCode).toBe(400);
    const unknownRevoke = await admin.call('DELETE', '/api/staff/invitations.php', { id: 999_999 });
    expect(unknownRevoke.statusCode).toBe(404);
  });

  it('ignores an invitation on a site open to all', async () => {
    const res = await client(t).signup({ email: 'open@example.com' }, '?invite=whatever-token-here');
    expect(res.statusCode).toBe(201);
  });
});
