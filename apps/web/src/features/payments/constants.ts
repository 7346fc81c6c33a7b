import type * as Shared from '@amora/shared/api/payments';

/**
 * Runtime copies of the payments constants of `@amora/shared/api/payments`. Importing values from
 * that module would bring Zod into the page (decision 005); the `satisfies` checks make the
 * compiler fail as soon as a copy drifts from the shared definition.
 */
export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
  'eps',
  'przelewy24',
  'trustly',
] as const satisfies typeof Shared.PAYMENT_METHODS;

export const CARD_BRANDS = [
  'Visa',
  'Mastercard',
  'American Express',
  'Maestro',
] as const satisfies typeof Shared.CARD_BRANDS;

export const PAYMENT_ERROR_CODES = [
  'package_not_found',
  'payment_method_not_available',
  'code_not_found',
  'code_already_used',
  'code_not_applicable',
  'order_not_found',
  'payment_provider_error',
  'invalid_code',
  'invalid_iban',
  'invalid_phone',
  'iban_blocked',
  'phone_blocked',
  'limit_reached',
  'premium_required',
  'withdrawal_waiver_required',
  'payment_not_found',
] as const satisfies typeof Shared.PAYMENT_ERROR_CODES;

export type PaymentMethod = Shared.PaymentMethod;

export function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** The transactions screen polls this often while the payment is still open or pending. */
export const TRANSACTION_POLL_MS = 2_000;
