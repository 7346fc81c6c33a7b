import type {
  DiscountCode,
  Order,
  PackagesAnswer,
  PaymentMethod,
  TEST_CHECKOUT_OUTCOMES,
} from '@amora/shared/api/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, fetchJson } from '../../api/client';
import { ApiRequestError } from '../../api/errors';

/** The calls of the payments screens (contract: packages/shared/src/api/payments.ts). */

export type TestOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export interface CheckoutAnswer {
  order: Order;
  checkout_url: string;
}

export interface TestPayment {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  status: string;
  order_id: number;
}

export interface DirectDebitBody {
  order_id: number;
  otp: string;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
}

/** A mutation answered 403 authentication_required: the session is gone (apiFetch told it). */
async function send<T>(path: string, body: unknown): Promise<T> {
  const answer = await apiFetch<T>(path, { method: 'POST', body });
  if (answer === false) throw new ApiRequestError('authentication_required', 403);
  return answer;
}

/** Packages and prices; the key carries the member id so a login shows that member's discount. */
export const packagesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['packages', userId],
    queryFn: ({ signal }) => fetchJson<PackagesAnswer>('/api/packages.php', { signal }),
    staleTime: 60_000,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) => fetchJson<{ order: Order }>('/api/orders.php', { query: { id }, signal }),
    meta: { member: true },
    retry: false,
  });

export const ordersQuery = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => fetchJson<{ orders: Order[] }>('/api/orders.php', { signal }),
  meta: { member: true },
});

export const testPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['test-payment', paymentId],
    queryFn: ({ signal }) =>
      fetchJson<{ payment: TestPayment }>('/api/test-checkout.php', {
        query: { payment_id: paymentId },
        signal,
      }),
    // The page shows the refusal itself (unknown payment, test payments off): no toast on top.
    meta: { silent: true },
    retry: false,
  });

export const paymentsApi = {
  createOrder: (body: {
    package_id: number;
    payment_method: PaymentMethod;
    discount_code?: string;
    withdrawal_waiver: boolean;
  }) => send<CheckoutAnswer>('/api/orders.php', body),
  repeatOrder: (orderId: number, withdrawalWaiver: boolean) =>
    send<CheckoutAnswer>('/api/repeat-order.php', { order_id: orderId, withdrawal_waiver: withdrawalWaiver }),
  discountCode: async (code: string) =>
    (
      await fetchJson<{ discount_code: DiscountCode }>('/api/discountcode.php', {
        query: { code },
        retries: 0,
      })
    ).discount_code,
  testCheckout: (paymentId: string, outcome: TestOutcome) =>
    send<{ redirect_url: string }>('/api/test-checkout.php', { payment_id: paymentId, outcome }),
  directDebitCode: (orderId: number, phone: string) =>
    send<{ sent: true; phone: string }>('/api/directdebit-code.php', { order_id: orderId, phone }),
  directDebit: (body: DirectDebitBody) => send<{ order: Order }>('/api/directdebit.php', body),
};

/**
 * Sends the payer on: our own paths (test checkout, direct debit) stay in the app, a provider's
 * hosted checkout is a full page load.
 */
export function goToCheckout(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}
