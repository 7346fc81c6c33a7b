import type { NotificationsAnswer } from '@amora/shared/api/notifications';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../api/client';

/** GET /api/notifications.php: the newest page and the unread count (page and alert share it). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ signal }) => fetchJson<NotificationsAnswer>('/api/notifications.php', { signal }),
  staleTime: 10_000,
  meta: { member: true, silent: true },
});
