import { getLogout } from '@amora/shared/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { request } from '../api/endpoint';
import type { SessionUser } from '../app-state/session/types';
import { clearSession } from '../app-state/session/useSession';
import { useMenu } from './useMenu';

/** Account dropdown of the logged-in top bar: my profile, notifications, settings, logout (docs/product.md#top-bar). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open, setOpen, root, toggle } = useMenu();
  const menuId = useId();
  const initial = user.profile.name.trim().charAt(0).toUpperCase() || '?';
  const thumb = user.profile.main_image?.thumb_filename;

  const logout = async () => {
    setOpen(false);
    await request(getLogout, { retries: 0 }).catch(() => undefined);
    clearSession(queryClient);
    navigate('/');
  };

  return (
    <div className="dropdown account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`btn account-menu__toggle dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The name starts with what the button shows (WCAG 2.5.3): "Anna Account menu". */}
        <span className="account-menu__avatar" aria-hidden="true">
          {thumb ? <img src={thumb} alt="" width="32" height="32" /> : initial}
        </span>
        <span className="account-menu__name d-none d-lg-inline">{user.profile.name}</span>
        <span className="visually-hidden"> {t('nav.accountMenu')}</span>
      </button>
      {open && (
        <ul id={menuId} className="dropdown-menu dropdown-menu-end show account-menu__menu">
          <li>
            <h6 className="dropdown-header text-truncate">{user.profile.name}</h6>
          </li>
          <li>
            <Link className="dropdown-item" to="/profile" onClick={() => setOpen(false)}>
              {t('nav.myProfile')}
            </Link>
          </li>
          <li>
            <Link className="dropdown-item" to="/notifications" onClick={() => setOpen(false)}>
              {t('nav.notifications')}
            </Link>
          </li>
          <li>
            <Link className="dropdown-item" to="/settings" onClick={() => setOpen(false)}>
              {t('nav.settings')}
            </Link>
          </li>
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <button type="button" className="dropdown-item" onClick={() => void logout()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
