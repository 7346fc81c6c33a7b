/**
 * The payments screens as one lazy chunk (decision 015): eight routes listed one by one would put
 * eight file names and preload lists into the entry chunk that every first view downloads.
 */
export { default as CreditsPage } from './CreditsPage';
export { default as DirectDebitPage } from './DirectDebitPage';
export { default as PaymentMethodPage } from './PaymentMethodPage';
export { default as PremiumPage } from './PremiumPage';
export { default as PricingPage } from './PricingPage';
export { default as RepeatOrderPage } from './RepeatOrderPage';
export { default as TestCheckoutPage } from './TestCheckoutPage';
export { default as TransactionPage } from './TransactionPage';
