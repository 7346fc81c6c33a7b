import type { Passkey, SecondFactorStatus } from '@amora/shared/api/second-factor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/Field';
import { useFormatLocale } from '../../../i18n/useFormatLocale';
import { Saved, SettingsCard } from '../settings/SettingsCard';
import { SECOND_FACTOR_KEY, secondFactorApi } from './api';
import { CodeForm } from './CodeForm';
import { PasskeyButton } from './PasskeyButton';
import { addPasskey, passkeyErrorCode, passkeyProof } from './passkey';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupSteps } from './SetupSteps';

type Step = 'idle' | 'setup' | 'off';

/**
 * Settings → sign-in: a member turns the second factor on (authenticator app or a passkey,
 * recovery codes) or off with a code or the passkey; everyone adds and removes passkeys, beside
 * or instead of the app. Staff see that it is always on (decisions 023 and 029).
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

  const onText = data.authenticator ? t('secondFactor.settingsOn') : t('secondFactor.settingsOnPasskey');
  const text = data.enabled
    ? `${onText} ${t('secondFactor.recoveryLeft', { count: data.recovery_codes_left })}`
    : t('secondFactor.settingsOff');
  const turnOff = async (proof: Parameters<typeof secondFactorApi.disable>[0]) => {
    await secondFactorApi.disable(proof);
    setStep('idle');
    setSaved(t('secondFactor.offDone'));
    await refresh();
  };
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
          <p>{data.authenticator ? t('secondFactor.turnOffIntro') : t('secondFactor.turnOffIntroPasskey')}</p>
          {data.passkeys.length > 0 && (
            <div className="passkey-actions mb-3">
              <PasskeyButton
                id="second-factor-off-passkey"
                className="btn btn-outline-danger w-100"
                run={async () => turnOff(await passkeyProof())}
              >
                {t('secondFactor.turnOff')}
              </PasskeyButton>
            </div>
          )}
          <CodeForm
            id="second-factor-off"
            submitLabel={t('secondFactor.turnOff')}
            buttonClass="btn btn-outline-danger"
            recoveryOnly={!data.authenticator}
            onSubmit={turnOff}
          />
          <button type="button" className="btn btn-link px-0" onClick={() => setStep('idle')}>
            {t('common.cancel')}
          </button>
        </>
      ) : (
        <>
          {data.mandatory ? (
            <p className="text-body-secondary">{t('secondFactor.mandatory')}</p>
          ) : (
            <p>
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
            </p>
          )}
          {data.enabled && !data.authenticator && (
            <p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  setSaved(null);
                  setStep('setup');
                }}
              >
                {t('secondFactor.addApp')}
              </button>
            </p>
          )}
          <Passkeys
            data={data}
            onAdded={(recoveryCodes) => {
              if (recoveryCodes.length > 0) setCodes(recoveryCodes);
              else setSaved(t('secondFactor.passkeyAdded'));
              void refresh();
            }}
            onRemoved={(next) => {
              queryClient.setQueryData(SECOND_FACTOR_KEY, next);
              setSaved(t('secondFactor.passkeyRemoved'));
            }}
            onChange={() => setSaved(null)}
          />
        </>
      )}
      {saved && step === 'idle' && !codes && <Saved>{saved}</Saved>}
    </SettingsCard>
  );
}

/** The account's passkeys with their dates and a remove button each, and "Add a passkey". */
function Passkeys({
  data,
  onAdded,
  onRemoved,
  onChange,
}: {
  data: SecondFactorStatus;
  onAdded: (recoveryCodes: string[]) => void;
  onRemoved: (status: SecondFactorStatus) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // As the ban notice writes dates: the long form of the member's language and the site's
  // country (en-GB "2 March 2026" on a British site), docs/decisions/032-language-register-and-plurals.md.
  const format = new Intl.DateTimeFormat(useFormatLocale(), { dateStyle: 'long' });
  const date = (iso: string) => format.format(new Date(iso));
  const dates = (p: Passkey) =>
    p.last_used_at
      ? t('secondFactor.passkeyDates', { added: date(p.created_at), used: date(p.last_used_at) })
      : t('secondFactor.passkeyNeverUsed', { added: date(p.created_at) });
  const remove = async (id: number) => {
    onChange();
    setError(null);
    try {
      onRemoved(await secondFactorApi.removePasskey(id));
    } catch (failure) {
      setError(passkeyErrorCode(failure));
    }
  };
  return (
    <section className="passkeys" aria-labelledby="settings-passkeys-title">
      <h3 id="settings-passkeys-title" className="h6 mt-4">
        {t('secondFactor.passkeysTitle')}
      </h3>
      <p className="small text-body-secondary">{t('secondFactor.passkeysIntro')}</p>
      <FormError id="settings-passkeys-error" error={error ? { code: error } : undefined} />
      {data.passkeys.length > 0 && (
        <ul className="passkey-list">
          {data.passkeys.map((p) => (
            <li key={p.id}>
              <span>
                {p.name}
                <span className="passkey-list__dates">{dates(p)}</span>
              </span>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm passkey-list__remove"
                onClick={() => void remove(p.id)}
              >
                {t('secondFactor.passkeyRemove', { name: p.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="passkey-actions">
        <PasskeyButton
          id="settings-passkey-add"
          className="btn btn-outline-primary"
          run={async () => {
            onChange();
            onAdded((await addPasskey()).recovery_codes);
          }}
        >
          {t('secondFactor.passkeyAdd')}
        </PasskeyButton>
      </div>
    </section>
  );
}
