import type { Notification } from '@amora/shared/api/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge } from '../../components/FictionalBadge';
import { NotificationPicture } from './NotificationPicture';
import { notificationText } from './notificationText';

export default function NotificationAlertBanner({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-light notification-alert mb-0" role="status">
      <NotificationPicture notification={notification} className="notification-alert__icon" size={36} />
      <span className="notification-alert__text">
        {notificationText(t, notification)}
        {notification.actor?.fictional && <FictionalBadge />}
      </span>
      <Link
        to={notification.url}
        className="btn btn-sm btn-primary notification-alert__action"
        onClick={onDismiss}
      >
        {t('notifications.open')}
      </Link>
      <button
        type="button"
        className="btn-close"
        aria-label={t('notifications.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}
