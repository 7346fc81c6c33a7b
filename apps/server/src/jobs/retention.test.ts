import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  complaints,
  loginAttempts,
  outbox,
  rateLimits,
  reports,
  sessions,
  sites,
  smsOutbox,
  users,
} from '../db/schema';
import { DAY, TestClock } from '../lib/clock';
import { client } from '../modules/auth/testkit';
import { createTestApp } from '../test/harness';
import { enforceRetention, RETENTION } from './retention';

const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

const ago = (ms: number) => new Date(clock.now().getTime() - ms);
let n = 0;
async function memberId() {
  const res = await client(t).signup({ email: `kept${++n}@example.com` });
  return res.json().user.id as number;
}

describe('retention (privacy statement, section 5)', () => {
  it('deletes what has outlived its period and keeps the rest, once', async () => {
    const [site] = await t.db.select().from(sites).limit(1);
    const [a, b, banned, unbanned] = [await memberId(), await memberId(), await memberId(), await memberId()];
    await t.db
      .update(users)
      .set({ bannedAt: ago(3 * 365 * DAY) })
      .where(eq(users.id, banned));
    await t.db
      .update(users)
      .set({ bannedAt: ago(3 * 365 * DAY), bannedUntil: ago(400 * DAY) })
      .where(eq(users.id, unbanned));
    // Only this test's own rows count: the signups above made sessions, mails and tokens too.
    await t.db.delete(sessions);
    await t.db.delete(outbox);
    await t.db.delete(authTokens);

    const justOver = RETENTION.securityRecordsMs + DAY;
    const justUnder = RETENTION.securityRecordsMs - DAY;
    await t.db.insert(sessions).values([
      { userId: a, tokenHash: 'expired', createdAt: ago(31 * DAY), expiresAt: ago(DAY) },
      { userId: a, tokenHash: 'live', createdAt: ago(2 * DAY), expiresAt: ago(-28 * DAY) },
    ]);
    await t.db.insert(loginAttempts).values([
      { siteId: site!.id, email: 'x@example.com', ip: '10.0.0.1', success: false, createdAt: ago(justOver) },
      { siteId: site!.id, email: 'x@example.com', ip: '10.0.0.1', success: false, createdAt: ago(justUnder) },
    ]);
    await t.db.insert(authTokens).values([
      {
        userId: a,
        purpose: 'activation',
        tokenHash: 'old-used',
        expiresAt: ago(-DAY),
        usedAt: ago(justOver),
      },
      { userId: a, purpose: 'password_reset', tokenHash: 'old-expired', expiresAt: ago(justOver) },
      { userId: a, purpose: 'password_reset', tokenHash: 'recent', expiresAt: ago(justUnder) },
    ]);
    const mail = { siteId: site!.id, to: 'x@example.com', subject: 's', text: 't', html: 'h', template: 'x' };
    await t.db.insert(outbox).values([
      { ...mail, subject: 'old', createdAt: ago(RETENTION.messageLogsMs + DAY) },
      { ...mail, subject: 'recent', createdAt: ago(RETENTION.messageLogsMs - DAY) },
    ]);
    await t.db.insert(smsOutbox).values([
      { to: '+31600000000', text: 'old', createdAt: ago(RETENTION.messageLogsMs + DAY) },
      { to: '+31600000000', text: 'recent', createdAt: ago(DAY) },
    ]);
    const closedLongAgo = ago(RETENTION.closedCasesMs + DAY);
    const report = { reporterId: a, reason: 'spam' };
    await t.db.insert(reports).values([
      { ...report, profileId: b, text: 'closed long ago', status: 'dismissed', decidedAt: closedLongAgo },
      { ...report, profileId: b, text: 'closed lately', status: 'actioned', decidedAt: ago(DAY) },
      { ...report, profileId: b, text: 'still open', status: 'open', createdAt: ago(3 * 365 * DAY) },
      // The ban still applies: its report is what enforces it.
      {
        ...report,
        profileId: banned,
        text: 'ban in force',
        status: 'actioned',
        action: 'ban',
        decidedAt: closedLongAgo,
      },
      {
        ...report,
        profileId: unbanned,
        text: 'ban over',
        status: 'actioned',
        action: 'ban',
        decidedAt: closedLongAgo,
      },
    ]);
    const complaint = { siteId: site!.id, name: 'C', email: 'c@example.com', message: 'm' };
    await t.db.insert(complaints).values([
      { ...complaint, subject: 'old', status: 'rejected', decidedAt: closedLongAgo },
      { ...complaint, subject: 'open', status: 'open', createdAt: closedLongAgo },
      { ...complaint, subject: 'recent', status: 'upheld', decidedAt: ago(DAY) },
    ]);

    await t.db.insert(rateLimits).values([
      { key: 'POST /api/signup.php 203.0.113.5', windowStart: ago(DAY + 1) },
      { key: 'POST /api/signup.php 203.0.113.5', windowStart: ago(3_600_000) },
    ]);

    const first = await enforceRetention(t.db, clock);
    expect(first).toEqual({
      sessions: 1,
      loginAttempts: 1,
      mailLinks: 2,
      mails: 1,
      smsCodes: 0,
      rateLimitWindows: 1,
      sms: 1,
      reports: 2,
      complaints: 1,
    });
    expect((await t.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live']);
    expect((await t.db.select().from(authTokens)).map((s) => s.tokenHash)).toEqual(['recent']);
    expect((await t.db.select().from(outbox)).map((m) => m.subject)).toEqual(['recent']);
    expect((await t.db.select().from(reports)).map((r) => r.text).sort()).toEqual([
      'ban in force',
      'closed lately',
      'still open',
    ]);
    expect((await t.db.select().from(complaints)).map((c) => c.subject).sort()).toEqual(['open', 'recent']);

    // A second run (or a second node) has nothing left to do.
    expect(Object.values(await enforceRetention(t.db, clock)).every((count) => count === 0)).toBe(true);
  });
});
