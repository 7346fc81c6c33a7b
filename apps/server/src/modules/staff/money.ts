import type { StaffDiscountCode, StaffOrder, StaffPackage } from '@amora/shared/api/staff';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discountCodeUses, orders, packages, sites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { audit } from './audit';
import type { Staff } from './roles';

type PackageRow = typeof packages.$inferSelect;
type CodeRow = typeof discountCodes.$inferSelect;

function presentPackage(p: PackageRow): StaffPackage {
  return {
    id: p.id,
    site_id: p.siteId,
    kind: p.kind,
    tier: p.tier,
    currency: p.currency,
    price: p.price,
    credits: p.credits,
    popular: p.popular,
    discount: p.discount,
    position: p.position,
    active: p.active,
  };
}

const PACKAGE_COLUMNS = [
  'kind',
  'tier',
  'currency',
  'price',
  'credits',
  'popular',
  'discount',
  'position',
  'active',
] as const;

/**
 * Packages and prices per currency, discount codes and their use, a member's orders: what staff
 * edit of the payments tables. Prices are read by the payments module at checkout, so a change
 * applies to the next order; a package is switched off (`active`), never deleted, because orders
 * point at it.
 */
export class StaffMoneyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async packages(): Promise<StaffPackage[]> {
    const rows = await this.db
      .select()
      .from(packages)
      .orderBy(
        asc(packages.siteId),
        asc(packages.currency),
        asc(packages.kind),
        asc(packages.position),
        asc(packages.id),
      );
    return rows.map(presentPackage);
  }

  async createPackage(staff: Staff, input: Omit<StaffPackage, 'id'>): Promise<number> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.id, input.site_id));
    if (!site) throw notFound('No such site');
    return this.db.transaction(async (tx) => {
      const { site_id, ...rest } = input;
      const [row] = await tx
        .insert(packages)
        .values({ siteId: site_id, ...rest })
        .returning();
      await audit(
        tx,
        staff,
        'package.create',
        { type: 'package', id: row!.id },
        null,
        presentPackage(row!),
        this.clock.now(),
      );
      return row!.id;
    });
  }

  async updatePackage(
    staff: Staff,
    input: Partial<Omit<StaffPackage, 'site_id'>> & { id: number },
  ): Promise<void> {
    const [before] = await this.db.select().from(packages).where(eq(packages.id, input.id));
    if (!before) throw notFound('No such package');
    const set: Partial<PackageRow> = {};
    for (const column of PACKAGE_COLUMNS) {
      if (input[column] !== undefined) (set as Record<string, unknown>)[column] = input[column];
    }
    if (Object.keys(set).length === 0) return;
    await this.db.transaction(async (tx) => {
      const [after] = await tx.update(packages).set(set).where(eq(packages.id, before.id)).returning();
      await audit(
        tx,
        staff,
        'package.update',
        { type: 'package', id: before.id },
        presentPackage(before),
        presentPackage(after!),
        this.clock.now(),
      );
    });
  }

  private presentCode(c: CodeRow, uses: number): StaffDiscountCode {
    const now = this.clock.now();
    return {
      id: c.id,
      site_id: c.siteId,
      code: c.code,
      kind: c.kind,
      value_percentage: c.valuePercentage,
      country: c.country,
      user_id: c.userId,
      expires: c.expiresAt?.toISOString() ?? null,
      expired: c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime(),
      currency: c.currency,
      minimum_order_value: c.minimumOrderValue,
      status: c.status,
      validity: c.validity,
      paymentmethods: c.paymentMethods,
      uses,
    };
  }

  /** Codes staff made (`standard`), newest first, with how often each was used. */
  async codes(): Promise<StaffDiscountCode[]> {
    const rows = await this.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.kind, 'standard'))
      .orderBy(desc(discountCodes.id))
      .limit(500);
    const uses = rows.length
      ? await this.db
          .select({ id: discountCodeUses.codeId, n: count() })
          .from(discountCodeUses)
          .where(
            inArray(
              discountCodeUses.codeId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(discountCodeUses.codeId)
      : [];
    const byId = new Map(uses.map((u) => [u.id, u.n]));
    return rows.map((r) => this.presentCode(r, byId.get(r.id) ?? 0));
  }

  async createCode(
    staff: Staff,
    input: {
      site_id: number;
      code: string;
      value_percentage: number;
      country: string | null;
      user_id: number | null;
      expires: string | null;
      currency: string | null;
      minimum_order_value: number | null;
      validity: 'once_per_user' | 'once' | 'unlimited';
      paymentmethods: string[] | null;
    },
  ): Promise<number> {
    const [taken] = await this.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, input.site_id), eq(discountCodes.code, input.code)));
    if (taken) throw new HttpError(409, 'code_taken', 'This code exists already');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({
          siteId: input.site_id,
          code: input.code,
          kind: 'standard',
          valuePercentage: input.value_percentage,
          country: input.country,
          userId: input.user_id,
          expiresAt: input.expires ? new Date(input.expires) : null,
          currency: input.currency,
          minimumOrderValue: input.minimum_order_value,
          validity: input.validity,
          paymentMethods: input.paymentmethods,
          createdAt: this.clock.now(),
        })
        .returning();
      await audit(
        tx,
        staff,
        'discount_code.create',
        { type: 'discount_code', id: row!.id },
        null,
        this.presentCode(row!, 0),
        this.clock.now(),
      );
      return row!.id;
    });
  }

  async updateCode(
    staff: Staff,
    input: { id: number; status?: 'active' | 'inactive'; expires?: string | null; expire?: true },
  ): Promise<void> {
    const [before] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, input.id));
    if (!before) throw notFound('No such discount code');
    const set: Partial<CodeRow> = {};
    if (input.status) set.status = input.status;
    if (input.expires !== undefined) set.expiresAt = input.expires ? new Date(input.expires) : null;
    if (input.expire) set.expiresAt = this.clock.now();
    if (Object.keys(set).length === 0) return;
    await this.db.transaction(async (tx) => {
      const [after] = await tx
        .update(discountCodes)
        .set(set)
        .where(eq(discountCodes.id, before.id))
        .returning();
      await audit(
        tx,
        staff,
        'discount_code.update',
        { type: 'discount_code', id: before.id },
        { status: before.status, expires: before.expiresAt?.toISOString() ?? null },
        { status: after!.status, expires: after!.expiresAt?.toISOString() ?? null },
        this.clock.now(),
      );
    });
  }

  async order(orderId: number) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('No such order');
    return row;
  }

  /** A member's orders, newest first; `refundable` while paid and within the site's refund_days. */
  async ordersOf(userId: number): Promise<StaffOrder[]> {
    const rows = await this.db
      .select({ order: orders, refundDays: sites.refundDays })
      .from(orders)
      .innerJoin(sites, eq(sites.id, orders.siteId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(100);
    const now = this.clock.now().getTime();
    return rows.map(({ order: o, refundDays }) => ({
      id: o.id,
      kind: o.kind,
      credits: o.credits,
      amount: o.amount,
      currency: o.currency,
      discount_code: o.discountCode,
      payment_method: o.paymentMethod,
      provider: o.provider,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
      refunded_at: o.refundedAt?.toISOString() ?? null,
      refunded_credits: o.refundedCredits,
      refundable: o.status === 'paid' && o.paidAt !== null && now - o.paidAt.getTime() <= refundDays * DAY,
    }));
  }
}
