import { lazy, Suspense } from 'react';
import { ActivationReminder } from '../features/account/activation/ActivationReminder';
import { PhotoAlert } from '../features/photo-alert/PhotoAlert';
import { useSession } from '../features/session/useSession';
import { TimeBonusBannerSlot } from '../features/time-bonus/TimeBonusBannerSlot';

// Members only, and not needed for the first paint: loads after the page.
const NotificationAlerts = lazy(() =>
  import('../features/notifications/NotificationAlerts').then((m) => ({ default: m.NotificationAlerts })),
);

/**
 * Where page-wide alerts go: the activation reminder (accounts), the profile-photo alert, the
 * newest unread notification and the push prompt, and the time-bonus / welcome-bonus banner of
 * the members area.
 */
export function AlertArea() {
  const user = useSession();
  return (
    <div className="alert-area container" aria-live="polite">
      <ActivationReminder />
      <PhotoAlert />
      {user && (
        <Suspense fallback={null}>
          <NotificationAlerts />
        </Suspense>
      )}
      <TimeBonusBannerSlot />
    </div>
  );
}
