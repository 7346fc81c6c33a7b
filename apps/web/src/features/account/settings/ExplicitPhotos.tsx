import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import type { SessionUser } from '../../session/types';
import { setSessionUser } from '../../session/useSession';
import { accountApi } from '../api';
import { errorText } from '../errorText';
import { SettingsCard } from './SettingsCard';

/** Blur chat photos the models score explicit until tapped (decision 043); on by default, saved at once. */
export function ExplicitPhotos({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (blur: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { user: updated } = await accountApi.savePreferences({
        notifications_disabled: user.notifications_disabled,
        invisible: user.invisible,
        blur_explicit_photos: blur,
      });
      setSessionUser(queryClient, updated);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.code : 'generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard id="settings-blur" title={t('settings.blurTitle')} text={t('settings.blurText')}>
      <div className="form-check form-switch form-switch-lg">
        <input
          type="checkbox"
          role="switch"
          className="form-check-input"
          id="settings-blur-switch"
          checked={user.blur_explicit_photos}
          aria-checked={user.blur_explicit_photos}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(e) => void change(e.target.checked)}
        />
        <label className="form-check-label fw-semibold" htmlFor="settings-blur-switch">
          {t('settings.blurLabel')}
        </label>
      </div>
      {error && (
        <p className="alert alert-danger py-2 mt-3 mb-0" role="alert">
          {errorText(t, { code: error })}
        </p>
      )}
    </SettingsCard>
  );
}
