import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app-state/session/types';
import { FormError } from '../../../components/Field';
import { PageSpinner } from '../../../components/PageSpinner';
import { secondFactorApi } from './api';
import { CodeForm } from './CodeForm';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up the authenticator: a new secret as QR code and as text (shown once), then a first
 * code from the app confirms it. One setup call per screen (the query is not refetched).
 */
export function SetupSteps({
  onDone,
  submitLabel,
}: {
  onDone: (answer: { recovery_codes: string[]; user: SessionUser }) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const setup = useQuery({
    queryKey: ['second-factor', 'setup'],
    queryFn: secondFactorApi.beginSetup,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (setup.isPending) return <PageSpinner />;
  if (!setup.data) {
    return <FormError id="second-factor-setup-error" error={{ code: errorCode(setup.error) }} />;
  }
  return (
    <div className="second-factor-setup">
      <ol className="second-factor-setup__steps">
        <li>{t('secondFactor.stepApp')}</li>
        <li>
          {t('secondFactor.stepScan')}
          <div className="second-factor-setup__qr">
            <img src={setup.data.qr_code} alt={t('secondFactor.qrAlt')} width={192} height={192} />
          </div>
          <p className="small mb-1">{t('secondFactor.secretLabel')}</p>
          <code className="second-factor-setup__secret" data-testid="second-factor-secret">
            {grouped(setup.data.secret)}
          </code>
        </li>
        <li>{t('secondFactor.stepCode')}</li>
      </ol>
      <CodeForm
        id="second-factor-setup"
        allowRecovery={false}
        submitLabel={submitLabel}
        onSubmit={async (proof) => onDone(await secondFactorApi.confirmSetup(proof.code ?? ''))}
      />
    </div>
  );
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : 'generic';
}
