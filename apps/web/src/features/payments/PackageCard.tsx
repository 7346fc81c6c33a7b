import type { DiscountCode, Package } from '@amora/shared/api/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPerCredit, formatPrice } from './money';

/** The price, or the struck-through price → the discounted price when a discount applies. */
export function PriceTag({ pkg, className = '' }: { pkg: Package; className?: string }) {
  const { t, i18n } = useTranslation();
  const price = formatPrice(pkg.price, pkg.currency, i18n.language);
  if (pkg.discounted_price === null || pkg.discounted_price >= pkg.price) {
    return <span className={`price-tag ${className}`}>{price}</span>;
  }
  return (
    <span className={`price-tag price-tag--discounted ${className}`}>
      <s className="price-tag__old">
        <span className="visually-hidden">{t('payments.oldPrice')} </span>
        {price}
      </s>{' '}
      <span className="price-tag__new">
        <span className="visually-hidden">{t('payments.newPrice')} </span>
        {formatPrice(pkg.discounted_price, pkg.currency, i18n.language)}
      </span>
    </span>
  );
}

/**
 * One bundle in its visual tier p0–p3 (docs/product.md#screens): popular ribbon, discount badge, credits,
 * price (with the active discount), price per credit and the action (a link or a button).
 */
export function PackageCard({ pkg, action }: { pkg: Package; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const paid = pkg.discounted_price ?? pkg.price;
  return (
    <article
      className={`package-card package-card--p${pkg.tier}${pkg.popular ? ' package-card--popular' : ''}`}
      aria-labelledby={`package-${pkg.id}-title`}
      data-testid={`package-${pkg.id}`}
    >
      {pkg.popular && <div className="package-card__ribbon">{t('payments.popular')}</div>}
      {pkg.discount > 0 && (
        <div className="package-card__badge">{t('payments.save', { percent: pkg.discount })}</div>
      )}
      <h2 id={`package-${pkg.id}-title`} className="package-card__credits">
        <span className="package-card__number">{pkg.credits}</span>{' '}
        <span className="package-card__unit">{t('payments.creditsUnit', { count: pkg.credits })}</span>
      </h2>
      <p className="package-card__price">
        <PriceTag pkg={pkg} />
      </p>
      <p className="package-card__per">
        {t('payments.perCredit', { price: formatPerCredit(paid, pkg.credits, pkg.currency, i18n.language) })}
      </p>
      <div className="package-card__action">{action}</div>
    </article>
  );
}

/** "TIMEBONUS25: 25 % off" above the prices that include it. */
export function ActiveDiscountNote({ discount }: { discount: DiscountCode | null }) {
  const { t } = useTranslation();
  if (!discount) return null;
  return (
    <p className="active-discount" data-testid="active-discount">
      <span className="active-discount__code">{discount.code}</span>{' '}
      {t('payments.discountApplied', { percent: discount.value_percentage })}
    </p>
  );
}
