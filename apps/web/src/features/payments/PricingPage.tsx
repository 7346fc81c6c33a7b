import type { Package } from '@amora/shared/api/payments';
import { PREMIUM_BETTER_CHANCE_PERCENT } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { SignupButton } from '../../components/SignupButton';
import { formatPerCredit } from './money';
import { PriceTag } from './PackageCard';
import { PaymentsError, PaymentsModeBanner } from './PaymentsState';
import { usePackages } from './usePackages';

/** /pricing: the public price list, logged out too, in the visitor's country's currency. */
export default function PricingPage() {
  const { t } = useTranslation();
  const user = useSession();
  const packages = usePackages();
  return (
    <div className="payments-page pricing-page container">
      <header className="payments-page__header">
        <h1>{t('pages.pricing.title')}</h1>
        <p className="lead">{t('pages.pricing.intro')}</p>
      </header>
      <PaymentsModeBanner />
      {packages.isPending && <PageSpinner />}
      {packages.isError && <PaymentsError error={packages.error} back="/" />}
      {packages.data && (
        <div className="row g-4">
          <div className="col-lg-6">
            <PriceTable title={t('pricing.credits')} packages={packages.data.credits} />
          </div>
          <div className="col-lg-6">
            <PriceTable title={t('pricing.premium')} packages={packages.data.premium} />
            <p className="small text-body-secondary">
              {t('premium.claim', { percent: PREMIUM_BETTER_CHANCE_PERCENT })}
            </p>
          </div>
        </div>
      )}
      <p className="small text-body-secondary">{t('pricing.note')}</p>
      <div className="payments-page__links">
        {user ? (
          <Link to="/credits" className="btn btn-primary">
            {t('payments.buyCredits')}
          </Link>
        ) : (
          <SignupButton className="btn btn-primary">{t('common.signupFree')}</SignupButton>
        )}
      </div>
    </div>
  );
}

function PriceTable({ title, packages }: { title: string; packages: Package[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="price-table">
      <h2 className="h4">{title}</h2>
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">{t('pricing.credits')}</th>
            <th scope="col" className="text-end">
              {t('pricing.price')}
            </th>
            <th scope="col" className="text-end">
              {t('pricing.perCredit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.map((pkg) => (
            <tr key={pkg.id}>
              <th scope="row">
                {pkg.credits}
                {pkg.popular && <span className="badge bg-primary ms-2">{t('payments.popular')}</span>}
              </th>
              <td className="text-end">
                <PriceTag pkg={pkg} />
              </td>
              <td className="text-end">
                {formatPerCredit(pkg.discounted_price ?? pkg.price, pkg.credits, pkg.currency, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
