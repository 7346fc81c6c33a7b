import type { NotificationsAnswer } from '@amora/shared/api/notifications';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../api/client';
import { NOTIFICATIONS_KEY } from './store';

export { NOTIFICATIONS_KEY };

/** GET /api/notifications.php: the newest page and the unread count (page and alert share it). */
export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ signal }) => fetchJson<NotificationsAnswer>('/api/notifications.php', { signal }),
  staleTime: 10_000,
  meta: { member: true, silent: true },
});
