import { LIMITS, PREMIUM_BETTER_CHANCE_PERCENT } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { SignupButton } from '../../components/SignupButton';
import { ActiveDiscountNote, PackageCard } from './PackageCard';
import { PaymentsError, PaymentsModeBanner } from './PaymentsState';
import { usePackages } from './usePackages';

/** /premium: the perks, the "46 percent better chance" claim and the premium packages. */
export default function PremiumPage() {
  const { t } = useTranslation();
  const user = useSession();
  const packages = usePackages();
  const perks = [
    t('premium.perkAllPhotos'),
    t('premium.perkPhotos', { count: LIMITS.premiumPhotos }),
    t('premium.perkSwipe'),
    t('premium.perkRepeat'),
  ];
  return (
    <div className="payments-page premium-page container">
      <header className="premium-hero">
        <span className="premium-hero__star" aria-hidden="true">
          ★
        </span>
        <h1>{t('pages.premium.title')}</h1>
        <p className="premium-hero__claim">
          {t('premium.claim', { percent: PREMIUM_BETTER_CHANCE_PERCENT })}
        </p>
        {user?.paid_user && <p className="premium-hero__status">{t('premium.youArePremium')}</p>}
      </header>
      <ul className="premium-perks">
        {perks.map((perk) => (
          <li key={perk}>
            <span className="premium-perks__check" aria-hidden="true">
              ✓
            </span>
            {perk}
          </li>
        ))}
      </ul>
      <p className="text-center text-body-secondary">{t('premium.howTo')}</p>
      <PaymentsModeBanner />
      {packages.isPending && <PageSpinner />}
      {packages.isError && <PaymentsError error={packages.error} back="/members" />}
      {packages.data && (
        <>
          <ActiveDiscountNote discount={packages.data.active_discount} />
          <div className="package-grid">
            {packages.data.premium.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                action={
                  packages.data.payments === 'unavailable' ? null : user ? (
                    <Link to={`/credits/${pkg.id}`} className="btn btn-primary w-100">
                      {user.paid_user ? t('payments.choose') : t('premium.choose')}
                    </Link>
                  ) : (
                    <SignupButton className="btn btn-primary w-100">{t('common.signupFree')}</SignupButton>
                  )
                }
              />
            ))}
          </div>
        </>
      )}
      <p className="text-center mt-3">
        <Link to="/credits">{t('premium.creditsLink')}</Link>
      </p>
    </div>
  );
}
