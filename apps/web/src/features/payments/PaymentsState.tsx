import type { PaymentsMode } from '@amora/shared/api/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { usePackages } from './usePackages';

/** A refused or failed call of these screens as a translated alert, with a way back. */
export function PaymentsError({ error, back = '/credits' }: { error: unknown; back?: string }) {
  const { t } = useTranslation();
  const code = error instanceof ApiRequestError ? error.code : 'generic';
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-2">{errorText(t, { code })}</p>
      <Link to={back} className="alert-link">
        {t('payments.backToCredits')}
      </Link>
    </div>
  );
}

/**
 * How this installation takes payments (decision 022): a banner while test payments are on, the
 * "payments unavailable" notice when nothing takes them, nothing with a real provider.
 */
export function PaymentsModeNote({ mode, back }: { mode: PaymentsMode | undefined; back?: string }) {
  const { t } = useTranslation();
  if (mode === 'test') {
    return (
      <div className="payments-mode payments-mode--test" role="note">
        {t('payments.testBanner')}
      </div>
    );
  }
  if (mode === 'unavailable') {
    return (
      <div className="alert alert-warning payments-mode" role="alert">
        <p className={back ? 'mb-2' : 'mb-0'}>{t('errors.payments_unavailable')}</p>
        {back && (
          <Link to={back} className="alert-link">
            {t('payments.backToCredits')}
          </Link>
        )}
      </div>
    );
  }
  return null;
}

/** The payments mode as every payment screen shows it first, from the (cached) packages answer. */
export function PaymentsModeBanner() {
  const packages = usePackages();
  return <PaymentsModeNote mode={packages.data?.payments} />;
}

/** Whether orders can be made here; unknown (still loading) counts as yes. */
export function usePaymentsAvailable(): boolean {
  return usePackages().data?.payments !== 'unavailable';
}
