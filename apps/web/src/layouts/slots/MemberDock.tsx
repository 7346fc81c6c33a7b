import { lazy, Suspense } from 'react';
import { useSession } from '../../app-state/session/useSession';
import { PhotoAlert } from '../../features/photo-alert/PhotoAlert';
import { TimeBonusBannerSlot } from '../../features/time-bonus/TimeBonusBannerSlot';

// Members only, and not needed for the first paint: loads after the page.
const NotificationAlerts = lazy(() =>
  import('../../features/notifications/NotificationAlerts').then((m) => ({ default: m.NotificationAlerts })),
);

/**
 * The members' dock: the profile-photo alert, the newest unread notification (with the push
 * prompt) and the time-bonus / welcome-bonus bar. Both arrive after the first paint, so they live at the end of the layout,
 * held at the bottom of the window (sticky) instead of above the content: nothing above them
 * moves when they come, and on a phone they take one slim strip, not the first screen
 * (docs/decisions/031-calm-first-screen.md).
 */
export function MemberDock() {
  const user = useSession();
  if (!user) return null;
  return (
    <div className="member-dock" aria-live="polite">
      <PhotoAlert />
      <Suspense fallback={null}>
        <NotificationAlerts />
      </Suspense>
      <TimeBonusBannerSlot />
    </div>
  );
}
