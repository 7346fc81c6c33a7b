import { ActivationReminder } from '../features/account/activation/ActivationReminder';
import { PhotoAlert } from '../features/photo-alert/PhotoAlert';
import { TimeBonusBannerSlot } from '../features/time-bonus/TimeBonusBannerSlot';

/**
 * Where page-wide alerts go: the activation reminder (accounts), the profile-photo alert, the
 * time-bonus / welcome-bonus banner of the members area;
 * notification alerts follow with their issue.
 */
export function AlertArea() {
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
      <PhotoAlert />
      <TimeBonusBannerSlot />
    </div>
  );
}
