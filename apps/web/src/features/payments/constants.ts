import { PAYMENT_METHODS, type PaymentMethod } from '@amora/shared/values/payments';

/**
 * The payments values the screens use: from the Zod-free `@amora/shared/values/payments` (the
 * schemas of `@amora/shared/api/payments` would bring Zod into the page, decision 005).
 */
export {
  CARD_BRANDS,
  PAYMENT_ERROR_CODES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@amora/shared/values/payments';

export function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** The transactions screen polls this often while the payment is still open or pending. */
export const TRANSACTION_POLL_MS = 2_000;
