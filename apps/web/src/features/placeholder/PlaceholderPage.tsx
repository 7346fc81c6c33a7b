import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { Brand } from '../../components/Brand';
import { SignupButton } from '../../components/SignupButton';
import { useCurrentRoute } from '../../routeHandle';

/**
 * Stand-in for a screen that a later issue builds: the route's translated heading and line,
 * inside the route's own layout. Layouts without a top bar get the logo so the visitor can
 * always get home.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSession();
  if (!route) return null;
  const bare = route.layout === 'empty' || route.layout === 'chat';
  return (
    <section className={`placeholder-page container${bare ? ' placeholder-page--bare' : ''}`}>
      {bare && (
        <div className="text-center mb-4">
          <Brand className="brand--dark" />
        </div>
      )}
      <div className="placeholder-page__card">
        <div className="placeholder-page__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z"
            />
          </svg>
        </div>
        <h1 className="h2">{t(`pages.${route.name}.title`)}</h1>
        <p className="lead">{t(`pages.${route.name}.intro`)}</p>
        <p className="text-body-secondary">{t('common.comingSoon')}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
          <Link to="/" className="btn btn-outline-primary">
            {t('common.toHome')}
          </Link>
          {!user && route.name !== 'signup' && (
            <SignupButton className="btn btn-primary">{t('common.signupFree')}</SignupButton>
          )}
        </div>
      </div>
    </section>
  );
}
