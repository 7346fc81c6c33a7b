import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../routeHandle';
import { BanNotice } from '../ban/BanNotice';
import { useSettings } from '../site/useSettings';

const RELATED = [
  { to: '/pages/terms', name: 'pages-terms' },
  { to: '/pages/privacy', name: 'pages-privacy' },
  { to: '/pages/cookies', name: 'pages-cookies' },
  { to: '/pages/faq', name: 'pages-faq' },
  { to: '/pages/service', name: 'pages-service' },
] as const;

/** /pages/* and the {token} page: heading and intro; the legal texts come with a later issue. */
export default function StaticPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const settings = useSettings();
  if (!route) return null;
  return (
    <div className="static-page container">
      <div className="row g-4">
        <article className="col-lg-8">
          <div className="static-page__body">
            <h1>{t(`pages.${route.name}.title`)}</h1>
            {route.name === 'pages-ban' && <BanNotice />}
            <p className="lead">{t(`pages.${route.name}.intro`)}</p>
            <p className="text-body-secondary">{t('common.comingSoon')}</p>
            {settings?.support_email && (
              <p className="mb-0">
                <Trans
                  i18nKey="staticPage.contact"
                  values={{ email: settings.support_email }}
                  components={{
                    mail: <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>,
                  }}
                />
              </p>
            )}
          </div>
        </article>
        <nav className="col-lg-4" aria-labelledby="related-title">
          <div className="static-page__aside">
            <h2 id="related-title" className="h6 text-uppercase text-body-secondary">
              {t('staticPage.related')}
            </h2>
            <ul className="list-unstyled mb-0">
              {RELATED.filter((r) => r.name !== route.name).map((r) => (
                <li key={r.to}>
                  <Link to={r.to}>{t(`pages.${r.name}.title`)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}
