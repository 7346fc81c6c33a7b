import {
  getDiscountcode,
  getOrders,
  getPackages,
  getTestCheckout,
  getTimebonus,
  postDirectdebit,
  postDirectdebitCode,
  postOrders,
  postPaymentWebhook,
  postRepeatOrder,
  postTestCheckout,
} from '@amora/shared/endpoints';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { orders, smsOutbox } from '../../db/schema';
import { routeOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { visitorCountry } from '../geo/geoip';
import { profileOf } from '../members/profile-store';
import type { Payer } from './service';

const tags = ['payments'];

export async function paymentRoutes({ app, db, siteOf, auth, payments, testProvider, config }: AppContext) {
  const payerOf = async (request: FastifyRequest): Promise<Payer> => {
    const site = await siteOf(request);
    const user = await auth.requireUser(request, site);
    return { site, user };
  };
  /** Links the provider sends the payer back to, and its webhook: this site's own origin. */
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.route({
    ...routeOf(getPackages, {
      summary: 'Credit bundles and premium packages in the member’s currency, with the active discount',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.userOf(request);
      const payer = user && user.siteId === site.id ? { site, user } : null;
      const profileCountry = payer ? ((await profileOf(db, payer.user.id))?.country ?? null) : null;
      const geoip = visitorCountry(request);
      const country =
        profileCountry ?? (geoip && site.countries.includes(geoip) ? geoip : (site.countries[0] ?? null));
      return payments.listPackages(site, country, payer);
    },
  });

  app.route({
    ...routeOf(getDiscountcode, {
      summary: 'Look up a discount code, or the welcome code (welcome=true)',
      tags,
    }),
    config: { rateLimit: RATE_LIMITS.discountCode },
    handler: async (request) => ({
      discount_code: await payments.lookupCode(await payerOf(request), request.query),
    }),
  });

  app.route({
    ...routeOf(getTimebonus, {
      summary: 'The running time bonus of the member (docs/product.md#time-bonus), or null',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.userOf(request);
      if (!user || user.siteId !== site.id) return { time_bonus: null };
      return { time_bonus: await payments.timeBonus({ site, user }) };
    },
  });

  app.route({
    ...routeOf(postOrders, { summary: 'Order a package; answers where to pay', tags }),
    handler: async (request) => payments.createOrder(await payerOf(request), request.body, originOf(request)),
  });

  app.route({
    ...routeOf(getOrders, {
      summary: 'One of the member’s orders (with id), or all of them, newest first',
      tags,
    }),
    handler: async (request) => {
      const { user } = await payerOf(request);
      if (request.query.id === undefined) return { orders: await payments.listOrders(user.id) };
      return { order: await payments.getOrder(user.id, request.query.id) };
    },
  });

  app.route({
    ...routeOf(postRepeatOrder, { summary: 'Premium members: order an earlier order’s package again', tags }),
    handler: async (request) =>
      payments.repeatOrder(
        await payerOf(request),
        request.body.order_id,
        request.body.withdrawal_waiver,
        originOf(request),
      ),
  });

  app.route({
    ...routeOf(postPaymentWebhook, {
      summary: 'Payment providers report a change; the status is fetched from the provider',
      tags,
    }),
    handler: async (request) => {
      await payments.syncPayment(request.query.provider, request.body.id);
      return { ok: true as const };
    },
  });

  /* The built-in test provider's hosted checkout (never real money; the page says so). */

  const testPaymentOf = async (paymentId: string) => {
    // Off (production without TEST_PAYMENTS=on): the checkout does not exist (decision 022).
    if (!config.testPayments) {
      throw new HttpError(404, 'payments_unavailable', 'The test checkout is off on this installation');
    }
    const payment = await testProvider.find(paymentId);
    if (!payment) throw new HttpError(404, 'payment_not_found', 'Test payment not found');
    return payment;
  };

  app.route({
    ...routeOf(getTestCheckout, { summary: 'The test checkout page: what is being paid', tags }),
    handler: async (request) => {
      const payment = await testPaymentOf(request.query.payment_id);
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.provider, 'test'), eq(orders.paymentId, payment.id)));
      return {
        payment: {
          id: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          description: payment.description,
          method: payment.method as never,
          status: payment.status,
          order_id: order?.id ?? 0,
        },
      };
    },
  });

  app.route({
    ...routeOf(postTestCheckout, {
      summary: 'The test payer picks an outcome; the provider then calls the webhook',
      tags,
    }),
    handler: async (request) => {
      const { payment_id: paymentId, outcome } = request.body;
      await testPaymentOf(paymentId);
      const payment = await testProvider.settle(paymentId, outcome === 'cancelled' ? 'canceled' : outcome);
      // Like a real provider: a webhook call that carries only the id, form-encoded.
      const webhook = new URL(payment!.webhookUrl);
      await app.inject({
        method: 'POST',
        url: `${webhook.pathname}${webhook.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: request.host },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      });
      const redirect = new URL(payment!.redirectUrl);
      return { redirect_url: `${redirect.pathname}${redirect.search}` };
    },
  });

  app.route({
    ...routeOf(postDirectdebitCode, { summary: 'Send the SMS code that signs a direct-debit mandate', tags }),
    handler: async (request) =>
      payments.sendDirectDebitCode(await payerOf(request), request.body.order_id, request.body.phone),
  });

  app.route({
    ...routeOf(postDirectdebit, {
      summary: 'Sign a SEPA direct-debit mandate with the SMS code and pay the order',
      tags,
    }),
    handler: async (request) => payments.submitDirectDebit(await payerOf(request), request.body),
  });

  if (config.nodeEnv !== 'production') {
    // The SMS outbox for development and the journeys (like /dev/mail.json).
    app.get('/dev/sms.json', { schema: { hide: true } }, async () => ({
      messages: (await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(50)).map((m) => ({
        to: m.to,
        text: m.text,
        created_at: m.createdAt.toISOString(),
      })),
    }));
  }
}
