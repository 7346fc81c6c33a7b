import type { Notification } from '@amora/shared/api/notifications';
import type { TFunction } from 'i18next';

/** The line a notification shows, in the member's language. */
export function notificationText(t: TFunction, n: Notification): string {
  const name = n.actor?.name || t('notifications.someone');
  return t(`notifications.types.${n.type}`, { name });
}
