import type { OrderAnswer, OrdersAnswer, TEST_CHECKOUT_OUTCOMES } from '@amora/shared/api/payments';
import type { AnswerOf, BodyOf } from '@amora/shared/contract';
import {
  getDiscountcode,
  getOrders,
  getPackages,
  getTestCheckout,
  postDirectdebit,
  postDirectdebitCode,
  postOrders,
  postRepeatOrder,
  postTestCheckout,
} from '@amora/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';

/** The calls of the payments screens (schemas: packages/shared/src/api/payments.ts). */

export type TestOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export type CheckoutAnswer = AnswerOf<typeof postOrders>;

export type TestPayment = AnswerOf<typeof getTestCheckout>['payment'];

/** The mandate the direct-debit form sends, with the SMS code. */
export type DirectDebitBody = BodyOf<typeof postDirectdebit>;

/** Packages and prices; the key carries the member id so a login shows that member's discount. */
export const packagesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['packages', userId],
    queryFn: ({ signal }) => call(getPackages, { signal }),
    staleTime: 60_000,
  });

// GET orders.php answers one order with an id and all of them without (OrderOrOrdersAnswerSchema).
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) => call(getOrders, { query: { id }, signal }) as Promise<OrderAnswer>,
    meta: { member: true },
    retry: false,
  });

export const ordersQuery = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => call(getOrders, { signal }) as Promise<OrdersAnswer>,
  meta: { member: true },
});

export const testPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['test-payment', paymentId],
    queryFn: ({ signal }) => call(getTestCheckout, { query: { payment_id: paymentId }, signal }),
    // The page shows the refusal itself (unknown payment, test payments off): no toast on top.
    meta: { silent: true },
    retry: false,
  });

export const paymentsApi = {
  createOrder: (body: BodyOf<typeof postOrders>) => call(postOrders, { body }),
  repeatOrder: (orderId: number, withdrawalWaiver: boolean) =>
    call(postRepeatOrder, { body: { order_id: orderId, withdrawal_waiver: withdrawalWaiver } }),
  discountCode: async (code: string) =>
    (await call(getDiscountcode, { query: { code }, retries: 0 })).discount_code,
  testCheckout: (paymentId: string, outcome: TestOutcome) =>
    call(postTestCheckout, { body: { payment_id: paymentId, outcome } }),
  directDebitCode: (orderId: number, phone: string) =>
    call(postDirectdebitCode, { body: { order_id: orderId, phone } }),
  directDebit: (body: DirectDebitBody) => call(postDirectdebit, { body }),
};

/**
 * Sends the payer on: our own paths (test checkout, direct debit) stay in the app, a provider's
 * hosted checkout is a full page load.
 */
export function goToCheckout(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}
