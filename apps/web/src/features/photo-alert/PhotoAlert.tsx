import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../app-state/session/useSession';
import { useCurrentRoute } from '../../routeHandle';
import { readPhotoAlertDismissedAt, showPhotoAlert, storePhotoAlertDismissal } from './photoAlertRules';

const PhotoAlertBanner = lazy(() => import('./PhotoAlertBanner'));

/** The profile-photo alert in the alert area; its banner loads only when it shows. */
export function PhotoAlert() {
  const user = useSession();
  const route = useCurrentRoute();
  const [dismissedAt, setDismissedAt] = useState(() => readPhotoAlertDismissedAt());
  if (!showPhotoAlert({ user, dismissedAt, routeName: route?.name ?? null })) return null;
  const dismiss = () => {
    const now = Date.now();
    storePhotoAlertDismissal(now);
    setDismissedAt(now);
  };
  return (
    <Suspense fallback={null}>
      <PhotoAlertBanner onDismiss={dismiss} />
    </Suspense>
  );
}
