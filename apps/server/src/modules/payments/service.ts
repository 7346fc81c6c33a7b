import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  currencyFor,
  type Language,
  type Order as OrderDto,
  type Package as PackageDto,
  type PaymentMethod,
  type PaymentsMode,
  paymentMethodsFor,
} from '@amora/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  discountCodeUses,
  orders,
  packages,
  paymentBlocklist,
  sepaMandates,
  smsCodes,
  users,
} from '../../db/schema';
import { type Clock, DAY, MINUTE } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { EventBus } from '../../realtime/bus';
import { grantCredits, spendCredits } from '../credits/service';
import { profileOf } from '../members/profile-store';
import type { Site } from '../sites/service';
import {
  activeDiscount,
  type Buyer,
  checkCode,
  codeOfKind,
  type DiscountCodeRow,
  discountDto,
  discounted,
  findCode,
  personalExpiry,
} from './discounts';
import { isValidIban, maskIban, normaliseIban, normalisePhone } from './iban';
import type { PaymentProvider, ProviderStatus } from './providers/provider';
import { ProviderError } from './providers/provider';
import { codeText, type SmsSender } from './sms';

type OrderRow = typeof orders.$inferSelect;
type PackageRow = typeof packages.$inferSelect;

/** Direct-debit limits: SMS codes per order and per phone a day, direct-debit purchases per 30 days. */
export const DIRECT_DEBIT = {
  codesPerOrder: 3,
  codesPerPhonePerDay: 5,
  codeAttempts: 5,
  codeValidMs: 10 * MINUTE,
  ordersPer30Days: 3,
} as const;

const orderNotFound = () => new HttpError(404, 'order_not_found', 'Order not found');
/** No provider takes orders (neither MOLLIE_API_KEY nor test payments): a 4xx, never a 5xx. */
export const paymentsUnavailable = () =>
  new HttpError(409, 'payments_unavailable', 'This site takes no payments at the moment');
const providerFailed = () =>
  new HttpError(502, 'payment_provider_error', 'The payment provider is not reachable, try again later');

/**
 * What the server logs at start about payments: that none are taken (no provider), or that the
 * test checkout books credits without money in production — not news on the demo, where the
 * demo data asked for it (decision 022).
 */
export function paymentWarnings(config: {
  nodeEnv: string;
  seed: string;
  mollieApiKey: string | undefined;
  testPayments: boolean;
}): string[] {
  if (!config.mollieApiKey && !config.testPayments) {
    return [
      'Payments are off: no MOLLIE_API_KEY and TEST_PAYMENTS is not on, so orders answer payments_unavailable',
    ];
  }
  if (config.testPayments && config.nodeEnv === 'production' && config.seed !== 'demo') {
    return [
      'TEST_PAYMENTS=on in production: the built-in test checkout and direct debit book credits without any money',
    ];
  }
  return [];
}

/** Who is paying: the logged-in member with the buyer facts discounts need. */
export interface Payer {
  site: Site;
  user: { id: number; siteId: number; paidUser: boolean; signupDate: Date; language: string };
}

/** Where links in payments point: the site's public origin (PUBLIC_URL or the request's). */
export type Origin = string;

/**
 * Credits and premium: packages, discounts, orders and their booking. A payment is booked exactly
 * once: the order moves to `paid` by one guarded update, and the ledger's unique (user, reason,
 * reference) stands behind it — whatever the number or order of webhooks and return visits.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: EventBus,
    /**
     * Providers by name; `active` takes new orders (null: none, ordering is refused), every one
     * in `all` can still settle its own. `testPayments`: the built-in test checkout and the
     * in-house direct debit, which book without a provider's money (decision 022).
     */
    private readonly providers: {
      active: PaymentProvider | null;
      all: Record<string, PaymentProvider>;
      testPayments: boolean;
    },
    private readonly sms: SmsSender,
    /** Called after a payment was booked (notifications hook in here). */
    private readonly onBooked: (order: OrderRow) => Promise<void> = async () => {},
  ) {}

  async buyerOf(payer: Payer): Promise<Buyer> {
    const profile = await profileOf(this.db, payer.user.id);
    return { ...payer.user, country: profile?.country ?? null };
  }

  /** Packages in the currency of the member's (or visitor's) country, with the active discount. */
  async listPackages(site: Site, country: string | null, payer: Payer | null) {
    const currency = currencyFor(country);
    let rows = await this.packageRows(site.id, currency);
    // A site without prices in that currency sells in its first country's currency.
    if (rows.length === 0) rows = await this.packageRows(site.id, currencyFor(site.countries[0] ?? null));
    const buyer = payer ? await this.buyerOf(payer) : null;
    const discount = buyer ? await activeDiscount(this.db, buyer, this.clock.now()) : null;
    const dto = (p: PackageRow): PackageDto => ({
      id: p.id,
      kind: p.kind,
      tier: p.tier,
      price: p.price,
      currency: p.currency,
      credits: p.credits,
      popular: p.popular,
      discount: p.discount,
      discounted_price: discount ? discounted(p.price, discount.valuePercentage) : null,
    });
    return {
      credits: rows.filter((p) => p.kind === 'credits').map(dto),
      premium: rows.filter((p) => p.kind === 'premium').map(dto),
      currency: rows[0]?.currency ?? currency,
      payment_methods: this.methodsFor(country),
      active_discount: discount && buyer ? discountDto(discount, buyer, this.clock.now()) : null,
      payments: this.mode(),
    };
  }

  /** How orders are paid in this installation (the payment screens show it). */
  mode(): PaymentsMode {
    if (this.providers.testPayments) return 'test';
    return this.providers.active ? 'provider' : 'unavailable';
  }

  /**
   * The methods of that country that can be paid here: direct debit only with test payments on,
   * as its credits are booked on the signed mandate without any provider (decision 022).
   */
  private methodsFor(country: string | null): PaymentMethod[] {
    const all = paymentMethodsFor(country);
    return this.providers.testPayments ? [...all] : all.filter((m) => m !== 'directdebit');
  }

  private packageRows(siteId: number, currency: string) {
    return this.db
      .select()
      .from(packages)
      .where(and(eq(packages.siteId, siteId), eq(packages.currency, currency), eq(packages.active, true)))
      .orderBy(asc(packages.kind), asc(packages.position), asc(packages.id));
  }

  /** GET /api/discountcode.php: a typed code, or the welcome code. */
  async lookupCode(payer: Payer, query: { code?: string; welcome?: string }) {
    const buyer = await this.buyerOf(payer);
    const now = this.clock.now();
    const row = query.welcome
      ? await codeOfKind(this.db, payer.site.id, 'welcome')
      : query.code
        ? await findCode(this.db, payer.site.id, query.code)
        : null;
    const code = await checkCode(this.db, row, buyer, now);
    return discountDto(code, buyer, now);
  }

  /** GET /api/timebonus.php (docs/product.md#time-bonus): running time bonus of a non-paid member, or null. */
  async timeBonus(payer: Payer) {
    const buyer = await this.buyerOf(payer);
    const discount = await activeDiscount(this.db, buyer, this.clock.now());
    if (discount?.kind !== 'time_bonus') return null;
    const expires = personalExpiry(discount, buyer)!;
    return {
      code: discount.code,
      value_percentage: discount.valuePercentage,
      expires: expires.toISOString(),
      seconds_left: Math.max(0, Math.floor((expires.getTime() - this.clock.now().getTime()) / 1000)),
    };
  }

  /**
   * The welcome code or the time bonus as this member could use it now, with its personal end
   * (reminder mails before it ends); null when it does not apply to them. The same checks as at
   * checkout: not paid, not used, window still open, country.
   */
  async offerFor(payer: Payer, kind: 'welcome' | 'time_bonus') {
    const code = await codeOfKind(this.db, payer.site.id, kind);
    if (!code) return null;
    const buyer = await this.buyerOf(payer);
    try {
      await checkCode(this.db, code, buyer, this.clock.now());
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
    // Both kinds always have a personal end (signup window).
    return { code: code.code, percentage: code.valuePercentage, expires: personalExpiry(code, buyer)! };
  }

  /**
   * POST /api/orders.php. The price comes from the package, the discount from the code (or the
   * member's active discount when none is typed); nothing about money is taken from the request.
   */
  async createOrder(
    payer: Payer,
    input: {
      package_id: number;
      payment_method: PaymentMethod;
      discount_code?: string | undefined;
      withdrawal_waiver?: boolean | undefined;
    },
    origin: Origin,
  ) {
    const provider = this.providers.active;
    if (!provider) throw paymentsUnavailable();
    // Digital content delivered at once: the buyer's express consent comes first. Every stored
    // order therefore carries it (given at its created_at).
    if (input.withdrawal_waiver !== true) {
      throw new HttpError(
        400,
        'withdrawal_waiver_required',
        'Confirm that the credits are delivered at once',
        {
          fields: { withdrawal_waiver: 'required' },
        },
      );
    }
    const buyer = await this.buyerOf(payer);
    const now = this.clock.now();
    const [pkg] = await this.db
      .select()
      .from(packages)
      .where(
        and(eq(packages.id, input.package_id), eq(packages.siteId, payer.site.id), eq(packages.active, true)),
      );
    if (!pkg) throw new HttpError(404, 'package_not_found', 'Package not found');
    if (!this.methodsFor(buyer.country).includes(input.payment_method)) {
      throw new HttpError(
        400,
        'payment_method_not_available',
        'This payment method is not available in your country',
      );
    }
    const purchase = { price: pkg.price, currency: pkg.currency, method: input.payment_method };
    let code: DiscountCodeRow | null = null;
    if (input.discount_code) {
      code = await checkCode(
        this.db,
        await findCode(this.db, payer.site.id, input.discount_code),
        buyer,
        now,
        purchase,
      );
    } else {
      const active = await activeDiscount(this.db, buyer, now);
      // The automatic discount only when it fits this purchase (method, minimum value …).
      code = active ? await checkCode(this.db, active, buyer, now, purchase).catch(() => null) : null;
    }
    const percentage = code?.valuePercentage ?? 0;
    const directDebit = input.payment_method === 'directdebit';
    const [order] = await this.db
      .insert(orders)
      .values({
        userId: buyer.id,
        siteId: payer.site.id,
        packageId: pkg.id,
        kind: pkg.kind,
        credits: pkg.credits,
        amount: discounted(pkg.price, percentage),
        originalAmount: pkg.price,
        currency: pkg.currency,
        discountCodeId: code?.id ?? null,
        discountCode: code?.code ?? null,
        discountPercentage: percentage,
        paymentMethod: input.payment_method,
        provider: directDebit ? 'directdebit' : provider.name,
        createdAt: now,
      })
      .returning();
    if (directDebit) {
      const checkoutUrl = `/directdebit?order=${order!.id}`;
      const [updated] = await this.db
        .update(orders)
        .set({ paymentId: `dd_${order!.id}`, checkoutUrl })
        .where(eq(orders.id, order!.id))
        .returning();
      return { order: this.orderDto(updated!), checkout_url: checkoutUrl };
    }
    try {
      const payment = await provider.createPayment({
        amount: order!.amount,
        currency: order!.currency,
        description: `${payer.site.name} — ${pkg.credits} credits (order ${order!.id})`,
        method: input.payment_method,
        redirectUrl: `${origin}/transactions/${order!.id}`,
        webhookUrl: `${origin}/api/payment-webhook.php?provider=${provider.name}`,
        locale: payer.user.language,
        metadata: { orderId: order!.id },
      });
      const [updated] = await this.db
        .update(orders)
        .set({ paymentId: payment.paymentId, checkoutUrl: payment.checkoutUrl })
        .where(eq(orders.id, order!.id))
        .returning();
      return { order: this.orderDto(updated!), checkout_url: payment.checkoutUrl };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await this.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order!.id));
      throw providerFailed();
    }
  }

  /** POST /api/repeat-order.php: premium members buy an earlier order's package again, one step. */
  async repeatOrder(payer: Payer, orderId: number, withdrawalWaiver: boolean | undefined, origin: Origin) {
    if (!payer.user.paidUser) {
      throw new HttpError(403, 'premium_required', 'Repeat orders are a premium function');
    }
    const previous = await this.ownOrder(payer.user.id, orderId);
    if (!previous.packageId) throw new HttpError(404, 'package_not_found', 'Package not found');
    return this.createOrder(
      payer,
      {
        package_id: previous.packageId,
        payment_method: previous.paymentMethod as PaymentMethod,
        withdrawal_waiver: withdrawalWaiver,
      },
      origin,
    );
  }

  async ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * GET /api/orders.php?id=: the member's order. A return visit before the webhook asks the
   * provider once, so the member sees the result even when the webhook is late.
   */
  async getOrder(userId: number, orderId: number) {
    let order = await this.ownOrder(userId, orderId);
    if (
      (order.status === 'open' || order.status === 'pending') &&
      order.paymentId &&
      this.providers.all[order.provider]
    ) {
      await this.syncPayment(order.provider, order.paymentId).catch(() => {});
      order = await this.ownOrder(userId, orderId);
    }
    return this.orderDto(order);
  }

  async listOrders(userId: number) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(50);
    return rows.map((o) => this.orderDto(o));
  }

  /**
   * A provider's webhook (or a return visit): fetch the payment's status from the provider and
   * apply it. Unknown payments are ignored (the answer must not tell a caller which ids exist).
   */
  async syncPayment(providerName: string, paymentId: string): Promise<OrderRow['status'] | null> {
    const provider = this.providers.all[providerName];
    if (!provider) throw new HttpError(400, 'unknown_provider', 'Unknown payment provider');
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, providerName), eq(orders.paymentId, paymentId)));
    if (!order) return null;
    let status: ProviderStatus;
    try {
      status = await provider.getStatus(paymentId);
    } catch {
      throw providerFailed();
    }
    return this.applyStatus(order, status);
  }

  private async applyStatus(order: OrderRow, status: ProviderStatus): Promise<OrderRow['status']> {
    if (status === 'paid') return (await this.book(order.id)) ? 'paid' : order.status;
    const next = ({ failed: 'failed', canceled: 'cancelled', expired: 'expired' } as const)[
      status as 'failed' | 'canceled' | 'expired'
    ];
    const target = next ?? 'pending';
    const from: OrderRow['status'][] = next ? ['open', 'pending'] : ['open'];
    await this.db
      .update(orders)
      .set({ status: target })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from)));
    return target;
  }

  /**
   * Books a paid order: one guarded update moves it to `paid` (only one caller can win), then
   * the credits (ledger, keyed by the order), premium status and the discount code's use — all
   * in one transaction. Returns false when it was booked before.
   */
  async book(orderId: number): Promise<boolean> {
    const now = this.clock.now();
    const booked = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now })
        .where(
          and(eq(orders.id, orderId), inArray(orders.status, ['open', 'pending']), isNull(orders.paidAt)),
        )
        .returning();
      if (!order || order.userId === null) return null;
      const credits = await grantCredits(tx, order.userId, order.credits, 'purchase', `order:${order.id}`);
      // docs/product.md#accounts: a free member becomes premium on the first purchase (and stays premium).
      await tx.update(users).set({ paidUser: true }).where(eq(users.id, order.userId));
      if (order.discountCodeId !== null) {
        await tx
          .insert(discountCodeUses)
          .values({ codeId: order.discountCodeId, userId: order.userId, orderId: order.id, usedAt: now })
          .onConflictDoNothing();
      }
      return { order, credits };
    });
    if (!booked) return false;
    // A paying member now: no free messages to show any more.
    await this.events.publish([booked.order.userId!], {
      type: 'credits',
      credits: booked.credits,
      free_messages_left: null,
    });
    await this.onBooked(booked.order);
    return true;
  }

  /**
   * Refund within the site's refund_days (staff): the provider pays back, the order becomes
   * `refunded` and the ledger takes back the purchased credits that are left (never below 0).
   */
  async refund(orderId: number, site: Site) {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id)));
    if (!order) throw orderNotFound();
    if (order.status !== 'paid' || !order.paidAt)
      throw new HttpError(409, 'not_refundable', 'Only paid orders can be refunded');
    if (this.clock.now().getTime() - order.paidAt.getTime() > site.refundDays * DAY) {
      throw new HttpError(409, 'refund_period_over', `Refunds are possible within ${site.refundDays} days`);
    }
    const provider = this.providers.all[order.provider];
    if (provider && order.paymentId) {
      try {
        await provider.refund(order.paymentId, order.amount, order.currency);
      } catch {
        throw providerFailed();
      }
    }
    return this.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({ status: 'refunded', refundedAt: this.clock.now() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')))
        .returning();
      if (!refunded) throw new HttpError(409, 'not_refundable', 'Only paid orders can be refunded');
      let taken = 0;
      if (order.userId !== null) {
        // Lock the balance, then take back what is left of the purchase.
        const [row] = await tx
          .select({ credits: users.credits })
          .from(users)
          .where(eq(users.id, order.userId))
          .for('update');
        taken = Math.min(order.credits, row?.credits ?? 0);
        if (taken > 0) {
          await spendCredits(tx, order.userId, taken, 'refund', `order:${order.id}`);
        }
      }
      const [done] = await tx
        .update(orders)
        .set({ refundedCredits: taken })
        .where(eq(orders.id, order.id))
        .returning();
      return this.orderDto(done!);
    });
  }

  /* ------------------------------------------------------------------ direct debit (SEPA) */

  private async directDebitOrder(userId: number, orderId: number) {
    // Orders made while test payments were on are not signed after they were turned off.
    if (!this.providers.testPayments) throw paymentsUnavailable();
    const order = await this.ownOrder(userId, orderId);
    if (order.paymentMethod !== 'directdebit' || order.status !== 'open') throw orderNotFound();
    return order;
  }

  private async blocked(kind: 'iban' | 'phone', value: string) {
    const [row] = await this.db
      .select({ value: paymentBlocklist.value })
      .from(paymentBlocklist)
      .where(and(eq(paymentBlocklist.kind, kind), eq(paymentBlocklist.value, value)));
    return !!row;
  }

  private checkPhone = async (raw: string) => {
    const phone = normalisePhone(raw);
    if (!phone)
      throw new HttpError(400, 'invalid_phone', 'Invalid phone number', {
        fields: { phone: 'invalid_phone' },
      });
    if (await this.blocked('phone', phone))
      throw new HttpError(403, 'phone_blocked', 'This phone number is blocked');
    return phone;
  };

  /** Sends the SMS code that signs the mandate (limits per order and per phone a day). */
  async sendDirectDebitCode(payer: Payer, orderId: number, rawPhone: string) {
    const order = await this.directDebitOrder(payer.user.id, orderId);
    const phone = await this.checkPhone(rawPhone);
    const now = this.clock.now();
    const [counts] = await this.db
      .select({
        perOrder: sql<number>`count(*) filter (where ${smsCodes.orderId} = ${order.id})::int`,
        perPhone: sql<number>`count(*) filter (where ${smsCodes.phone} = ${phone} and ${smsCodes.createdAt} > ${new Date(now.getTime() - DAY)})::int`,
      })
      .from(smsCodes)
      .where(sql`${smsCodes.orderId} = ${order.id} or ${smsCodes.phone} = ${phone}`);
    if (
      (counts?.perOrder ?? 0) >= DIRECT_DEBIT.codesPerOrder ||
      (counts?.perPhone ?? 0) >= DIRECT_DEBIT.codesPerPhonePerDay
    ) {
      throw new HttpError(429, 'limit_reached', 'Limit reached, try again later');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.insert(smsCodes).values({
      userId: payer.user.id,
      orderId: order.id,
      phone,
      codeHash: hashCode(order.id, code),
      expiresAt: new Date(now.getTime() + DIRECT_DEBIT.codeValidMs),
      createdAt: now,
    });
    await this.sms.send({
      siteId: payer.site.id,
      to: phone,
      text: codeText(payer.user.language as Language, payer.site.name, code),
    });
    return { sent: true as const, phone };
  }

  /** Signs the SEPA mandate with the SMS code and books the order. */
  async submitDirectDebit(
    payer: Payer,
    input: {
      order_id: number;
      otp: string;
      account_holder: string;
      iban: string;
      street: string;
      house_number: string;
      zip: string;
      city: string;
      phone: string;
    },
  ) {
    const order = await this.directDebitOrder(payer.user.id, input.order_id);
    const iban = normaliseIban(input.iban);
    if (!isValidIban(iban))
      throw new HttpError(400, 'invalid_iban', 'Invalid IBAN', { fields: { iban: 'invalid_iban' } });
    if (await this.blocked('iban', iban)) throw new HttpError(403, 'iban_blocked', 'This IBAN is blocked');
    const phone = await this.checkPhone(input.phone);
    const now = this.clock.now();
    const [recent] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.userId, payer.user.id),
          eq(orders.paymentMethod, 'directdebit'),
          gt(orders.paidAt, new Date(now.getTime() - 30 * DAY)),
        ),
      );
    if ((recent?.n ?? 0) >= DIRECT_DEBIT.ordersPer30Days) {
      throw new HttpError(429, 'limit_reached', 'Direct-debit limit reached');
    }
    const [sent] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.orderId, order.id), eq(smsCodes.phone, phone), isNull(smsCodes.usedAt)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    const invalidCode = () =>
      new HttpError(400, 'invalid_code', 'Invalid code', { fields: { otp: 'invalid_code' } });
    if (!sent || sent.expiresAt <= now || sent.attempts >= DIRECT_DEBIT.codeAttempts) throw invalidCode();
    if (sent.codeHash !== hashCode(order.id, input.otp)) {
      await this.db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, sent.id));
      throw invalidCode();
    }
    const [used] = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, sent.id), isNull(smsCodes.usedAt)))
      .returning();
    if (!used) throw invalidCode();
    const reference = `AMR${order.id}${randomBytes(4).toString('hex').toUpperCase()}`;
    await this.db.insert(sepaMandates).values({
      userId: payer.user.id,
      orderId: order.id,
      reference,
      accountHolder: input.account_holder,
      iban,
      street: input.street,
      houseNumber: input.house_number,
      zip: input.zip,
      city: input.city,
      phone,
      signedAt: now,
    });
    // The collection is submitted with the mandate; credits are booked now (the operator carries
    // the risk of a reversal, which support handles as a refund).
    await this.book(order.id);
    return {
      order: this.orderDto(await this.ownOrder(payer.user.id, order.id)),
      mandate: { reference, signed_at: now.toISOString(), iban: maskIban(iban) },
    };
  }

  orderDto(o: OrderRow): OrderDto {
    return {
      id: o.id,
      package_id: o.packageId ?? 0,
      kind: o.kind,
      credits: o.credits,
      amount: o.amount,
      original_amount: o.originalAmount,
      currency: o.currency,
      discount_code: o.discountCode,
      discount_percentage: o.discountPercentage,
      payment_method: o.paymentMethod as PaymentMethod,
      status: o.status,
      payment_id: o.paymentId,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
    };
  }
}

const hashCode = (orderId: number, code: string) =>
  createHash('sha256').update(`${orderId}:${code.trim()}`).digest('hex');
