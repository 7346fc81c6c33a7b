import type { Order, Package, PackagesAnswer } from '@amora/shared/api/payments';

export const bundle = (over: Partial<Package> = {}): Package => ({
  id: 2,
  kind: 'credits',
  tier: 1,
  price: 1099,
  currency: 'EUR',
  credits: 55,
  popular: true,
  discount: 10,
  discounted_price: 824,
  ...over,
});

export const packagesAnswer: PackagesAnswer = {
  credits: [
    bundle({ id: 1, tier: 0, price: 399, credits: 20, popular: false, discount: 0, discounted_price: 299 }),
    bundle(),
  ],
  premium: [
    bundle({
      id: 5,
      kind: 'premium',
      tier: 2,
      price: 3399,
      credits: 250,
      popular: false,
      discounted_price: 2549,
    }),
  ],
  currency: 'EUR',
  payment_methods: ['ideal', 'creditcard', 'directdebit'],
  payments: 'provider',
  active_discount: {
    code: 'TIMEBONUS25',
    country: null,
    user_id: 7,
    expires: '2030-01-01T00:00:00Z',
    value_percentage: 25,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'once_per_user',
    expired: false,
    paymentmethods: null,
  },
};

export const order = (over: Partial<Order> = {}): Order => ({
  id: 12,
  package_id: 2,
  kind: 'credits',
  credits: 55,
  amount: 824,
  original_amount: 1099,
  currency: 'EUR',
  discount_code: 'TIMEBONUS25',
  discount_percentage: 25,
  payment_method: 'creditcard',
  status: 'paid',
  payment_id: 'test_abc',
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:01:00Z',
  ...over,
});
