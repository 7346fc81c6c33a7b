import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { ActiveDiscountNote, PackageCard } from './PackageCard';
import { PaymentsError, PaymentsModeBanner } from './PaymentsState';
import { usePackages } from './usePackages';

/** /credits: the credit bundles in their tiers; picking one goes to the payment-method choice. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const packages = usePackages();
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to="/login?next=/credits" replace />;
  return (
    <div className="payments-page container">
      <header className="payments-page__header">
        <h1>{t('pages.credits.title')}</h1>
        <p className="lead">{t('pages.credits.intro')}</p>
        <p className="payments-page__balance">{t('payments.balance', { count: user.credits })}</p>
      </header>
      <PaymentsModeBanner />
      {packages.isPending && <PageSpinner />}
      {packages.isError && <PaymentsError error={packages.error} back="/members" />}
      {packages.data && (
        <>
          <ActiveDiscountNote discount={packages.data.active_discount} />
          <div className="package-grid">
            {packages.data.credits.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                action={
                  packages.data.payments !== 'unavailable' && (
                    <Link to={`/credits/${pkg.id}`} className="btn btn-primary w-100">
                      {t('payments.choose')}
                    </Link>
                  )
                }
              />
            ))}
          </div>
        </>
      )}
      <div className="payments-page__links">
        {user.paid_user ? (
          <Link to="/credits/repeat-order" className="btn btn-outline-secondary">
            {t('payments.repeatLink')}
          </Link>
        ) : (
          <Link to="/premium" className="btn btn-outline-secondary">
            {t('payments.premiumLink')}
          </Link>
        )}
        <Link to="/pricing" className="btn btn-link">
          {t('pages.pricing.title')}
        </Link>
      </div>
    </div>
  );
}
