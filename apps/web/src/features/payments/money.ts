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
