/** IBAN lengths of the SEPA countries (ISO 13616 registry). */
const IBAN_LENGTH: Record<string, number> = {
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
  FR: 27,
  GB: 22,
  GI: 23,
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

/** Spaces out, upper case: "nl91 abna 0417 1643 00" → "NL91ABNA0417164300". */
export const normaliseIban = (iban: string) => iban.replace(/[\s-]/g, '').toUpperCase();

/** A SEPA country's IBAN with the right length and a valid ISO 7064 mod-97 checksum. */
export function isValidIban(raw: string): boolean {
  const iban = normaliseIban(raw);
  const length = IBAN_LENGTH[iban.slice(0, 2)];
  if (!length || iban.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Shown back to the member: country, check digits and the last four. */
export const maskIban = (iban: string) =>
  `${iban.slice(0, 4)}${'•'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`;

/** Spec §4: dashes and spaces removed (also dots and brackets); 00 → +. Null when not a phone number. */
export function normalisePhone(raw: string): string | null {
  let phone = raw.replace(/[\s\-().]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  return /^\+?\d{8,15}$/.test(phone) ? phone : null;
}
