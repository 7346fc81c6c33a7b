import { lazy, Suspense } from 'react';
import { ActivationReminder } from '../features/account/activation/ActivationReminder';
import { PhotoAlert } from '../features/photo-alert/PhotoAlert';
import { useSession } from '../features/session/useSession';

// Members only, and not needed for the first paint: loads after the page.
const NotificationAlerts = lazy(() =>
  import('../features/notifications/NotificationAlerts').then((m) => ({ default: m.NotificationAlerts })),
);

/**
 * Where page-wide alerts go: the activation reminder (accounts), the profile-photo alert, the
 * newest unread notification and the push prompt.
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
    </div>
  );
}
