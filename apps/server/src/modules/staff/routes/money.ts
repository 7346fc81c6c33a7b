import {
  getStaffDiscountCodes,
  getStaffPackages,
  postStaffDiscountCodes,
  postStaffPackages,
  postStaffRefund,
  putStaffDiscountCodes,
  putStaffPackages,
} from '@amora/shared/endpoints';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { notFound } from '../../../lib/errors';
import { audit } from '../audit';
import { StaffMoneyService } from '../money';
import { staffOf } from '../roles';
import { ok, tags } from './shared';

/** Money: refunds (capability `members_manage`), packages and discount codes (capability `sites`). */
export function moneyRoutes({ app, db, clock, sites, payments }: AppContext) {
  const money = new StaffMoneyService(db, clock);

  app.route({
    ...staffRouteOf(postStaffRefund, {
      summary: 'Refund a paid order within the site’s refund_days (payments module: provider, order, ledger)',
      tags,
    }),
    handler: async (request) => {
      const orderId = request.body.order_id;
      const order = await money.order(orderId);
      const site = (await sites.all()).find((s) => s.id === order.siteId);
      if (!site) throw notFound('No such order');
      const refunded = await payments.refund(orderId, site);
      const refundedCredits = (await money.order(orderId)).refundedCredits ?? 0;
      await audit(
        db,
        staffOf(request),
        'order.refund',
        { type: 'order', id: orderId },
        { status: order.status, user_id: order.userId },
        { status: refunded.status, refunded_credits: refundedCredits },
        clock.now(),
      );
      return { ok: true as const, refunded_credits: refundedCredits };
    },
  });

  // ── Packages and discount codes ──────────────────────────────────────────

  app.route({
    ...staffRouteOf(getStaffPackages, { summary: 'Packages and prices of every site and currency', tags }),
    handler: async () => ({ packages: await money.packages() }),
  });
  app.route({
    ...staffRouteOf(postStaffPackages, { summary: 'Add a package', tags }),
    handler: async (request, reply) =>
      reply.code(201).send({ id: await money.createPackage(staffOf(request), request.body) }),
  });
  app.route({
    ...staffRouteOf(putStaffPackages, {
      summary: 'Change a package (price, credits, tier, badge, popular, on/off)',
      tags,
    }),
    handler: async (request) => {
      await money.updatePackage(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffDiscountCodes, { summary: 'Discount codes made by staff, with their use', tags }),
    handler: async () => ({ codes: await money.codes() }),
  });
  app.route({
    ...staffRouteOf(postStaffDiscountCodes, { summary: 'Create a discount code', tags }),
    handler: async (request, reply) =>
      reply.code(201).send({ id: await money.createCode(staffOf(request), request.body) }),
  });
  app.route({
    ...staffRouteOf(putStaffDiscountCodes, {
      summary: 'Expire, deactivate or reactivate a discount code',
      tags,
    }),
    handler: async (request) => {
      await money.updateCode(staffOf(request), request.body);
      return ok;
    },
  });
}
