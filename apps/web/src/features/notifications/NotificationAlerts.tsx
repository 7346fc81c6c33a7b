import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useMeaningfulMoment } from '../../app-state/notificationsStore';
import { usePushState } from '../../app-state/session/push';
import { sessionPollInterval, useSession } from '../../app-state/session/useSession';
import { useCurrentRoute } from '../../routeHandle';
import {
  alertNotification,
  readNotificationAlertDismissedAt,
  storeNotificationAlertDismissal,
} from './notificationAlertRules';
import { notificationsQuery } from './notificationsQuery';
import { readPushPromptDismissedAt, storePushPromptDismissal } from './pushPromptStore';

const NotificationAlertBanner = lazy(() => import('./NotificationAlertBanner'));
const PushPrompt = lazy(() => import('./PushPrompt'));

/** Alert-area entries of notifications: the newest unread one, and the push prompt. */
export function NotificationAlerts() {
  const user = useSession();
  const route = useCurrentRoute();
  const pushState = usePushState();
  const moment = useMeaningfulMoment();
  const [dismissedAt, setDismissedAt] = useState(() => readNotificationAlertDismissedAt());
  const [promptDismissedAt, setPromptDismissedAt] = useState(() => readPushPromptDismissedAt());
  const { data } = useQuery({
    ...notificationsQuery,
    enabled: user !== null,
    refetchInterval: sessionPollInterval(user !== null, pushState === 'subscribed'),
  });
  if (!user) return null;
  const newest = alertNotification({
    notifications: data?.notifications,
    dismissedAt,
    routeName: route?.name ?? null,
  });
  const prompt = moment && pushState === 'capable' && promptDismissedAt === null;
  return (
    <Suspense fallback={null}>
      {newest && (
        <NotificationAlertBanner
          notification={newest}
          onDismiss={() => {
            const now = Date.now();
            storeNotificationAlertDismissal(now);
            setDismissedAt(now);
          }}
        />
      )}
      {prompt && (
        <PushPrompt
          onDismiss={() => {
            const now = Date.now();
            storePushPromptDismissal(now);
            setPromptDismissedAt(now);
          }}
        />
      )}
    </Suspense>
  );
}
