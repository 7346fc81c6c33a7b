import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../api/errors';
import type { SessionUser } from '../../../app-state/session/types';
import { setSessionUser } from '../../../app-state/session/useSession';
import { FormError } from '../../../components/Field';
import { PageSpinner } from '../../../components/PageSpinner';
import { safeNext } from '../../../lib/safeNext';
import { AccountCard } from '../AccountCard';
import { accountApi } from '../api';
import { SECOND_FACTOR_KEY, secondFactorApi } from './api';
import { CodeForm } from './CodeForm';
import { PasskeyButton } from './PasskeyButton';
import { addPasskey, passkeyProof } from './passkey';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupSteps } from './SetupSteps';

/**
 * /second-factor — after the password, when the account needs a second factor
 * (docs/decisions/023-second-factor.md): staff on their first login set up an authenticator app
 * or a passkey (docs/decisions/029-passkeys.md); everyone with one uses the passkey or enters a
 * code (or a recovery code). Then on to `next`.
 */
export default function SecondFactorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? '/members';
  const [recovery, setRecovery] = useState<{ codes: string[]; user: SessionUser } | null>(null);
  const [recoveryCode, setRecoveryCode] = useState(false);
  const status = useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: secondFactorApi.status,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const finish = (user: SessionUser) => {
    setSessionUser(queryClient, user);
    // Answers refused before the code (the staff console's) are asked again.
    queryClient.removeQueries({ queryKey: ['staff'] });
    queryClient.removeQueries({ queryKey: SECOND_FACTOR_KEY });
    navigate(next, { replace: true });
  };

  if (recovery) {
    return (
      <AccountCard title={t('secondFactor.onTitle')} icon="check">
        <RecoveryCodes codes={recovery.codes} onContinue={() => finish(recovery.user)} />
      </AccountCard>
    );
  }
  if (status.isPending) return <PageSpinner />;
  if (status.error instanceof ApiRequestError && status.error.code === 'authentication_required') {
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!status.data) {
    return (
      <AccountCard title={t('pages.second-factor.title')} icon="alert">
        <FormError id="second-factor-error" error={{ code: 'generic' }} />
      </AccountCard>
    );
  }
  if (status.data.verified || !status.data.required) return <Navigate to={next} replace />;
  if (!status.data.enabled) {
    return (
      <AccountCard title={t('secondFactor.setupTitle')} intro={t('secondFactor.setupIntro')} icon="lock">
        <SetupSteps
          submitLabel={t('secondFactor.turnOn')}
          onDone={(answer) => setRecovery({ codes: answer.recovery_codes, user: answer.user })}
        />
        <div className="second-factor-passkey">
          <p>{t('secondFactor.passkeySetupOr')}</p>
          <PasskeyButton
            id="second-factor-passkey-add"
            className="btn btn-outline-primary w-100"
            run={async () => {
              const answer = await addPasskey();
              setRecovery({ codes: answer.recovery_codes, user: answer.user });
            }}
          >
            {t('secondFactor.passkeyAdd')}
          </PasskeyButton>
        </div>
      </AccountCard>
    );
  }
  const { passkeys, authenticator } = status.data;
  const verify = async (proof: Parameters<typeof secondFactorApi.verify>[0]) =>
    finish((await secondFactorApi.verify(proof)).user);
  const withPasskey = passkeys.length > 0;
  return (
    <AccountCard
      title={withPasskey ? t('secondFactor.passkeyStepTitle') : t('secondFactor.codeTitle')}
      intro={withPasskey ? t('secondFactor.passkeyIntro') : t('secondFactor.codeIntro')}
      icon="lock"
      footer={
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => void accountApi.logout().finally(() => navigate('/login', { replace: true }))}
        >
          {t('secondFactor.otherAccount')}
        </button>
      }
    >
      {withPasskey && (
        <PasskeyButton id="second-factor-passkey" run={async () => verify(await passkeyProof())}>
          {t('secondFactor.passkeyUse')}
        </PasskeyButton>
      )}
      {authenticator ? (
        <>
          {withPasskey && <p className="second-factor-passkey__or">{t('secondFactor.passkeyOrCode')}</p>}
          <CodeForm id="second-factor-code" submitLabel={t('secondFactor.verify')} onSubmit={verify} />
        </>
      ) : recoveryCode ? (
        <CodeForm
          id="second-factor-code"
          recoveryOnly
          submitLabel={t('secondFactor.verify')}
          onSubmit={verify}
        />
      ) : (
        <p className="text-center small mt-3 mb-0">
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRecoveryCode(true)}>
            {t('secondFactor.useRecovery')}
          </button>
        </p>
      )}
    </AccountCard>
  );
}
