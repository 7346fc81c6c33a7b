/**
 * IBAN and phone rules of the direct-debit form, one copy for the server (which decides) and
 * the web (which answers first with the same codes). Plain TypeScript: the web bundles it.
 */

/** IBAN length per country (SEPA and neighbours, ISO 13616 registry). */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Upper case without spaces or dashes: the form an IBAN is checked and sent in. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: known country, that country's length, and the mod-97 checksum equals 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Dashes and spaces removed for dialling (docs/product.md#what-we-check); brackets and dots too, as people type them,
 * and an international 00 becomes + (as the server does).
 */
export function normalisePhone(value: string): string {
  const phone = value.replace(/[\s\-().]/g, '');
  return phone.startsWith('00') ? `+${phone.slice(2)}` : phone;
}

export function isValidPhone(value: string): boolean {
  return /^\+?\d{8,15}$/.test(normalisePhone(value));
}

/** Shown back to the member: country, check digits and the last four. */
export const maskIban = (iban: string) =>
  `${iban.slice(0, 4)}${'•'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`;
