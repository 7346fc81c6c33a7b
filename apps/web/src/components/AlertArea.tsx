import { ActivationReminder } from '../features/account/activation/ActivationReminder';
import { PhotoAlert } from '../features/photo-alert/PhotoAlert';

/**
 * Where page-wide alerts go: the activation reminder (accounts), the profile-photo alert;
 * notification alerts follow with their issue.
 */
export function AlertArea() {
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
      <PhotoAlert />
    </div>
  );
}
