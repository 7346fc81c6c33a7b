import { normalisePhone as dialable, isValidPhone } from '@amora/shared/iban';

export { isValidIban, maskIban, normaliseIban } from '@amora/shared/iban';

/** docs/product.md#payments: dashes and spaces removed (also dots and brackets); 00 → +. Null when not a phone number. */
export function normalisePhone(raw: string): string | null {
  return isValidPhone(raw) ? dialable(raw) : null;
}
