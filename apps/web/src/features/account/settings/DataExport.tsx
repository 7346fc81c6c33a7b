import { getDataExport } from '@amora/shared/endpoints';
import { intlLanguage } from '@amora/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathOf } from '../../../api/endpoint';
import { ApiRequestError } from '../../../api/errors';
import { errorText } from '../../../app-state/errorText';
import type { SessionUser } from '../../../app-state/session/types';
import { accountApi } from '../api';
import { Saved, SettingsCard } from './SettingsCard';

type State =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'too_soon'; at: Date }
  | { kind: 'error'; code: string };

/**
 * Download my data (GDPR Art. 15/20): ask once a day for a link by mail; the mail's link opens
 * the settings with `?export=<token>`, and this card offers the one-time download (decision 043).
 */
export function DataExport({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('export');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [downloaded, setDownloaded] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      await accountApi.requestDataExport();
      setState({ kind: 'sent' });
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 'export_requested_recently') {
        setState({ kind: 'too_soon', at: new Date(Date.now() + (e.retryAfter ?? 86_400) * 1000) });
      } else {
        setState({ kind: 'error', code: e instanceof ApiRequestError ? e.code : 'generic' });
      }
    } finally {
      setBusy(false);
    }
  };

  const when = (at: Date) =>
    new Intl.DateTimeFormat(intlLanguage(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);

  return (
    <SettingsCard id="settings-export" title={t('settings.export.title')} text={t('settings.export.text')}>
      {token && !downloaded ? (
        <div className="d-flex flex-column align-items-start gap-2">
          <p className="mb-0 fw-semibold">{t('settings.export.ready')}</p>
          <a
            className="btn btn-primary"
            href={`${pathOf(getDataExport)}?token=${encodeURIComponent(token)}`}
            download
            onClick={() => setDownloaded(true)}
          >
            {t('settings.export.download')}
          </a>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void ask()}
        >
          {t('settings.export.request')}
        </button>
      )}
      {downloaded && <Saved>{t('settings.export.downloaded')}</Saved>}
      {state.kind === 'sent' && <Saved>{t('settings.export.sent', { email: user.email })}</Saved>}
      {state.kind === 'too_soon' && (
        <p className="alert alert-warning py-2 mt-3 mb-0" role="alert">
          {t('settings.export.tooSoon', { time: when(state.at) })}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="alert alert-danger py-2 mt-3 mb-0" role="alert">
          {errorText(t, { code: state.code })}
        </p>
      )}
    </SettingsCard>
  );
}
