import type { NotificationsAnswer } from '@amora/shared/api/notifications';
import { apiFetch, fetchJson } from '../../api/client';
import { ApiRequestError } from '../../api/errors';

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1]): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

export const notificationsApi = {
  older: (before: number) => fetchJson<NotificationsAnswer>('/api/notifications.php', { query: { before } }),
  markRead: (id: number) =>
    call<NotificationsAnswer>('/api/notifications.php', { method: 'PUT', body: { id } }),
  markAllRead: () =>
    call<NotificationsAnswer>('/api/notifications.php', { method: 'PUT', body: { all: true } }),
};
