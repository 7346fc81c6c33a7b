import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import type { SessionUser } from '../../session/types';
import { setSessionUser } from '../../session/useSession';
import { accountApi } from '../api';
import { errorText } from '../errorText';
import { SettingsCard } from './SettingsCard';

/** Invisible mode on/off, saved at once (PUT /api/preferences.php). */
export function InvisibleMode({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (invisible: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { user: updated } = await accountApi.savePreferences({
        notifications_disabled: user.notifications_disabled,
        invisible,
      });
      setSessionUser(queryClient, updated);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.code : 'generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard
      id="settings-invisible"
      title={t('settings.invisibleTitle')}
      text={t('settings.invisibleText')}
    >
      <div className="form-check form-switch form-switch-lg">
        <input
          type="checkbox"
          role="switch"
          className="form-check-input"
          id="settings-invisible-switch"
          checked={user.invisible}
          aria-checked={user.invisible}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(e) => void change(e.target.checked)}
        />
        <label className="form-check-label fw-semibold" htmlFor="settings-invisible-switch">
          {t('settings.invisibleLabel')}
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
