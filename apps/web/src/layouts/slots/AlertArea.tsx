import { ActivationReminder } from '../../features/account/activation/ActivationReminder';

/**
 * Where page-wide alerts go above the content: the activation reminder (accounts). The profile-
 * photo alert, the newest notification and the time-bonus bar come after the first paint, so they
 * go to the member dock at the bottom instead (layouts/slots/MemberDock.tsx), where they move nothing.
 */
export function AlertArea() {
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
    </div>
  );
}
