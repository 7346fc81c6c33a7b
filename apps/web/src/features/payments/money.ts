import type { DiscountCode } from '@amora/shared/api/payments';
import type { PaymentMethod } from './constants';
/**
 * Prices arrive in minor units (cents) of their currency; they are shown in the member's language
 * with Intl.NumberFormat, which also knows how many decimals a currency has.
 */
export function formatPrice(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** Price per credit, for the bundle cards ("€0.25 per credit"). */
export function formatPerCredit(minor: number, credits: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  const digits = new Intl.NumberFormat(language, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return format.format(minor / 10 ** (digits ?? 2) / Math.max(1, credits));
}

/**
 * Why an entered discount code does not reduce this purchase, known from the code's own rules
 * before "Pay now" (the server applies the same ones, discounts.ts checkCode): its minimum order
 * value, its currency or its payment methods. Null when it applies.
 */
export type CodeMisfit =
  | { reason: 'minimum'; minimum: number; currency: string }
  | { reason: 'method' }
  | { reason: 'currency' }
  | null;

export function codeMisfit(
  code: Pick<DiscountCode, 'currency' | 'minimum_order_value' | 'paymentmethods'>,
  purchase: { price: number; currency: string; method: PaymentMethod | null },
): CodeMisfit {
  if (code.currency && code.currency !== purchase.currency) return { reason: 'currency' };
  if (code.minimum_order_value !== null && purchase.price < code.minimum_order_value) {
    return {
      reason: 'minimum',
      minimum: code.minimum_order_value,
      currency: code.currency ?? purchase.currency,
    };
  }
  if (purchase.method && code.paymentmethods && !code.paymentmethods.includes(purchase.method)) {
    return { reason: 'method' };
  }
  return null;
}
