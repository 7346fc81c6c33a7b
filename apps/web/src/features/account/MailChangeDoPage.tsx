import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../app-state/errorText';
import { setSessionUser } from '../../app-state/session/useSession';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';
import { useTokenAction } from './useTokenAction';

/** /mail-change/do?token=…: confirms the new e-mail address (POST /api/mail-change.php). */
export default function MailChangeDoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const confirm = useCallback(
    async (token: string) => {
      const { user } = await accountApi.confirmMailChange(token);
      setSessionUser(queryClient, user);
      return user;
    },
    [queryClient],
  );
  const result = useTokenAction(params.get('token') ?? '', confirm);

  // Only a confirmed change is titled "E-mail address changed"; until then, and on a bad link,
  // the card says what the page is about.
  if (result.state === 'busy') {
    return (
      <AccountCard title={t('settings.emailTitle')} icon="mail">
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('mailChange.busy')}
        </p>
      </AccountCard>
    );
  }
  if (result.state === 'error') {
    return (
      <AccountCard title={t('settings.emailTitle')} icon="alert">
        <p className="alert alert-danger" role="alert">
          {errorText(t, { code: result.code })}
        </p>
        <Link to="/settings">{t('nav.settings')}</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={t('pages.mail-change-do.title')}
      intro={t('mailChange.done', { email: result.value?.email })}
      icon="check"
    >
      <Link to="/settings" className="btn btn-primary px-4">
        {t('nav.settings')}
      </Link>
    </AccountCard>
  );
}
