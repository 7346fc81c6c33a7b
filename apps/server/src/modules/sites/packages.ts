import { COUNTRY_CURRENCY, TIME_BONUS, WELCOME_DISCOUNT_PERCENTAGE } from '@amora/shared';
import type { Db, Tx } from '../../db/client';
import { discountCodes, packages } from '../../db/schema';

/** Euro prices (cents) and credits of the demo packages, tier p0–p3; popular: p1. */
const EURO_PACKAGES = {
  credits: [
    { credits: 20, price: 499 },
    { credits: 55, price: 1249 },
    { credits: 125, price: 2499 },
    { credits: 300, price: 4999 },
  ],
  premium: [
    { credits: 100, price: 1999 },
    { credits: 250, price: 3999 },
    { credits: 600, price: 7999 },
    { credits: 1500, price: 16999 },
  ],
} as const;

/** Rough purchasing-power factors against the euro, for sensible demo prices in other currencies. */
const CURRENCY_FACTOR: Record<string, number> = {
  EUR: 1,
  GBP: 0.86,
  USD: 1.1,
  CAD: 1.5,
  AUD: 1.65,
  NZD: 1.8,
  CHF: 0.95,
  DKK: 7.5,
  NOK: 11.5,
  SEK: 11.5,
  PLN: 4.3,
};

/** Charm price: the converted amount rounded to a whole unit, minus one cent (9.99, 12.99 …). */
function charm(euroCents: number, currency: string): number {
  const units = Math.max(1, Math.round((euroCents * (CURRENCY_FACTOR[currency] ?? 1)) / 100));
  return units * 100 - 1;
}

/** Percent saved per credit compared with the smallest bundle of the same kind (the badge). */
export function savingsPercent(
  price: number,
  credits: number,
  basePrice: number,
  baseCredits: number,
): number {
  return Math.max(0, Math.round((1 - price / credits / (basePrice / baseCredits)) * 100));
}

/**
 * Packages in every currency the site's countries need, the welcome code and the time bonus (every
 * new site, modules/sites/create.ts); `demoCodes: false` leaves out the demo's plain code.
 */
export async function seedSitePayments(
  tx: Tx | Db,
  siteId: number,
  countries: readonly string[],
  options: { demoCodes?: boolean } = {},
): Promise<void> {
  const currencies = [...new Set(countries.map((c) => COUNTRY_CURRENCY[c] ?? 'EUR'))];
  const rows = currencies.flatMap((currency) =>
    (['credits', 'premium'] as const).flatMap((kind) => {
      const list = EURO_PACKAGES[kind].map((p) => ({ credits: p.credits, price: charm(p.price, currency) }));
      const base = list[0]!;
      return list.map((p, tier) => ({
        siteId,
        kind,
        tier,
        currency,
        price: p.price,
        credits: p.credits,
        popular: tier === 1,
        discount: savingsPercent(p.price, p.credits, base.price, base.credits),
        position: tier,
      }));
    }),
  );
  await tx.insert(packages).values(rows);
  await tx
    .insert(discountCodes)
    .values([
      {
        siteId,
        code: TIME_BONUS.code,
        kind: 'time_bonus' as const,
        valuePercentage: TIME_BONUS.percentage,
        validity: 'once_per_user' as const,
      },
      {
        siteId,
        code: 'WELCOME25',
        kind: 'welcome' as const,
        valuePercentage: WELCOME_DISCOUNT_PERCENTAGE,
        validity: 'once_per_user' as const,
      },
      // A plain demo code: 10 % from a 20.00 order, any method (demo sites only).
      ...(options.demoCodes === false
        ? []
        : [
            {
              siteId,
              code: 'LOVE10',
              valuePercentage: 10,
              minimumOrderValue: 2000,
              validity: 'once_per_user' as const,
            },
          ]),
    ])
    .onConflictDoNothing();
}
