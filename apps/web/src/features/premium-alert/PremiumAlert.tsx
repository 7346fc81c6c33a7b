import { LIMITS, PREMIUM_BETTER_CHANCE_PERCENT } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closePremiumAlert, type PremiumAlertRequest } from '../../app-state/premiumAlertStore';
import { Dialog } from '../../components/Dialog';

/**
 * The premium-only feature alert (docs/product.md#when-something-fails): what the free member ran into, the claim of a 46%
 * better chance, what premium unlocks, and the way to /premium. One dialog for every limit.
 */
export default function PremiumAlert({ request }: { request: PremiumAlertRequest }) {
  const { t } = useTranslation();
  const reason =
    request.reason === 'chats'
      ? t('premiumAlert.chats', { count: request.limit ?? LIMITS.freeChatsStarted })
      : request.reason === 'photos'
        ? t('premiumAlert.photos', { count: request.limit ?? LIMITS.freePhotos })
        : t('premiumAlert.lockedPhotos', { hidden: request.hidden ?? 1 });
  return (
    <Dialog labelledBy="premium-alert-title" onClose={closePremiumAlert} className="premium-alert">
      <div className="modal-body premium-alert__body">
        <button
          type="button"
          className="btn-close premium-alert__close"
          aria-label={t('common.close')}
          onClick={closePremiumAlert}
        />
        <div className="premium-alert__badge" aria-hidden="true">
          ★
        </div>
        <h2 id="premium-alert-title" className="premium-alert__title">
          {t('premiumAlert.title')}
        </h2>
        <p className="premium-alert__reason">{reason}</p>
        <p className="premium-alert__claim">
          {t('premiumAlert.claim', { percent: PREMIUM_BETTER_CHANCE_PERCENT })}
        </p>
        <ul className="premium-alert__benefits">
          <li>{t('premiumAlert.benefitChats')}</li>
          <li>{t('premiumAlert.benefitPhotos', { count: LIMITS.premiumPhotos })}</li>
          <li>{t('premiumAlert.benefitSee')}</li>
          <li>{t('premiumAlert.benefitLikes')}</li>
        </ul>
        <Link
          to="/premium"
          className="btn btn-warning btn-lg w-100 premium-alert__cta"
          onClick={closePremiumAlert}
          data-autofocus
        >
          {t('premiumAlert.cta')}
        </Link>
        <button type="button" className="btn btn-link w-100 premium-alert__later" onClick={closePremiumAlert}>
          {t('premiumAlert.later')}
        </button>
      </div>
    </Dialog>
  );
}
