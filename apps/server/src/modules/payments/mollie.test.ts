import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, profiles, sites, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { currentBalance } from '../credits/service';

/**
 * The Mollie driver against a local HTTP stand-in of Mollie's v2 API (payments, their status,
 * refunds), through the real `@mollie/api-client`. Nothing leaves this machine. The client only
 * speaks HTTPS with its own CA bundle, so the stand-in serves a self-signed certificate and this
 * test process (only) skips certificate checks.
 */
interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  method: string;
  metadata: unknown;
}
const payments = new Map<string, StandInPayment>();
const refunds: { paymentId: string; amount: unknown }[] = [];
const authHeaders: string[] = [];
let standIn: Server;
let base = '';

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
};
const resource = (p: StandInPayment) => ({
  resource: 'payment',
  mode: 'test',
  createdAt: new Date().toISOString(),
  ...p,
  _links: {
    self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
    checkout: { href: `https://checkout.stand-in.invalid/${p.id}`, type: 'text/html' },
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;

const tlsCheck = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  standIn = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    authHeaders.push(String(req.headers.authorization));
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/hal+json' });
      res.end(JSON.stringify(json));
    };
    const url = new URL(req.url!, base);
    const refund = url.pathname.match(/^\/v2\/payments\/([^/]+)\/refunds$/);
    const one = url.pathname.match(/^\/v2\/payments\/([^/]+)$/);
    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      const input = await body(req);
      const p: StandInPayment = { id: `tr_${payments.size + 1}Ab`, status: 'open', ...input };
      payments.set(p.id, p);
      return send(201, resource(p));
    }
    if (req.method === 'GET' && one) {
      const p = payments.get(one[1]!);
      return p
        ? send(200, resource(p))
        : send(404, { status: 404, title: 'Not Found', detail: 'No payment' });
    }
    if (req.method === 'POST' && refund) {
      const input = await body(req);
      refunds.push({ paymentId: refund[1]!, amount: input.amount });
      return send(201, {
        resource: 'refund',
        id: 're_1',
        amount: input.amount,
        status: 'pending',
        paymentId: refund[1],
        createdAt: new Date().toISOString(),
        _links: {},
      });
    }
    send(404, { status: 404, title: 'Not Found', detail: 'Unknown path' });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-mollie-')),
      MOLLIE_API_KEY: 'test_standin1234567890',
      MOLLIE_API_ENDPOINT: `${base}/v2/`,
    },
  });
});
afterAll(async () => {
  if (tlsCheck === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsCheck;
  await t?.close();
  standIn?.close();
});

describe('Mollie driver (local stand-in of the Mollie API)', () => {
  it('creates the payment at Mollie, books it when the webhook reports it paid, and refunds it', async () => {
    const c = client(t, '127.0.0.1');
    const res = await c.signup({ email: 'mollie@example.com', name: 'Mollie' });
    const id = res.json().user.id as number;
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, id));
    const before = await currentBalance(t.db, id);
    const list = (await c.call('GET', '/api/packages.php')).json();
    const pkg = list.credits[1];
    const ordered = await c.call('POST', '/api/orders.php', {
      package_id: pkg.id,
      payment_method: 'ideal',
      withdrawal_waiver: true,
    });
    expect(ordered.statusCode).toBe(200);
    const { order, checkout_url } = ordered.json();
    expect(checkout_url).toBe(`https://checkout.stand-in.invalid/${order.payment_id}`);
    const atMollie = payments.get(order.payment_id)!;
    expect(atMollie).toMatchObject({
      method: 'ideal',
      amount: { currency: 'EUR', value: (order.amount / 100).toFixed(2) },
      redirectUrl: `http://127.0.0.1/transactions/${order.id}`,
      webhookUrl: 'http://127.0.0.1/api/payment-webhook.php?provider=mollie',
      metadata: { orderId: order.id },
    });
    expect(authHeaders.at(-1)).toBe('Bearer test_standin1234567890');

    // The webhook carries only the id; while Mollie says "open", nothing is booked.
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php?provider=mollie',
        headers: { host: '127.0.0.1', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${order.payment_id}`,
      });
    expect((await hook()).statusCode).toBe(200);
    expect(await currentBalance(t.db, id)).toBe(before);
    // A forged "paid" in the webhook body changes nothing: the status comes from Mollie.
    await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { host: '127.0.0.1' },
      payload: { id: order.payment_id, status: 'paid' },
    });
    expect(await currentBalance(t.db, id)).toBe(before);

    atMollie.status = 'paid';
    await Promise.all([hook(), hook(), hook()]);
    expect(await currentBalance(t.db, id)).toBe(before + pkg.credits);
    const booked = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase')));
    expect(booked).toHaveLength(1);

    const [site] = await t.db.select().from(sites).where(eq(sites.domain, '127.0.0.1'));
    const refunded = await t.app.payments.refund(order.id, site!);
    expect(refunded.status).toBe('refunded');
    expect(refunds).toEqual([
      { paymentId: order.payment_id, amount: { currency: 'EUR', value: (order.amount / 100).toFixed(2) } },
    ]);
  });

  it('answers payment_provider_error when Mollie cannot be reached', async () => {
    const c = client(t, '127.0.0.1');
    const res = await c.signup({ email: 'mollie2@example.com', name: 'Mollie' });
    await t.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, res.json().user.id));
    const pkg = (await c.call('GET', '/api/packages.php')).json().credits[0];
    standIn.close();
    standIn.closeAllConnections();
    const ordered = await c.call('POST', '/api/orders.php', {
      package_id: pkg.id,
      payment_method: 'ideal',
      withdrawal_waiver: true,
    });
    expect(ordered.statusCode).toBe(502);
    expect(ordered.json().error).toBe('payment_provider_error');
  });
});
