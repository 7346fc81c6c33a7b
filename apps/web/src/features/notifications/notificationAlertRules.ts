import type { Notification } from '@amora/shared/api/notifications';
import { safeGet, safeSet } from '../../lib/storage';

/**
 * Notification alerts (docs/product.md#alerts): the newest unread notification shows in the alert area until
 * dismissed; the dismissal is stored with a timestamp, and only a newer notification shows again.
 */
export const NOTIFICATION_ALERT_DISMISSED_KEY = 'amora.notificationAlertDismissedAt';

export function alertNotification(c: {
  notifications: Notification[] | undefined;
  dismissedAt: number | null;
  routeName: string | null;
}): Notification | null {
  if (!c.notifications || c.routeName === 'notifications') return null;
  const newest = c.notifications.find((n) => !n.read);
  if (!newest) return null;
  if (c.dismissedAt !== null && Date.parse(newest.created_at) <= c.dismissedAt) return null;
  return newest;
}

export function readNotificationAlertDismissedAt(storage: () => Storage = () => localStorage): number | null {
  const value = Number(safeGet(storage, NOTIFICATION_ALERT_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeNotificationAlertDismissal(
  now = Date.now(),
  storage: () => Storage = () => localStorage,
): void {
  safeSet(storage, NOTIFICATION_ALERT_DISMISSED_KEY, String(now));
}
