import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Saved, SettingsCard } from '../settings/SettingsCard';
import { SECOND_FACTOR_KEY, secondFactorApi } from './api';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupSteps } from './SetupSteps';

type Step = 'idle' | 'setup' | 'off';

/**
 * Settings → sign-in: a member turns the second factor on (authenticator app, recovery codes)
 * or off with a code. Staff see that it is always on (decision 023).
 */
export function SecondFactorSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const status = useQuery({ queryKey: SECOND_FACTOR_KEY, queryFn: secondFactorApi.status, retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
  const data = status.data;
  if (!data) return null;

  const text = data.enabled
    ? `${t('secondFactor.settingsOn')} ${t('secondFactor.recoveryLeft', { count: data.recovery_codes_left })}`
    : t('secondFactor.settingsOff');
  return (
    <SettingsCard id="settings-second-factor" title={t('secondFactor.settingsTitle')} text={text}>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onContinue={() => {
            setCodes(null);
            setSaved(t('secondFactor.onTitle'));
            void refresh();
          }}
        />
      ) : step === 'setup' ? (
        <>
          <SetupSteps
            submitLabel={t('secondFactor.turnOn')}
            onDone={(answer) => {
              setStep('idle');
              setCodes(answer.recovery_codes);
            }}
          />
          <button type="button" className="btn btn-link px-0" onClick={() => setStep('idle')}>
            {t('common.cancel')}
          </button>
        </>
      ) : step === 'off' ? (
        <>
          <p>{t('secondFactor.turnOffIntro')}</p>
          <CodeForm
            id="second-factor-off"
            submitLabel={t('secondFactor.turnOff')}
            buttonClass="btn btn-outline-danger"
            onSubmit={async (proof) => {
              await secondFactorApi.disable(proof);
              setStep('idle');
              setSaved(t('secondFactor.offDone'));
              await refresh();
            }}
          />
          <button type="button" className="btn btn-link px-0" onClick={() => setStep('idle')}>
            {t('common.cancel')}
          </button>
        </>
      ) : data.mandatory ? (
        <p className="mb-0 text-body-secondary">{t('secondFactor.mandatory')}</p>
      ) : (
        <button
          type="button"
          className={data.enabled ? 'btn btn-outline-danger' : 'btn btn-primary'}
          onClick={() => {
            setSaved(null);
            setStep(data.enabled ? 'off' : 'setup');
          }}
        >
          {data.enabled ? t('secondFactor.turnOff') : t('secondFactor.turnOn')}
        </button>
      )}
      {saved && step === 'idle' && !codes && <Saved>{saved}</Saved>}
    </SettingsCard>
  );
}
