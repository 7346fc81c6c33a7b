import type { Notification } from '@amora/shared/api/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { FictionalBadge } from '../../components/FictionalBadge';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/toasts/toastStore';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { notificationsApi } from './api';
import { BellIcon } from './BellIcon';
import { NotificationPicture } from './NotificationPicture';
import { NOTIFICATIONS_KEY, notificationsQuery } from './notificationsQuery';
import { notificationText } from './notificationText';

function When({ iso }: { iso: string }) {
  const locale = useFormatLocale();
  const date = new Date(iso);
  return (
    <time dateTime={iso} className="notification-item__time">
      {date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** /notifications: everything that happened, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery({ ...notificationsQuery, enabled: user !== null });
  const [older, setOlder] = useState<Notification[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to="/login?next=/notifications" replace />;

  const items = [...(data?.notifications ?? []), ...older];
  const hasMore = hasMoreOlder ?? data?.has_more ?? false;

  const update = async (work: Promise<unknown>) => {
    try {
      const answer = await work;
      queryClient.setQueryData(NOTIFICATIONS_KEY, answer);
      setOlder((list) => list.map((n) => ({ ...n, read: true })));
    } catch {
      showToast(t('errors.generic'));
    }
  };
  const open = (n: Notification) => {
    if (n.read) return;
    void notificationsApi.markRead(n.id).then(
      (answer) => queryClient.setQueryData(NOTIFICATIONS_KEY, answer),
      () => undefined,
    );
  };
  const loadOlder = async () => {
    const last = items.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    try {
      const answer = await notificationsApi.older(last.id);
      setOlder((list) => [...list, ...answer.notifications]);
      setHasMoreOlder(answer.has_more);
    } catch {
      showToast(t('errors.generic'));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="notifications-page container">
      <header className="notifications-page__header">
        <div>
          <h1>{t('pages.notifications.title')}</h1>
          <p className="text-body-secondary mb-0">{t('pages.notifications.intro')}</p>
        </div>
        {(data?.unread ?? 0) > 0 && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => void update(notificationsApi.markAllRead())}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </header>
      {isError && !data && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('errors.generic')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void refetch()}>
            {t('notifications.retry')}
          </button>
        </div>
      )}
      {!data && !isError && <PageSpinner />}
      {data && items.length === 0 && (
        <div className="notifications-page__empty">
          <BellIcon size={40} />
          <p>{t('notifications.empty')}</p>
        </div>
      )}
      {items.length > 0 && (
        <ul className="notification-list" aria-label={t('pages.notifications.title')}>
          {items.map((n) => (
            <li key={n.id} className={`notification-item${n.read ? '' : ' notification-item--unread'}`}>
              <Link to={n.url} className="notification-item__link" onClick={() => open(n)}>
                <NotificationPicture
                  notification={n}
                  className={`notification-item__icon notification-item__icon--${n.type}`}
                  size={40}
                />
                <span className="notification-item__body">
                  <span className="notification-item__text">
                    {notificationText(t, n)}
                    {n.actor?.fictional && <FictionalBadge />}
                  </span>
                  <span className="notification-item__meta">
                    <When iso={n.created_at} />
                    {n.count > 1 && (
                      <span className="notification-item__count">
                        {t('notifications.messageCount', { n: n.count })}
                      </span>
                    )}
                  </span>
                </span>
                {!n.read && <span className="notification-item__dot">{t('notifications.unread')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="text-center mt-3">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={loadingOlder}
            onClick={() => void loadOlder()}
          >
            {t('notifications.older')}
          </button>
        </div>
      )}
    </div>
  );
}
