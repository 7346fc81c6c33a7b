import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../account/errorText';

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
