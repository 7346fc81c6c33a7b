import { getNotifications } from '@amora/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';
import { NOTIFICATIONS_KEY } from '../../app-state/notificationsStore';

export { NOTIFICATIONS_KEY };

/** GET /api/notifications.php: the newest page and the unread count (page and alert share it). */
export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ signal }) => call(getNotifications, { signal }),
  staleTime: 10_000,
  meta: { member: true, silent: true },
});
