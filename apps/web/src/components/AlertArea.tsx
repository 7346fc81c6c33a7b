import { ActivationReminder } from '../features/account/activation/ActivationReminder';
import { NotificationAlerts } from '../features/notifications/NotificationAlerts';
import { PhotoAlert } from '../features/photo-alert/PhotoAlert';

/**
 * Where page-wide alerts go: the activation reminder (accounts), the profile-photo alert, the
 * newest unread notification and the push prompt.
 */
export function AlertArea() {
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
      <PhotoAlert />
      <NotificationAlerts />
    </div>
  );
}
