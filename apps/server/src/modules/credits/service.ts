import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

export const notEnoughCredits = () =>
  new HttpError(402, 'not_enough_credits', 'Not enough credits to send a message');

/**
 * Spends credits inside the caller's transaction: a guarded update that cannot go below zero
 * (and a CHECK behind it), plus the ledger row. Throws 402 not_enough_credits. Returns the new
 * balance. The ledger's unique (user, reason, reference) refuses a second booking of one event.
 * `recipientFictional` marks credits that went to a staff-run profile (the refund figure).
 */
export async function spendCredits(
  tx: Db,
  userId: number,
  amount: number,
  reason: LedgerReason,
  reference: string,
  { recipientFictional = false }: { recipientFictional?: boolean } = {},
): Promise<number> {
  if (amount <= 0) return currentBalance(tx, userId);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (!row) throw notEnoughCredits();
  await tx
    .insert(creditLedger)
    .values({ userId, amount: -amount, reason, reference, balanceAfter: row.credits, recipientFictional });
  return row.credits;
}

/**
 * Adds credits once per (user, reason, reference): a repeated call (a second webhook, a retried
 * job) books nothing and returns the balance. Must run inside a transaction.
 */
export async function grantCredits(
  tx: Db,
  userId: number,
  amount: number,
  reason: LedgerReason,
  reference: string,
): Promise<number> {
  if (amount <= 0) return currentBalance(tx, userId);
  // Reserve the event first: the unique index makes a second booking a no-op.
  const [booked] = await tx
    .insert(creditLedger)
    .values({ userId, amount, reason, reference, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!booked) return currentBalance(tx, userId);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  await tx.update(creditLedger).set({ balanceAfter: row!.credits }).where(eq(creditLedger.id, booked.id));
  return row!.credits;
}

export async function currentBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}

/** The ledger's sum for a member; always equals users.credits (tests and staff checks). */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.sum ?? 0;
}

/** Credits a member has spent on staff-run profiles (messages, photos, gifts), for refund requests. */
export async function spentOnFictional(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(-${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.recipientFictional, true),
        lt(creditLedger.amount, 0),
      ),
    );
  return row?.sum ?? 0;
}
