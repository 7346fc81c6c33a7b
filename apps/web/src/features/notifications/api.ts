import { getNotifications, putNotifications } from '@amora/shared/endpoints';
import { call } from '../../api/endpoint';

export const notificationsApi = {
  older: (before: number) => call(getNotifications, { query: { before } }),
  markRead: (id: number) => call(putNotifications, { body: { id } }),
  markAllRead: () => call(putNotifications, { body: { all: true } }),
};
