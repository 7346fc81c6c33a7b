import type { PaymentMethod } from '@amora/shared';

/** A payment's state at the provider, in Mollie's vocabulary (the test provider uses the same). */
export type ProviderStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** Where the payer returns after the checkout. */
  redirectUrl: string;
  /** Where the provider reports changes: POST with `id`. */
  webhookUrl: string;
  locale: string;
  metadata: { orderId: number };
}

/**
 * What the payments module needs from a payment provider. A webhook carries only a payment id;
 * the status always comes from the provider (`getStatus`), never from the caller.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; checkoutUrl: string }>;
  getStatus(paymentId: string): Promise<ProviderStatus>;
  refund(paymentId: string, amount: number, currency: string): Promise<void>;
}

export class ProviderError extends Error {}
