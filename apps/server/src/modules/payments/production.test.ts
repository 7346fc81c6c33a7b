import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { orders, packages, profiles, smsCodes, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { currentBalance } from '../credits/service';
import { paymentWarnings } from './service';

/**
 * Decision 022: a production start without a payment provider books no credits, whatever a
 * visitor or a member posts — not through the test checkout, not through a webhook, not through
 * direct debit, not through orders left from a time when test payments were on.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const EN = 'localhost';
const NL = '127.0.0.1';

beforeAll(async () => {
  // Production as an operator starts it: no MOLLIE_API_KEY, no TEST_PAYMENTS.
  t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://localhost' } });
});
afterAll(async () => t?.close());

let n = 0;
async function member(host = EN) {
  const c = client(t, host);
  const res = await c.signup({ email: `prod${++n}@example.com`, name: `Prod ${n}` });
  expect(res.statusCode).toBe(201);
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await t.db
    .update(profiles)
    .set({ country: host === NL ? 'NL' : 'GB' })
    .where(eq(profiles.userId, id));
  return { c, id };
}

/** An order of the member's as one made while test payments were on, with its test payment. */
async function leftoverOrder(userId: number, method: 'creditcard' | 'directdebit') {
  const [pkg] = await t.db.select().from(packages).where(eq(packages.currency, 'GBP')).limit(1);
  const [user] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId));
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      siteId: user!.siteId,
      packageId: pkg!.id,
      kind: pkg!.kind,
      credits: pkg!.credits,
      amount: pkg!.price,
      originalAmount: pkg!.price,
      currency: pkg!.currency,
      paymentMethod: method,
      provider: method === 'directdebit' ? 'directdebit' : 'test',
    })
    .returning();
  const payment =
    method === 'directdebit'
      ? { paymentId: `dd_${order!.id}` }
      : await t.app.testProvider.createPayment({
          amount: pkg!.price,
          currency: pkg!.currency,
          description: 'left over',
          method,
          redirectUrl: `https://localhost/transactions/${order!.id}`,
          webhookUrl: 'https://localhost/api/payment-webhook.php?provider=test',
          locale: 'en',
          metadata: { orderId: order!.id },
        });
  await t.db.update(orders).set({ paymentId: payment.paymentId }).where(eq(orders.id, order!.id));
  return { id: order!.id, paymentId: payment.paymentId, packageId: pkg!.id };
}

describe('production without a payment provider', () => {
  it('refuses orders with payments_unavailable and says so in the packages answer', async () => {
    const m = await member();
    const list = (await m.c.call('GET', '/api/packages.php')).json();
    expect(list.payments).toBe('unavailable');
    const res = await m.c.call('POST', '/api/orders.php', {
      package_id: list.credits[0].id,
      payment_method: 'creditcard',
      withdrawal_waiver: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'payments_unavailable', message: expect.any(String) });
    const dutch = await member(NL);
    const nlList = (await dutch.c.call('GET', '/api/packages.php')).json();
    expect(nlList.payment_methods).not.toContain('directdebit');
    const dd = await dutch.c.call('POST', '/api/orders.php', {
      package_id: nlList.credits[0].id,
      payment_method: 'directdebit',
      withdrawal_waiver: true,
    });
    expect(dd.statusCode).toBe(409);
    expect(await t.db.select().from(orders).where(eq(orders.userId, m.id))).toEqual([]);
  });

  it('books no credits whatever a visitor posts to the test checkout and the webhook', async () => {
    const m = await member();
    const before = await currentBalance(t.db, m.id);
    const left = await leftoverOrder(m.id, 'creditcard');
    const visitor = client(t);
    for (const outcome of ['paid', 'pending']) {
      const res = await visitor.call('POST', '/api/test-checkout.php', {
        payment_id: left.paymentId,
        outcome,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('payments_unavailable');
    }
    const page = await visitor.call('GET', `/api/test-checkout.php?payment_id=${left.paymentId}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toBe('payments_unavailable');
    // Even a test payment marked paid behind the server's back is never fetched as a status.
    await t.app.testProvider.settle(left.paymentId, 'paid');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: { host: EN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${left.paymentId}`,
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().error).toBe('unknown_provider');
    const returned = await m.c.call('GET', `/api/orders.php?id=${left.id}`);
    expect(returned.json().order.status).toBe('open');
    // The member's own repeat order and the order endpoint refuse as well.
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, m.id));
    const repeat = await m.c.call('POST', '/api/repeat-order.php', {
      order_id: left.id,
      withdrawal_waiver: true,
    });
    expect(repeat.json().error).toBe('payments_unavailable');
    expect(await currentBalance(t.db, m.id)).toBe(before);
  });

  it('signs no direct-debit mandate, even with a valid code for an order left from test payments', async () => {
    const m = await member(NL);
    const before = await currentBalance(t.db, m.id);
    const left = await leftoverOrder(m.id, 'directdebit');
    const send = await m.c.call('POST', '/api/directdebit-code.php', {
      order_id: left.id,
      phone: '+31612345678',
    });
    expect(send.json().error).toBe('payments_unavailable');
    // A code that exists (sent while test payments were on) does not help either.
    await t.db.insert(smsCodes).values({
      userId: m.id,
      orderId: left.id,
      phone: '+31612345678',
      codeHash: createHash('sha256').update(`${left.id}:123456`).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const res = await m.c.call('POST', '/api/directdebit.php', {
      order_id: left.id,
      otp: '123456',
      account_holder: 'Test Payer',
      iban: 'NL91ABNA0417164300',
      street: 'Dam',
      house_number: '1',
      zip: '1012 JS',
      city: 'Amsterdam',
      phone: '+31612345678',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('payments_unavailable');
    expect(await currentBalance(t.db, m.id)).toBe(before);
  });

  it('warns at start', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ testPayments: false, seed: 'none' });
    expect(paymentWarnings(config).join()).toMatch(/payments_unavailable/);
    expect(paymentWarnings(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'on' })).join()).toMatch(
      /TEST_PAYMENTS=on/,
    );
    expect(paymentWarnings(loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abc' }))).toEqual([]);
    expect(paymentWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(
      paymentWarnings(loadConfig({ NODE_ENV: 'production', SEED: 'demo', TEST_PAYMENTS: 'on' })),
    ).toEqual([]);
  });
});

describe('production hosts', () => {
  it('answers 404 to a host that is no site’s, and the site to its own domain', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'evil.example' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('site_not_found');
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evil.example', 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Deze site is niet beschikbaar.');
    expect(page.body).toContain('<html lang="nl">');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'evil.example', 'x-request-type': 'client' },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.5' } })).statusCode,
    ).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'LOCALHOST:3000' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('production with TEST_PAYMENTS=on', () => {
  let on: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    on = await createTestApp({ env: { NODE_ENV: 'production', TEST_PAYMENTS: 'on' } });
  });
  afterAll(async () => on?.close());

  it('takes orders through the test checkout and says so', async () => {
    const c = client(on);
    const res = await c.signup({ email: 'tester@example.com', name: 'Tester' });
    const id = res.json().user.id as number;
    await on.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    const list = (await c.call('GET', '/api/packages.php')).json();
    expect(list.payments).toBe('test');
    const created = await c.call('POST', '/api/orders.php', {
      package_id: list.credits[0].id,
      payment_method: 'creditcard',
      withdrawal_waiver: true,
    });
    expect(created.statusCode).toBe(200);
    const before = await currentBalance(on.db, id);
    const paid = await client(on).call('POST', '/api/test-checkout.php', {
      payment_id: created.json().order.payment_id,
      outcome: 'paid',
    });
    expect(paid.statusCode).toBe(200);
    expect(await currentBalance(on.db, id)).toBe(before + list.credits[0].credits);
  });
});
