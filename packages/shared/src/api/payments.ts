import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../values/payments';
import { CoercedIdSchema, IdSchema } from './ids';
import { CountryCodeSchema } from './site';

export type { PaymentMethod } from '../values/payments';
export {
  CARD_BRANDS,
  PAYMENT_ERROR_CODES,
  PAYMENT_METHODS,
} from '../values/payments';

/**
 * Credits, premium and payments (docs/product.md#what-we-keep, #accounts, #who-may-do-what, #numbers-and-limits). Money is always in minor units (cents) as
 * integers; the server computes every price and discount — nothing the browser sends about money
 * is trusted.
 */

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * Both kinds book credits and make the buyer a premium member (`paid_user`, for good, docs/product.md#accounts);
 * premium packages are the larger bundles the /premium screen presents with the premium perks.
 */
export const PACKAGE_KINDS = ['credits', 'premium'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const PackageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PACKAGE_KINDS),
  /** Visual tier p0–p3 (docs/product.md#screens). */
  tier: z.number().int().min(0).max(3),
  /** Price in minor units (cents) of `currency`, before any discount code. */
  price: z.number().int(),
  currency: z.string().length(3),
  credits: z.number().int(),
  popular: z.boolean(),
  /** The badge: percent saved compared with the smallest bundle's price per credit. */
  discount: z.number().int(),
  /** Price with the member's active discount (time bonus, else welcome code) applied; null: none. */
  discounted_price: z.number().int().nullable(),
});
export type Package = z.infer<typeof PackageSchema>;

/** How an installation takes payments (decision 022). */
export const PAYMENTS_MODES = ['provider', 'test', 'unavailable'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

export const PackagesAnswerSchema = z.object({
  credits: z.array(PackageSchema),
  premium: z.array(PackageSchema),
  currency: z.string().length(3),
  /** Payment methods offered in the member's country, in display order. */
  payment_methods: z.array(PaymentMethodSchema),
  /** The discount the prices in `discounted_price` include, if any. */
  active_discount: z.lazy(() => DiscountCodeSchema).nullable(),
  /**
   * How orders are paid here: `provider` (a real payment provider), `test` (the installation's
   * test payments are on: no real money, the screens say so) or `unavailable` (ordering is refused
   * with `payments_unavailable`).
   */
  payments: z.enum(PAYMENTS_MODES),
});
export type PackagesAnswer = z.infer<typeof PackagesAnswerSchema>;

export const DISCOUNT_VALIDITIES = ['once_per_user', 'once', 'unlimited'] as const;

/** docs/product.md#what-we-keep "Discount code". */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  country: CountryCodeSchema.nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable().describe('ISO time; null: no end'),
  value_percentage: z.number().int().min(1).max(100),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable().describe('Minor units of `currency`'),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  paymentmethods: z.array(PaymentMethodSchema).nullable().describe('null: every method'),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

export const DiscountCodeQuerySchema = z.object({
  code: z.string().trim().min(1).max(64).optional(),
  welcome: z.enum(['true', '1']).optional(),
});
export const DiscountCodeAnswerSchema = z.object({ discount_code: DiscountCodeSchema });

/** Time-bonus and welcome-discount numbers: TIME_BONUS and WELCOME_DISCOUNT_PERCENTAGE in constants.ts. */
/** GET /api/timebonus.php — loaded on login, cleared on logout (docs/product.md#time-bonus). */
export const TimeBonusSchema = z.object({
  code: z.string(),
  value_percentage: z.number().int(),
  expires: z.string().describe('ISO time the bonus ends'),
  seconds_left: z.number().int(),
});
export const TimeBonusAnswerSchema = z.object({ time_bonus: TimeBonusSchema.nullable() });
export type TimeBonus = z.infer<typeof TimeBonusSchema>;

export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  kind: z.enum(PACKAGE_KINDS),
  credits: z.number().int(),
  /** What the member pays, in minor units, after the discount. */
  amount: z.number().int(),
  /** Price before the discount. */
  original_amount: z.number().int(),
  currency: z.string(),
  discount_code: z.string().nullable(),
  discount_percentage: z.number().int(),
  payment_method: PaymentMethodSchema,
  status: z.enum(ORDER_STATUSES),
  payment_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CreateOrderRequestSchema = z.object({
  package_id: IdSchema,
  payment_method: PaymentMethodSchema,
  discount_code: z.string().trim().min(1).max(64).optional(),
  /**
   * The buyer asks for the credits at once and acknowledges losing the right of withdrawal once
   * they are delivered (EU Consumer Rights Directive art. 16(m)); without it no order is made.
   */
  withdrawal_waiver: z.boolean().optional(),
});
export const CreateOrderAnswerSchema = z.object({
  order: OrderSchema,
  /** Where to send the payer: the provider's checkout, the test checkout, or /directdebit. */
  checkout_url: z.string(),
});
export const OrderQuerySchema = z.object({ id: CoercedIdSchema });
export const OrderAnswerSchema = z.object({ order: OrderSchema });
/** GET /api/orders.php without id: the member's orders, newest first (repeat-order list). */
export const OrdersAnswerSchema = z.object({ orders: z.array(OrderSchema) });
/** GET /api/orders.php: with an id that order (OrderAnswer), without one all of them (OrdersAnswer). */
export const OrdersQuerySchema = OrderQuerySchema.partial();
export const OrderOrOrdersAnswerSchema = z.union([OrderAnswerSchema, OrdersAnswerSchema]);
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;
export type OrdersAnswer = z.infer<typeof OrdersAnswerSchema>;
/** POST /api/repeat-order.php {order_id}: premium members repeat an earlier order (answer: CreateOrderAnswer). */
export const RepeatOrderRequestSchema = z.object({
  order_id: IdSchema,
  withdrawal_waiver: z.boolean().optional(),
});

export const TEST_CHECKOUT_OUTCOMES = ['paid', 'failed', 'cancelled', 'pending'] as const;
/** GET /api/test-checkout.php?payment_id= — what the built-in test checkout page shows. */
export const TestCheckoutQuerySchema = z.object({ payment_id: z.string().min(1).max(64) });
export const TestCheckoutAnswerSchema = z.object({
  payment: z.object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    description: z.string(),
    method: PaymentMethodSchema,
    status: z.string(),
    order_id: z.number().int(),
  }),
});
export const TestCheckoutRequestSchema = z.object({
  payment_id: z.string().min(1).max(64),
  outcome: z.enum(TEST_CHECKOUT_OUTCOMES),
});
export const TestCheckoutResultSchema = z.object({ redirect_url: z.string() });

/** POST /api/payment-webhook.php?provider=: a provider reports a change of its payment `id`. */
export const WebhookQuerySchema = z.object({ provider: z.string().min(1).max(20) });
export const WebhookBodySchema = z.object({ id: z.string().min(1).max(100) });

/** Direct debit (docs/product.md#screens, #payments): SMS code first, then the mandate. */
export const DirectDebitCodeRequestSchema = z.object({
  order_id: IdSchema,
  phone: z.string().trim().min(1).max(32),
});
export const DirectDebitCodeAnswerSchema = z.object({
  sent: z.literal(true),
  /** Normalised number the code went to. */
  phone: z.string(),
});
export const DirectDebitRequestSchema = z.object({
  order_id: IdSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalid_code'),
  account_holder: z.string().trim().min(2).max(70),
  iban: z.string().trim().min(15).max(42),
  street: z.string().trim().min(1).max(100),
  house_number: z.string().trim().min(1).max(16),
  zip: z.string().trim().min(2).max(16),
  city: z.string().trim().min(1).max(60),
  phone: z.string().trim().min(1).max(32),
});
export const DirectDebitAnswerSchema = z.object({
  order: OrderSchema,
  mandate: z.object({ reference: z.string(), signed_at: z.string(), iban: z.string() }),
});

/** Currency of each supported country (members pay in their country's currency). */
export const COUNTRY_CURRENCY: Record<string, string> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  IE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  FI: 'EUR',
  LU: 'EUR',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  DK: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
  PL: 'PLN',
};

/** Payment methods offered per country, in display order; others get the default list. */
export const COUNTRY_PAYMENT_METHODS: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer'],
  BE: ['bancontact', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  DE: ['creditcard', 'paypal', 'directdebit', 'applepay', 'banktransfer'],
  AT: ['eps', 'creditcard', 'paypal', 'directdebit', 'banktransfer'],
  PL: ['przelewy24', 'creditcard', 'paypal', 'banktransfer'],
  FI: ['trustly', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  SE: ['trustly', 'creditcard', 'paypal', 'applepay'],
};
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['creditcard', 'paypal', 'applepay'];
/** Card brands shown with the credit card method. */

export function paymentMethodsFor(country: string | null): readonly PaymentMethod[] {
  return (country && COUNTRY_PAYMENT_METHODS[country]) || DEFAULT_PAYMENT_METHODS;
}
export function currencyFor(country: string | null): string {
  return (country && COUNTRY_CURRENCY[country]) || 'EUR';
}
