import { ActivationReminder } from '../features/account/activation/ActivationReminder';

/**
 * Where page-wide alerts go: the activation reminder (accounts); notification and profile-photo
 * alerts follow with their issues.
 */
export function AlertArea() {
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
    </div>
  );
}
