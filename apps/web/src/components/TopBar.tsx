import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../app-state/session/useSession';
import { useInstalledApp } from '../lib/installedApp';
import { useCurrentRoute } from '../routeHandle';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { LanguageDropdown } from './LanguageDropdown';
import { MemberNav } from './MemberNav';

/**
 * Top navigation (docs/product.md#top-bar). Logged out: language dropdown + Login button. Logged in:
 * search, messages, likes, credits or Get Premium, language dropdown, account menu.
 */
export function TopBar() {
  const { t } = useTranslation();
  const user = useSession();
  const installedApp = useInstalledApp();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const showBack = installedApp && route?.backButton === true;

  return (
    <header className="top-bar">
      <nav className="container top-bar__inner" aria-label={t('nav.mainNavigation')}>
        {showBack && (
          <button type="button" className="btn btn-link top-bar__back" onClick={() => navigate(-1)}>
            <span aria-hidden="true">‹</span> {t('nav.back')}
          </button>
        )}
        <Brand />
        <div className="top-bar__actions">
          {user && <MemberNav user={user} />}
          <LanguageDropdown />
          {user && <AccountMenu user={user} />}
          {!user && (
            <Link to="/login" className="btn btn-light btn-sm fw-semibold px-3">
              {t('nav.login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
