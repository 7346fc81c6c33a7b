import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema';
import type { Clock } from '../lib/clock';

/**
 * Ends expired time bonuses and discount codes (docs/product.md#time-bonus: the time bonus ends at zero; welcome and
 * other codes are time-limited): active codes past `expires_at` become inactive. Checkout must
 * still compare `expires_at` itself — this job only tidies up, at most a few minutes late —
 * and a rerun finds nothing left to do.
 */
export async function endExpiredDiscountCodes(db: Db, clock: Clock) {
  const ended = await db
    .update(discountCodes)
    .set({ status: 'inactive' })
    .where(
      and(
        eq(discountCodes.status, 'active'),
        isNotNull(discountCodes.expiresAt),
        lte(discountCodes.expiresAt, clock.now()),
      ),
    )
    .returning({ kind: discountCodes.kind });
  return {
    timeBonuses: ended.filter((c) => c.kind === 'time_bonus').length,
    codes: ended.filter((c) => c.kind !== 'time_bonus').length,
  };
}
