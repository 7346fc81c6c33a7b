import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../../../app-state/account/constants';
import { errorText } from '../../../app-state/errorText';
import { usePushState } from '../../../app-state/session/push';
import type { SessionUser } from '../../../app-state/session/types';
import { setSessionUser } from '../../../app-state/session/useSession';
import { SubmitButton } from '../../../components/Field';
import { PushControl } from '../../notifications';
import { accountApi } from '../api';
import { Saved, SettingsCard } from './SettingsCard';

/** E-mail and push switches per notification type; saved as `notifications_disabled`. */
export function NotificationSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [disabled, setDisabled] = useState(() => new Set(user.notifications_disabled));
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | { error: string }>('idle');
  // Push switches only mean something once this browser receives pushes: until then they show
  // off and cannot be changed (the stored choice is kept for when push is turned on).
  const pushOn = usePushState() === 'subscribed';

  const toggle = (key: string, on: boolean) => {
    setState('idle');
    setDisabled((d) => {
      const next = new Set(d);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const save = async (event: React.FormEvent | null, emailEnabled = false) => {
    event?.preventDefault();
    setState('busy');
    try {
      const { user: updated } = await accountApi.savePreferences({
        notifications_disabled: [...disabled].sort(),
        invisible: user.invisible,
        ...(emailEnabled ? { email_enabled: true as const } : {}),
      });
      setSessionUser(queryClient, updated);
      setState('saved');
    } catch (error) {
      setState({ error: error instanceof ApiRequestError ? error.code : 'generic' });
    }
  };

  return (
    <SettingsCard
      id="settings-notifications"
      title={t('settings.notificationsTitle')}
      text={t('settings.notificationsText')}
    >
      {user.email_disabled && (
        <div className="alert alert-warning" role="status" data-testid="email-disabled">
          <p className="mb-2">{t(`settings.emailDisabled.${user.email_disabled}`)}</p>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => void save(null, true)}>
            {t('settings.emailEnable')}
          </button>
        </div>
      )}
      <h3 className="h6">{t('settings.pushTitle')}</h3>
      <PushControl />
      <form onSubmit={save} className="mt-3">
        <table className="table notification-table">
          <thead>
            <tr>
              <th scope="col">{t('settings.type')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="text-center">
                  {t(`settings.channel.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`settings.types.${type}`)}</th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const key = `${channel}:${type}`;
                  const inert = channel === 'push' && !pushOn;
                  return (
                    <td key={channel} className="text-center">
                      <div className="form-check form-switch d-inline-block m-0">
                        <input
                          type="checkbox"
                          role="switch"
                          className="form-check-input"
                          id={`notify-${key}`}
                          checked={!inert && !disabled.has(key)}
                          aria-checked={!inert && !disabled.has(key)}
                          disabled={inert}
                          aria-describedby={inert ? 'push-state-text' : undefined}
                          onChange={(e) => toggle(key, e.target.checked)}
                          aria-label={t('settings.toggle', {
                            type: t(`settings.types.${type}`),
                            channel: t(`settings.channel.${channel}`),
                          })}
                        />
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <SubmitButton busy={state === 'busy'} className="btn btn-primary">
          {t('common.save')}
        </SubmitButton>
        {state === 'saved' && <Saved>{t('settings.saved')}</Saved>}
        {typeof state === 'object' && (
          <p className="alert alert-danger py-2 mt-3 mb-0" role="alert">
            {errorText(t, { code: state.error })}
          </p>
        )}
      </form>
    </SettingsCard>
  );
}
