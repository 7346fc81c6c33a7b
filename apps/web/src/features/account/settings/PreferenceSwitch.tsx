import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { errorText } from '../../../app-state/errorText';
import type { SessionUser } from '../../../app-state/session/types';
import { setSessionUser } from '../../../app-state/session/useSession';
import { accountApi } from '../api';
import { SettingsCard } from './SettingsCard';

/** The member's on/off preferences that the settings page saves at once (PUT /api/preferences.php). */
type SwitchedPreference = 'invisible' | 'blur_explicit_photos';

const TEXTS = {
  invisible: {
    id: 'settings-invisible',
    title: 'settings.invisibleTitle',
    text: 'settings.invisibleText',
    label: 'settings.invisibleLabel',
  },
  // Blur chat photos the models score explicit until tapped (decision 043); on by default.
  blur_explicit_photos: {
    id: 'settings-blur',
    title: 'settings.blurTitle',
    text: 'settings.blurText',
    label: 'settings.blurLabel',
  },
} as const satisfies Record<SwitchedPreference, { id: string; title: string; text: string; label: string }>;

/** A settings card with one switch, saved as soon as it is flipped. */
export function PreferenceSwitch({
  user,
  preference,
}: {
  user: SessionUser;
  preference: SwitchedPreference;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[preference];
  const on = user[preference];

  const change = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { user: updated } = await accountApi.savePreferences({
        notifications_disabled: user.notifications_disabled,
        invisible: user.invisible,
        blur_explicit_photos: user.blur_explicit_photos,
        [preference]: value,
      });
      setSessionUser(queryClient, updated);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.code : 'generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard id={texts.id} title={t(texts.title)} text={t(texts.text)}>
      <div className="form-check form-switch form-switch-lg">
        <input
          type="checkbox"
          role="switch"
          className="form-check-input"
          id={`${texts.id}-switch`}
          checked={on}
          aria-checked={on}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(e) => void change(e.target.checked)}
        />
        <label className="form-check-label fw-semibold" htmlFor={`${texts.id}-switch`}>
          {t(texts.label)}
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
