import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLedger,
  discountCodes,
  orders,
  packages,
  paymentBlocklist,
  profiles,
  sites,
  smsOutbox,
  users,
} from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { currentBalance, ledgerSum } from '../credits/service';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
/** The English demo site (GB IE US CA AU NZ; signup credits 20) and the Dutch one (NL BE). */
const EN = 'localhost';
const NL = '127.0.0.1';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-pay-')) } });
});
afterAll(async () => t?.close());

let n = 0;
async function member(options: { host?: string; country?: string; paid?: boolean } = {}) {
  const host = options.host ?? EN;
  const c = client(t, host);
  const email = `payer${++n}@example.com`;
  const res = await c.signup({ email, name: `Payer ${n}` });
  expect(res.statusCode).toBe(201);
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  const country = options.country ?? (host === NL ? 'NL' : 'GB');
  await t.db.update(profiles).set({ country }).where(eq(profiles.userId, id));
  if (options.paid) await t.db.update(users).set({ paidUser: true }).where(eq(users.id, id));
  return { c, id, email };
}
type Member = Awaited<ReturnType<typeof member>>;

const packagesOf = async (m: Member) => (await m.c.call('GET', '/api/packages.php')).json();
/** Orders as the web does: with the buyer's consent to delivery at once (withdrawal waiver). */
const order = (m: Member, body: Record<string, unknown>) =>
  m.c.call('POST', '/api/orders.php', { withdrawal_waiver: true, ...body });
const checkout = (m: Member, paymentId: string, outcome: string) =>
  m.c.call('POST', '/api/test-checkout.php', { payment_id: paymentId, outcome });
const webhook = (paymentId: string, provider = 'test') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment-webhook.php?provider=${provider}`,
    headers: { host: EN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(paymentId)}`,
  });

/** Orders the first credit bundle with the test provider and pays it. */
async function buy(m: Member, method = 'creditcard', tier = 0) {
  const list = await packagesOf(m);
  const pkg = list.credits[tier];
  const res = await order(m, { package_id: pkg.id, payment_method: method });
  expect(res.statusCode).toBe(200);
  const { order: created } = res.json();
  expect((await checkout(m, created.payment_id, 'paid')).statusCode).toBe(200);
  return { pkg, order: created };
}

describe('packages', () => {
  it('lists four tiers of bundles and premium packages in the visitor’s currency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/packages.php', headers: { host: EN } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.credits.map((p: { tier: number }) => p.tier)).toEqual([0, 1, 2, 3]);
    expect(body.premium).toHaveLength(4);
    expect(body.currency).toBe('GBP');
    expect(body.credits.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
    expect(body.credits[3].discount).toBeGreaterThan(body.credits[1].discount);
    expect(body.active_discount).toBeNull();
  });

  it('offers iDEAL in euros to a Dutch member, and shows the time bonus in the prices', async () => {
    const m = await member({ host: NL });
    const body = await packagesOf(m);
    expect(body.currency).toBe('EUR');
    expect(body.payment_methods[0]).toBe('ideal');
    expect(body.payment_methods).toContain('directdebit');
    expect(body.active_discount).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25 });
    const p = body.credits[0];
    expect(p.discounted_price).toBe(Math.round((p.price * 75) / 100));
  });
});

describe('time bonus (docs/product.md#time-bonus)', () => {
  it('runs for 14,400 s after signup for a non-paid member, then ends', async () => {
    const start = clock.now();
    const m = await member();
    const first = (await m.c.call('GET', '/api/timebonus.php')).json().time_bonus;
    expect(first).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, seconds_left: 14_400 });
    clock.advance(14_399_000);
    expect((await m.c.call('GET', '/api/timebonus.php')).json().time_bonus.seconds_left).toBe(1);
    clock.advance(1_000);
    expect((await m.c.call('GET', '/api/timebonus.php')).json().time_bonus).toBeNull();
    // After it ends the welcome code is the active discount, and the code itself is refused.
    expect((await packagesOf(m)).active_discount.code).toBe('WELCOME25');
    const late = await m.c.call('GET', '/api/discountcode.php?code=TIMEBONUS25');
    expect(late.statusCode).toBe(404);
    expect(late.json().error).toBe('code_not_found');
    clock.advance(-(clock.now().getTime() - start.getTime()));
  });

  it('is never offered to premium members or to visitors', async () => {
    const paid = await member({ paid: true });
    expect((await paid.c.call('GET', '/api/timebonus.php')).json().time_bonus).toBeNull();
    const visitor = await t.app.inject({ method: 'GET', url: '/api/timebonus.php', headers: { host: EN } });
    expect(visitor.json().time_bonus).toBeNull();
  });
});

describe('discount codes', () => {
  it('answers code_not_found for an unknown code and the code for a known one (any case)', async () => {
    const m = await member();
    const unknown = await m.c.call('GET', '/api/discountcode.php?code=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('code_not_found');
    const known = await m.c.call('GET', '/api/discountcode.php?code=love10');
    expect(known.json().discount_code).toMatchObject({
      code: 'LOVE10',
      value_percentage: 10,
      minimum_order_value: 2000,
    });
    const welcome = await m.c.call('GET', '/api/discountcode.php?welcome=true');
    expect(welcome.json().discount_code).toMatchObject({ code: 'WELCOME25', value_percentage: 25 });
  });

  it('computes the price on the server: minimum order value, country, method, once per user', async () => {
    const m = await member();
    const { credits } = await packagesOf(m);
    const small = credits[0];
    const big = credits[2];
    // 4.99-ish is below LOVE10's 20.00 minimum.
    const refused = await order(m, {
      package_id: small.id,
      payment_method: 'creditcard',
      discount_code: 'LOVE10',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('code_not_applicable');
    const ok = await order(m, { package_id: big.id, payment_method: 'creditcard', discount_code: 'LOVE10' });
    expect(ok.json().order).toMatchObject({
      original_amount: big.price,
      amount: Math.round((big.price * 90) / 100),
      discount_code: 'LOVE10',
      discount_percentage: 10,
    });
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, EN));
    await t.db.insert(discountCodes).values([
      { siteId: site!.id, code: 'DEONLY', valuePercentage: 30, country: 'DE' },
      { siteId: site!.id, code: 'PAYPAL20', valuePercentage: 20, paymentMethods: ['paypal'] },
      {
        siteId: site!.id,
        code: 'GONE',
        valuePercentage: 20,
        expiresAt: new Date(clock.now().getTime() - 1000),
      },
    ]);
    const country = await order(m, {
      package_id: big.id,
      payment_method: 'creditcard',
      discount_code: 'DEONLY',
    });
    expect(country.json().error).toBe('code_not_applicable');
    const method = await order(m, {
      package_id: big.id,
      payment_method: 'creditcard',
      discount_code: 'PAYPAL20',
    });
    expect(method.json().error).toBe('code_not_applicable');
    const paypal = await order(m, {
      package_id: big.id,
      payment_method: 'paypal',
      discount_code: 'PAYPAL20',
    });
    expect(paypal.json().order.amount).toBe(Math.round((big.price * 80) / 100));
    expect(
      (await order(m, { package_id: big.id, payment_method: 'paypal', discount_code: 'GONE' })).json().error,
    ).toBe('code_not_found');
    // Paying the LOVE10 order uses the code up for this member.
    await checkout(m, ok.json().order.payment_id, 'paid');
    const again = await m.c.call('GET', '/api/discountcode.php?code=LOVE10');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('code_already_used');
  });

  it('applies the time bonus by itself and refuses money fields from the browser', async () => {
    const m = await member();
    const { credits } = await packagesOf(m);
    const res = await order(m, { package_id: credits[1].id, payment_method: 'paypal', amount: 1, price: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      discount_code: 'TIMEBONUS25',
      amount: Math.round((credits[1].price * 75) / 100),
    });
    const noConsent = await order(m, {
      package_id: credits[1].id,
      payment_method: 'paypal',
      withdrawal_waiver: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({
      error: 'withdrawal_waiver_required',
      fields: { withdrawal_waiver: 'required' },
    });
    const wrongMethod = await order(m, { package_id: credits[1].id, payment_method: 'ideal' });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().error).toBe('payment_method_not_available');
    const otherSite = await t.db
      .select()
      .from(packages)
      .innerJoin(sites, eq(sites.id, packages.siteId))
      .where(eq(sites.domain, NL));
    const foreign = await order(m, { package_id: otherSite[0]!.packages.id, payment_method: 'paypal' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('package_not_found');
  });
});

describe('orders and the test checkout', () => {
  it('books a paid payment once: credits, ledger entry, premium status', async () => {
    const m = await member();
    expect((await m.c.me()).paid_user).toBe(false);
    const before = await currentBalance(t.db, m.id);
    const { pkg, order: created } = await buy(m);
    const seen = (await m.c.call('GET', `/api/orders.php?id=${created.id}`)).json().order;
    expect(seen).toMatchObject({ status: 'paid', credits: pkg.credits });
    const me = await m.c.me();
    expect(me.paid_user).toBe(true);
    expect(me.credits).toBe(before + pkg.credits);
    expect(await ledgerSum(t.db, m.id)).toBe(me.credits);
    // A repeated webhook and return visits book nothing more.
    await webhook(created.payment_id);
    await m.c.call('GET', `/api/orders.php?id=${created.id}`);
    expect((await m.c.me()).credits).toBe(before + pkg.credits);
    // Premium members get no time bonus.
    expect((await m.c.call('GET', '/api/timebonus.php')).json().time_bonus).toBeNull();
    // The member is told in the app, once.
    const { notifications } = (await m.c.call('GET', '/api/notifications.php')).json();
    expect(notifications.filter((x: { type: string }) => x.type === 'payment_completed')).toHaveLength(1);
  });

  it('books nothing for a failed or cancelled payment, and shows the state', async () => {
    const m = await member();
    const before = await currentBalance(t.db, m.id);
    const { credits } = await packagesOf(m);
    for (const outcome of ['failed', 'cancelled'] as const) {
      const created = (await order(m, { package_id: credits[0].id, payment_method: 'creditcard' })).json();
      expect(created.checkout_url).toBe(`/test-checkout/${created.order.payment_id}`);
      const result = await checkout(m, created.order.payment_id, outcome);
      expect(result.json().redirect_url).toBe(`/transactions/${created.order.id}`);
      const seen = (await m.c.call('GET', `/api/orders.php?id=${created.order.id}`)).json().order;
      expect(seen.status).toBe(outcome);
      // A final state stays final even if the payer comes back to the checkout.
      await checkout(m, created.order.payment_id, 'paid');
      expect((await m.c.call('GET', `/api/orders.php?id=${created.order.id}`)).json().order.status).toBe(
        outcome,
      );
    }
    expect(await currentBalance(t.db, m.id)).toBe(before);
    expect((await m.c.me()).paid_user).toBe(false);
  });

  it('keeps a pending payment pending, then books it when it is paid later', async () => {
    const m = await member();
    const { credits } = await packagesOf(m);
    const created = (await order(m, { package_id: credits[0].id, payment_method: 'creditcard' })).json();
    await checkout(m, created.order.payment_id, 'pending');
    expect((await m.c.call('GET', `/api/orders.php?id=${created.order.id}`)).json().order.status).toBe(
      'pending',
    );
    await checkout(m, created.order.payment_id, 'paid');
    expect((await m.c.call('GET', `/api/orders.php?id=${created.order.id}`)).json().order.status).toBe(
      'paid',
    );
  });

  it('books once when 50 webhooks for one payment arrive at the same time', async () => {
    const m = await member();
    const before = await currentBalance(t.db, m.id);
    const { credits } = await packagesOf(m);
    const created = (await order(m, { package_id: credits[2].id, payment_method: 'creditcard' })).json();
    // The payer pays at the provider; then the provider (and return visits) report it at once.
    await t.app.testProvider.settle(created.order.payment_id, 'paid');
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => webhook(created.order.payment_id)),
      m.c.call('GET', `/api/orders.php?id=${created.order.id}`),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await currentBalance(t.db, m.id)).toBe(before + credits[2].credits);
    const purchases = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.reason, 'purchase')));
    expect(purchases).toHaveLength(1);
    expect(await ledgerSum(t.db, m.id)).toBe(await currentBalance(t.db, m.id));
  });

  it('never shows a member someone else’s order, and ignores webhooks for unknown payments', async () => {
    const a = await member();
    const b = await member();
    const { order: aOrder } = await buy(a);
    const res = await b.c.call('GET', `/api/orders.php?id=${aOrder.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('order_not_found');
    expect((await b.c.call('GET', '/api/orders.php')).json().orders).toEqual([]);
    expect((await webhook('tst_doesnotexist')).statusCode).toBe(200);
    const badProvider = await webhook(aOrder.payment_id, 'nope');
    expect(badProvider.statusCode).toBe(400);
    expect(badProvider.json().error).toBe('unknown_provider');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders.php', headers: { host: EN } });
    expect(anonymous.statusCode).toBe(403);
  });

  it('lets premium members repeat an order in one step, and refuses free members', async () => {
    const free = await member();
    const freeOrder = (
      await order(free, { package_id: (await packagesOf(free)).credits[0].id, payment_method: 'paypal' })
    ).json();
    const refused = await free.c.call('POST', '/api/repeat-order.php', {
      order_id: freeOrder.order.id,
      withdrawal_waiver: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('premium_required');
    const m = await member();
    const { order: first } = await buy(m, 'paypal', 1);
    const unconfirmed = await m.c.call('POST', '/api/repeat-order.php', { order_id: first.id });
    expect(unconfirmed.json().error).toBe('withdrawal_waiver_required');
    const repeat = await m.c.call('POST', '/api/repeat-order.php', {
      order_id: first.id,
      withdrawal_waiver: true,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().order).toMatchObject({
      package_id: first.package_id,
      payment_method: 'paypal',
      status: 'open',
    });
    expect(repeat.json().order.id).not.toBe(first.id);
  });
});

describe('refunds', () => {
  it('reverses the booking in the ledger within refund_days, and refuses later', async () => {
    const m = await member();
    const before = await currentBalance(t.db, m.id);
    const { pkg, order: paid } = await buy(m);
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, EN));
    const refunded = await t.app.payments.refund(paid.id, site!);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(await currentBalance(t.db, m.id)).toBe(before);
    const [entry] = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.reason, 'refund')));
    expect(entry?.amount).toBe(-pkg.credits);
    await expect(t.app.payments.refund(paid.id, site!)).rejects.toMatchObject({ code: 'not_refundable' });

    const { order: late } = await buy(m);
    clock.advance((site!.refundDays + 1) * DAY);
    await expect(t.app.payments.refund(late.id, site!)).rejects.toMatchObject({ code: 'refund_period_over' });
  });

  it('takes back only what is left when the member spent part of the credits', async () => {
    const m = await member();
    const { order: paid } = await buy(m);
    const balance = await currentBalance(t.db, m.id);
    await t.db.transaction(async (tx) => {
      const { spendCredits } = await import('../credits/service');
      await spendCredits(tx, m.id, balance - 5, 'message', 'spent-in-test');
    });
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, EN));
    const refunded = await t.app.payments.refund(paid.id, site!);
    expect(refunded.status).toBe('refunded');
    expect(await currentBalance(t.db, m.id)).toBe(0);
    expect(await ledgerSum(t.db, m.id)).toBe(0);
  });
});

describe('direct debit (docs/product.md#screens, #payments)', () => {
  const VALID_IBAN = 'NL91 ABNA 0417 1643 00';
  const form = (orderId: number, overrides: Record<string, string> = {}) => ({
    order_id: orderId,
    otp: '000000',
    account_holder: 'Anna de Vries',
    iban: VALID_IBAN,
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CX',
    city: 'Amsterdam',
    phone: '06-1234 5678',
    ...overrides,
  });
  const lastCode = async (to: string) => {
    const [sms] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, to))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return sms!.text.match(/\b\d{6}\b/)![0];
  };
  const ddOrder = async (m: Member) => {
    const { credits } = await packagesOf(m);
    const res = await order(m, { package_id: credits[0].id, payment_method: 'directdebit' });
    expect(res.json().checkout_url).toBe(`/directdebit?order=${res.json().order.id}`);
    return res.json().order;
  };

  it('refuses a wrong IBAN and a wrong code, then signs the mandate and books the order', async () => {
    const m = await member({ host: NL });
    const before = await currentBalance(t.db, m.id);
    const created = await ddOrder(m);
    const sent = await m.c.call('POST', '/api/directdebit-code.php', {
      order_id: created.id,
      phone: '06-1234 5678',
    });
    expect(sent.json()).toEqual({ sent: true, phone: '0612345678' });
    const code = await lastCode('0612345678');
    const badIban = await m.c.call(
      'POST',
      '/api/directdebit.php',
      form(created.id, { otp: code, iban: 'NL91 ABNA 0417 1643 01' }),
    );
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json()).toMatchObject({ error: 'invalid_iban', fields: { iban: 'invalid_iban' } });
    const badCode = await m.c.call(
      'POST',
      '/api/directdebit.php',
      form(created.id, { otp: code === '111111' ? '222222' : '111111' }),
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toBe('invalid_code');
    const ok = await m.c.call('POST', '/api/directdebit.php', form(created.id, { otp: code }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.status).toBe('paid');
    expect(ok.json().mandate.iban).toBe('NL91••••••••••4300');
    expect(await currentBalance(t.db, m.id)).toBe(before + created.credits);
    // The code cannot be used twice.
    const again = await m.c.call('POST', '/api/directdebit.php', form(created.id, { otp: code }));
    expect(again.statusCode).toBe(404);
  });

  it('refuses a blocked IBAN, a blocked phone, a bad phone and too many codes', async () => {
    const m = await member({ host: NL });
    const created = await ddOrder(m);
    await t.db.insert(paymentBlocklist).values([
      { kind: 'phone', value: '0699999999' },
      { kind: 'iban', value: 'DE89370400440532013000' },
    ]);
    const blockedPhone = await m.c.call('POST', '/api/directdebit-code.php', {
      order_id: created.id,
      phone: '06 9999 9999',
    });
    expect(blockedPhone.statusCode).toBe(403);
    expect(blockedPhone.json().error).toBe('phone_blocked');
    const badPhone = await m.c.call('POST', '/api/directdebit-code.php', {
      order_id: created.id,
      phone: 'call me',
    });
    expect(badPhone.json().error).toBe('invalid_phone');
    const blockedIban = await m.c.call(
      'POST',
      '/api/directdebit.php',
      form(created.id, { iban: 'DE89 3704 0044 0532 0130 00' }),
    );
    expect(blockedIban.statusCode).toBe(403);
    expect(blockedIban.json().error).toBe('iban_blocked');
    for (let i = 0; i < 3; i++) {
      const res = await m.c.call('POST', '/api/directdebit-code.php', {
        order_id: created.id,
        phone: '+31612000000',
      });
      expect(res.statusCode).toBe(200);
    }
    const limit = await m.c.call('POST', '/api/directdebit-code.php', {
      order_id: created.id,
      phone: '+31612000000',
    });
    expect(limit.statusCode).toBe(429);
    expect(limit.json().error).toBe('limit_reached');
  });

  it('refuses someone else’s order', async () => {
    const a = await member({ host: NL });
    const b = await member({ host: NL });
    const created = await ddOrder(a);
    const res = await b.c.call('POST', '/api/directdebit-code.php', {
      order_id: created.id,
      phone: '0612345678',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row!.status).toBe('open');
  });
});
