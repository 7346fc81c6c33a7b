import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { REACTIVATION_DAYS } from '../../app-state/account/constants';
import { errorText } from '../../app-state/errorText';
import { clearSession, setSessionUser } from '../../app-state/session/useSession';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';
import { secondFactorPath } from './second-factor/redirect';

/**
 * /account-deleted: explains the deletion and the 14-day reactivation; with the mail's token it
 * offers "Reactivate my account" (POST /api/reactivate.php → logged in again).
 */
export default function AccountDeletedPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const justDeleted = params.get('deleted') === '1';
  // Arriving from the deletion in settings: the server ended the session; forget it here.
  useEffect(() => {
    if (justDeleted) clearSession(queryClient);
  }, [justDeleted, queryClient]);
  const navigate = useNavigate();
  const token = params.get('token');
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');

  const reactivate = async () => {
    if (!token) return;
    setState('busy');
    try {
      const { user } = await accountApi.reactivate(token);
      setSessionUser(queryClient, user);
      navigate('/members', { replace: true, state: { reactivated: true } });
    } catch (error) {
      const codeScreen = secondFactorPath(error, '/members');
      if (codeScreen) navigate(codeScreen, { replace: true });
      else setState({ error: error instanceof ApiRequestError ? error.code : 'generic' });
    }
  };

  return (
    <AccountCard title={t('pages.account-deleted.title')} icon="heart">
      <p>{t('accountDeleted.text')}</p>
      <p className="text-body-secondary">{t('accountDeleted.validity', { count: REACTIVATION_DAYS })}</p>
      {token && (
        <div className="account-card__panel">
          <p className="fw-semibold">{t('accountDeleted.reactivateText')}</p>
          {typeof state === 'object' && (
            <p className="alert alert-danger" role="alert">
              {errorText(t, { code: state.error })}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary btn-lg px-4"
            onClick={reactivate}
            disabled={state === 'busy'}
            aria-busy={state === 'busy' || undefined}
          >
            {state === 'busy' && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('accountDeleted.reactivate')}
          </button>
        </div>
      )}
    </AccountCard>
  );
}
