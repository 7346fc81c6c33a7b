/**
 * Client checks of the direct-debit form. They return the server's codes (invalid_iban,
 * invalid_phone, invalid_code), so a refusal reads the same whoever finds it first.
 */

export {
  formatIban,
  IBAN_LENGTHS,
  isValidIban,
  isValidPhone,
  normaliseIban,
  normalisePhone,
} from '@amora/shared/iban';

/** The SMS code: six digits. */
export function isValidOtp(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
