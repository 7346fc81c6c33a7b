import { type DiscountCode as DiscountCodeDto, type PaymentMethod, TIME_BONUS } from '@amora/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discountCodeUses, orders } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { HttpError } from '../../lib/errors';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** The welcome code is offered for this long after signup, on the first purchase only. */
export const WELCOME_WINDOW_MS = 7 * DAY;

/** What discount rules need to know about the buyer. */
export interface Buyer {
  id: number;
  siteId: number;
  paidUser: boolean;
  signupDate: Date;
  country: string | null;
}

/** What is being bought, once known (an order); a bare code lookup has none. */
export interface Purchase {
  price: number;
  currency: string;
  method: PaymentMethod;
}

export const codeNotFound = () => new HttpError(404, 'code_not_found', 'Discount code not found');
export const codeAlreadyUsed = () => new HttpError(409, 'code_already_used', 'Discount code already used');
const notApplicable = (why: string) =>
  new HttpError(400, 'code_not_applicable', `This discount code does not apply: ${why}`);

/** The price after a percentage discount, in cents (rounded to the cent). */
export const discounted = (price: number, percentage: number) =>
  Math.round((price * (100 - percentage)) / 100);

/** Seconds of time bonus left for this buyer now (0: none). docs/product.md#time-bonus: non-paid, 14,400 s from signup. */
export function timeBonusSecondsLeft(buyer: Buyer, now: Date): number {
  if (buyer.paidUser) return 0;
  const ends = buyer.signupDate.getTime() + TIME_BONUS.windowSeconds * 1000;
  return Math.max(0, Math.floor((ends - now.getTime()) / 1000));
}

/** The end of a code for this buyer: its own expiry, or the personal window of the bonus codes. */
export function personalExpiry(code: DiscountCodeRow, buyer: Buyer): Date | null {
  if (code.kind === 'time_bonus')
    return new Date(buyer.signupDate.getTime() + TIME_BONUS.windowSeconds * 1000);
  if (code.kind === 'welcome') {
    const window = new Date(buyer.signupDate.getTime() + WELCOME_WINDOW_MS);
    return code.expiresAt && code.expiresAt < window ? code.expiresAt : window;
  }
  return code.expiresAt;
}

export async function findCode(db: Db, siteId: number, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), sql`upper(${discountCodes.code}) = upper(${code.trim()})`));
  return row ?? null;
}

export async function codeOfKind(db: Db, siteId: number, kind: 'welcome' | 'time_bonus') {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(eq(discountCodes.siteId, siteId), eq(discountCodes.kind, kind), eq(discountCodes.status, 'active')),
    )
    .limit(1);
  return row ?? null;
}

async function usedBefore(db: Db, code: DiscountCodeRow, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .where(
      code.validity === 'once'
        ? eq(discountCodeUses.codeId, code.id)
        : and(eq(discountCodeUses.codeId, code.id), eq(discountCodeUses.userId, userId)),
    );
  return (row?.n ?? 0) > 0;
}

async function hasPaidOrder(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.paidAt} is not null`));
  return (row?.n ?? 0) > 0;
}

/**
 * Checks a code for this buyer: 404 code_not_found when it does not exist for them (inactive,
 * expired, someone else's, a bonus whose window is over), 409 code_already_used, and — when the
 * purchase is known — 400 code_not_applicable for country, currency, minimum order value or
 * payment method.
 */
export async function checkCode(
  db: Db,
  code: DiscountCodeRow | null,
  buyer: Buyer,
  now: Date,
  purchase?: Purchase,
): Promise<DiscountCodeRow> {
  if (!code || code.siteId !== buyer.siteId || code.status !== 'active') throw codeNotFound();
  if (code.userId !== null && code.userId !== buyer.id) throw codeNotFound();
  const expiry = personalExpiry(code, buyer);
  if (expiry && expiry <= now) throw codeNotFound();
  if (code.kind === 'time_bonus' && timeBonusSecondsLeft(buyer, now) === 0) throw codeNotFound();
  if (code.validity !== 'unlimited' && (await usedBefore(db, code, buyer.id))) throw codeAlreadyUsed();
  if (code.kind === 'welcome' && (buyer.paidUser || (await hasPaidOrder(db, buyer.id)))) {
    throw notApplicable('first purchase only');
  }
  if (code.country && buyer.country !== code.country) throw notApplicable('country');
  if (purchase) {
    if (code.currency && code.currency !== purchase.currency) throw notApplicable('currency');
    if (code.minimumOrderValue !== null && purchase.price < code.minimumOrderValue) {
      throw notApplicable('minimum order value');
    }
    if (code.paymentMethods && !code.paymentMethods.includes(purchase.method))
      throw notApplicable('payment method');
  }
  return code;
}

/**
 * The discount the buyer gets without typing a code (docs/product.md#time-bonus): the time bonus while it runs,
 * otherwise the welcome code. Null when neither applies.
 */
export async function activeDiscount(db: Db, buyer: Buyer, now: Date): Promise<DiscountCodeRow | null> {
  for (const kind of ['time_bonus', 'welcome'] as const) {
    const code = await codeOfKind(db, buyer.siteId, kind);
    if (!code) continue;
    try {
      return await checkCode(db, code, buyer, now);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return null;
}

export function discountDto(code: DiscountCodeRow, buyer: Buyer, now: Date): DiscountCodeDto {
  const expiry = personalExpiry(code, buyer);
  return {
    code: code.code,
    country: code.country,
    user_id: code.userId,
    expires: expiry?.toISOString() ?? null,
    value_percentage: code.valuePercentage,
    currency: code.currency,
    minimum_order_value: code.minimumOrderValue,
    status: code.status,
    validity: code.validity,
    expired: expiry !== null && expiry <= now,
    paymentmethods: (code.paymentMethods as PaymentMethod[] | null) ?? null,
  };
}
