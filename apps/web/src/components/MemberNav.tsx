import { BADGES } from '@amora/shared/constants';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { badgeText, useCounts } from '../app-state/counts/useCounts';
import type { SessionUser } from '../app-state/session/types';

const ICONS = {
  search: 'M10 4a6 6 0 1 0 3.7 10.7l4.3 4.3 1.4-1.4-4.3-4.3A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  messages: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z',
  likes:
    'M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z',
  credits:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v1.1c1.5.3 2.6 1.2 2.8 2.6h-2c-.1-.6-.7-1-1.8-1-1.2 0-1.7.5-1.7 1 0 .6.5.9 2 1.2 2.2.5 3.7 1.2 3.7 3.1 0 1.4-1.1 2.4-3 2.7V18h-2v-1.3c-1.8-.3-3-1.3-3.1-2.9h2c.1.8.9 1.3 2.1 1.3 1.3 0 1.9-.5 1.9-1.1 0-.6-.4-.9-2.1-1.3-2-.4-3.6-1.1-3.6-3 0-1.3 1-2.3 2.8-2.6V7z',
  premium: 'M12 2l3 6.5 7 .8-5.2 4.7 1.5 7L12 17.5 5.7 21l1.5-7L2 9.3l7-.8z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="member-nav__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}

/** Badge colour of the credits (docs/product.md#top-bar): warning above 0, danger at 0, none above 10. */
export function creditsBadge(credits: number): 'warning' | 'danger' | null {
  if (credits > BADGES.lowCredits) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** The logged-in part of the top bar: search, messages, likes, credits or Get Premium. */
export function MemberNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { unreadMessages, newLikes } = useCounts();
  const badge = creditsBadge(user.credits);
  const item = 'member-nav__link';
  return (
    <ul className="member-nav">
      <li>
        <NavLink to="/members" className={item} title={t('nav.searchMembers')}>
          <Icon name="search" />
          <span className="member-nav__label">{t('nav.searchMembers')}</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="/chats" className={item} title={t('nav.messages')}>
          <Icon name="messages" />
          <span className="member-nav__label">{t('nav.messages')}</span>
          {unreadMessages > 0 && (
            <span className="badge rounded-pill bg-unread member-nav__badge">
              {badgeText(unreadMessages, BADGES.unreadCap)}
              <span className="visually-hidden"> {t('nav.unread', { count: unreadMessages })}</span>
            </span>
          )}
        </NavLink>
      </li>
      <li>
        <NavLink to="/likes" className={item} title={t('nav.likes')}>
          <Icon name="likes" />
          <span className="member-nav__label">{t('nav.likes')}</span>
          {newLikes > 0 && (
            <span className="badge rounded-pill bg-light text-primary member-nav__badge">
              {badgeText(newLikes, BADGES.unreadCap)}
              <span className="visually-hidden"> {t('nav.newLikes', { count: newLikes })}</span>
            </span>
          )}
        </NavLink>
      </li>
      <li>
        {user.paid_user ? (
          <NavLink to="/credits" className={item} title={t('nav.creditsCount', { count: user.credits })}>
            <Icon name="credits" />
            <span className="member-nav__label">{t('nav.credits')}</span>
            {badge ? (
              <span
                className={`badge rounded-pill member-nav__badge bg-${badge}${badge === 'warning' ? ' text-dark' : ''}`}
                data-testid="credits-badge"
              >
                {user.credits}
                <span className="visually-hidden"> {t('nav.creditsCount', { count: user.credits })}</span>
              </span>
            ) : (
              <span className="member-nav__count">
                {user.credits}
                <span className="visually-hidden"> {t('nav.credits')}</span>
              </span>
            )}
          </NavLink>
        ) : (
          <NavLink to="/premium" className="btn btn-warning btn-sm member-nav__premium">
            <Icon name="premium" />
            <span>{t('nav.getPremium')}</span>
          </NavLink>
        )}
      </li>
    </ul>
  );
}
