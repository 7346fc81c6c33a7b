import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, orders, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { grantCredits, ledgerSum } from '../credits/service';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('packages and discount codes', () => {
  it('adds a package, changes its price and switches it off, audited', async () => {
    const created = await admin.call('POST', '/api/staff/packages.php', {
      site_id: 1,
      kind: 'credits',
      tier: 2,
      currency: 'CHF',
      price: 4_999,
      credits: 500,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(
      (await admin.call('PUT', '/api/staff/packages.php', { id, price: 3_999, active: false })).statusCode,
    ).toBe(200);
    const all = (await admin.call('GET', '/api/staff/packages.php')).json().packages;
    expect(all.find((p: { id: number }) => p.id === id)).toMatchObject({
      price: 3_999,
      active: false,
      currency: 'CHF',
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'package.update'));
    expect(entry!.before).toMatchObject({ price: 4_999, active: true });
    expect(entry!.after).toMatchObject({ price: 3_999, active: false });
    expect(
      (
        await admin.call('POST', '/api/staff/packages.php', {
          site_id: 1,
          kind: 'credits',
          tier: 9,
          currency: 'EUR',
          price: 1,
          credits: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('creates a code once per site, expires it now and shows its use', async () => {
    const body = { site_id: 1, code: 'spring20', value_percentage: 20, validity: 'once_per_user' };
    const created = await admin.call('POST', '/api/staff/discount-codes.php', body);
    expect(created.statusCode).toBe(201);
    expect((await admin.call('POST', '/api/staff/discount-codes.php', body)).json().error).toBe('code_taken');
    const id = created.json().id as number;
    let code = (await admin.call('GET', '/api/staff/discount-codes.php'))
      .json()
      .codes.find((c: { id: number }) => c.id === id);
    expect(code).toMatchObject({ code: 'SPRING20', expired: false, uses: 0, status: 'active' });
    await admin.call('PUT', '/api/staff/discount-codes.php', { id, expire: true });
    clock.advance(1000);
    code = (await admin.call('GET', '/api/staff/discount-codes.php'))
      .json()
      .codes.find((c: { id: number }) => c.id === id);
    expect(code.expired).toBe(true);
  });
});

describe('orders in the member view', () => {
  it('lists a member’s orders, refundable only while paid and within refund_days', async () => {
    const m = client(t);
    const userId = (await m.signup({ email: 'buyer@example.com' })).json().user.id as number;
    const paidAt = clock.now();
    await t.db.insert(orders).values([
      {
        userId,
        siteId: 1,
        kind: 'credits',
        credits: 100,
        amount: 999,
        originalAmount: 999,
        currency: 'EUR',
        paymentMethod: 'ideal',
        provider: 'test',
        paymentId: 'tp_1',
        status: 'paid',
        paidAt,
      },
      {
        userId,
        siteId: 1,
        kind: 'credits',
        credits: 50,
        amount: 499,
        originalAmount: 499,
        currency: 'EUR',
        paymentMethod: 'ideal',
        provider: 'test',
        paymentId: 'tp_2',
        status: 'failed',
      },
    ]);
    const list = async () => {
      const res = await admin.call('GET', `/api/staff/member.php?id=${userId}`);
      return res.json().orders;
    };
    expect(
      (await list()).map((o: { status: string; refundable: boolean }) => [o.status, o.refundable]),
    ).toEqual([
      ['failed', false],
      ['paid', true],
    ]);
    clock.advance(15 * DAY); // the demo site's refund_days is 14
    expect((await list())[1].refundable).toBe(false);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    expect(row).toBeDefined();
  });
});

describe('refunds', () => {
  it('support refunds a paid order through the payments module: order refunded, credits taken back in the ledger', async () => {
    const support = client(t);
    await support.staffLogin('support@amora.example', TEST_STAFF_PASSWORD);
    const m = client(t);
    const userId = (await m.signup({ email: 'refund@example.com' })).json().user.id as number;
    const [order] = await t.db
      .insert(orders)
      .values({
        userId,
        siteId: 1,
        kind: 'credits',
        credits: 100,
        amount: 999,
        originalAmount: 999,
        currency: 'EUR',
        paymentMethod: 'ideal',
        provider: 'manual',
        paymentId: 'manual_1',
        status: 'paid',
        paidAt: clock.now(),
      })
      .returning();
    await t.db.transaction((tx) => grantCredits(tx, userId, 100, 'purchase', `order:${order!.id}`));
    // The member spent some: only what is left is taken back.
    await t.db.update(users).set({ credits: 70 }).where(eq(users.id, userId));
    await t.db
      .insert(creditLedger)
      .values({ userId, amount: -50, reason: 'message', reference: 'x', balanceAfter: 70 });

    const res = await support.call('POST', '/api/staff/refund.php', { order_id: order!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().refunded_credits).toBe(70);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCredits: 70 });
    const [member] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(member!.credits).toBe(0);
    expect(await ledgerSum(t.db, userId)).toBe(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(entry!.after).toMatchObject({ status: 'refunded', refunded_credits: 70 });

    const again = await support.call('POST', '/api/staff/refund.php', { order_id: order!.id });
    expect(again.json().error).toBe('not_refundable');
    const moderator = client(t);
    await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD);
    expect((await moderator.call('POST', '/api/staff/refund.php', { order_id: order!.id })).statusCode).toBe(
      403,
    );
  });
});
