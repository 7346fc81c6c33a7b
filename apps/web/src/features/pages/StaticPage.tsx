import { getInvitation, getPage } from '@amora/shared/endpoints';
import type { Language } from '@amora/shared/languages';
import type { StaticPage as PageName } from '@amora/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { call } from '../../api/endpoint';
import { rememberInvite } from '../../app-state/signup/tracking';
import { forcedDomain } from '../../app-state/site/forcedDomain';
import { useSettings } from '../../app-state/site/useSettings';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentRoute } from '../../routeHandle';
import { BanNotice } from '../ban';
import { Markdown } from './markdown';

const RELATED = ['terms', 'privacy', 'cookies', 'faq', 'ban', 'return-policy', 'service'] as const;

/** /pages/*: the legal and service texts of the site, in the visitor's language. */
export default function StaticPage() {
  const route = useCurrentRoute();
  if (route?.name === 'token') return <TokenPage />;
  const page = route?.name.replace(/^pages-/, '') as PageName | undefined;
  return page ? <LegalPage page={page} /> : null;
}

function LegalPage({ page }: { page: PageName }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['page', page, i18n.language],
    queryFn: ({ signal }) =>
      call(getPage, { query: { page, lang: i18n.language as Language, domain: forcedDomain() }, signal }),
    staleTime: 5 * 60_000,
  });
  const answer = query.data;
  return (
    <div className="static-page container">
      <div className="row g-4">
        <article className="col-lg-8" lang={answer?.language}>
          <div className="static-page__body">
            {answer ? (
              <>
                <h1>{answer.title}</h1>
                {page === 'ban' && <BanNotice />}
                <Markdown source={answer.body} />
              </>
            ) : query.isError ? (
              <>
                <h1>{t(`pages.pages-${page}.title`)}</h1>
                <p role="alert">{t('errors.generic')}</p>
              </>
            ) : (
              <PageSpinner />
            )}
          </div>
        </article>
        <nav className="col-lg-4" aria-labelledby="related-title">
          <div className="static-page__aside">
            <h2 id="related-title" className="h6 text-uppercase text-body-secondary">
              {t('staticPage.related')}
            </h2>
            <ul className="list-unstyled mb-0">
              {RELATED.filter((r) => r !== page).map((r) => (
                <li key={r}>
                  <Link to={`/pages/${r}`}>{t(`pages.pages-${r}.title`)}</Link>
                </li>
              ))}
              <li>
                <Link to="/complaints">{t('pages.complaints.title')}</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}

/**
 * `{token}`: a personal link (invite or campaign); the token travels into the sign-up as invite.
 * On a site open by invitation only, the page first asks whether the link still works.
 */
function TokenPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const settings = useSettings();
  const inviteOnly = settings?.signups === 'invite_only';
  const check = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => call(getInvitation, { query: { token, domain: forcedDomain() }, signal }),
    enabled: inviteOnly,
  });
  const usable = !!settings && (!inviteOnly || !!check.data?.invitation.valid);
  // Kept for the sign-up even though this page, not a query string, brought the visitor.
  useEffect(() => {
    if (usable) rememberInvite(token);
  }, [usable, token]);
  if (!settings || (inviteOnly && check.isPending)) return <PageSpinner />;
  const invalid = !usable;
  return (
    <div className="static-page container">
      <div className="static-page__body text-center">
        {invalid ? (
          <>
            <h1>{t('pages.token.invalidTitle')}</h1>
            <p className="lead">{t('pages.token.invalidIntro')}</p>
            <Link to="/" className="btn btn-outline-primary">
              {t('common.toHome')}
            </Link>
          </>
        ) : (
          <>
            <h1>{t(inviteOnly ? 'pages.token.invitedTitle' : 'pages.token.title')}</h1>
            <p className="lead">
              {inviteOnly ? t('pages.token.invitedIntro', { site: settings.name }) : t('pages.token.intro')}
            </p>
            <Link to={`/signup?invite=${encodeURIComponent(token)}`} className="btn btn-primary btn-lg px-4">
              {t('common.signupFree')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
