/**
 * The payments values of the API (lists and limits), free of Zod: the web imports them at run
 * time without bringing the schemas into its bundle (decision 037). `api/payments.ts` builds its
 * schemas from them and re-exports them.
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
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Error codes of this area the web translates (docs/product.md#how-things-change, #who-may-do-what). */
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
] as const;

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Maestro'] as const;
