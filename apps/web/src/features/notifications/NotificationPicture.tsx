import type { Notification } from '@amora/shared/api/notifications';
import { BellIcon } from './BellIcon';

/**
 * Who a notification is about (their photo, else their initial), or the bell for the site's own
 * news (a payment). Decorative: the notification's text says who.
 */
export function NotificationPicture({
  notification,
  className,
  size,
}: {
  notification: Notification;
  className: string;
  size: number;
}) {
  const { actor } = notification;
  if (actor?.main_image) {
    return (
      <img
        className={`${className} notification-picture--photo`}
        src={actor.main_image.thumb_filename}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`${className} notification-picture--initial`} aria-hidden="true">
      {actor ? actor.name.slice(0, 1).toUpperCase() : <BellIcon />}
    </span>
  );
}
