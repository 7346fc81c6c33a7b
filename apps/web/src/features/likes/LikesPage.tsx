import type { LikeTab } from '@amora/shared/api/likes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { countNewLikes, likesQuery } from '../../app-state/counts/likesQuery';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { ErrorPage } from '../../components/ErrorPage';
import { PageSpinner } from '../../components/PageSpinner';
import { EAGER_CARDS, ProfileCardView } from '../../components/ProfileCardView';
import { isLikeTab, type LikeEntry, likeList, TABS } from './likeLists';

/** /likes and /likes/{type}: received, given and matches, as tabs over a card grid. */
export default function LikesPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const { pathname } = useLocation();
  const user = useSession();
  const known = useSessionKnown();
  // Fresh on every visit: opening a profile cleared its new-like flag meanwhile.
  const likes = useQuery({ ...likesQuery, enabled: !!user, refetchOnMount: 'always' });

  if (type !== undefined && !isLikeTab(type)) return <ErrorPage status={404} />;
  const tab: LikeTab = type ?? 'received';
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to={`/login?next=${pathname}`} replace />;

  const answer = likes.data;
  const newCount = countNewLikes(answer);
  const counts: Record<LikeTab, number> = {
    received: answer?.liked_by.length ?? 0,
    given: answer?.liked.length ?? 0,
    matches: answer?.matches.length ?? 0,
  };

  return (
    <div className="likes-page container">
      <header className="likes-page__header">
        <h1>{t('pages.likes.title')}</h1>
        <nav aria-label={t('likes.tabsLabel')}>
          <ul className="likes-tabs">
            {TABS.map((name) => (
              <li key={name}>
                <Link
                  to={name === 'received' ? '/likes' : `/likes/${name}`}
                  className={`likes-tabs__link${name === tab ? ' is-active' : ''}`}
                  aria-current={name === tab ? 'page' : undefined}
                >
                  {t(`likes.tabs.${name}`)}
                  {name === 'received' && newCount > 0 ? (
                    <span
                      className={`badge rounded-pill likes-tabs__new ${name === tab ? 'bg-white text-primary' : 'bg-primary'}`}
                    >
                      {t('likes.newCount', { count: newCount })}
                    </span>
                  ) : (
                    answer && <span className="likes-tabs__count">{counts[name]}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {likes.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('errors.generic')}
        </div>
      ) : !answer ? (
        <PageSpinner />
      ) : (
        <TabContent tab={tab} entries={likeList(answer, tab)} />
      )}
    </div>
  );
}

function TabContent({ tab, entries }: { tab: LikeTab; entries: LikeEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <EmptyTab tab={tab} />;
  return (
    <section aria-labelledby="likes-tab-title">
      <h2 id="likes-tab-title" className="visually-hidden">
        {t(`likes.tabs.${tab}`)}
      </h2>
      <p className="likes-page__intro">{t(`likes.intro.${tab}`)}</p>
      <ul className="member-grid likes-grid">
        {entries.map(({ profile, isNew, isMatch }, i) => (
          <li key={profile.id} className={isNew ? 'is-new' : undefined}>
            <ProfileCardView
              profile={profile}
              eager={i < EAGER_CARDS}
              to={`/likes/m/${profile.id}`}
              mark={
                isMatch ? (
                  <span className="badge rounded-pill bg-secondary likes-new-mark">♥ {t('likes.match')}</span>
                ) : isNew ? (
                  <span className="badge rounded-pill bg-primary likes-new-mark">{t('likes.new')}</span>
                ) : null
              }
            />
            {(tab === 'matches' || isMatch) && (
              <Link to={`/members/${profile.id}/chat`} className="btn btn-sm btn-primary likes-grid__chat">
                {t('likes.sendMessage')}
                <span className="visually-hidden">: {profile.name}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyTab({ tab }: { tab: LikeTab }) {
  const { t } = useTranslation();
  const search = (
    <Link to="/members" className="btn btn-outline-primary">
      {t('likes.searchMembers')}
    </Link>
  );
  const swipe = (
    <Link to="/swipe-game" className="btn btn-primary">
      {t('likes.playSwipe')}
    </Link>
  );
  return (
    <div className="likes-empty">
      <div className="likes-empty__icon" aria-hidden="true">
        {tab === 'matches' ? '💞' : tab === 'given' ? '💘' : '💌'}
      </div>
      <h2 className="h5">{t(`likes.empty.${tab}Title`)}</h2>
      <p className="text-body-secondary">{t(`likes.empty.${tab}Text`)}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {tab === 'given' ? (
          <>
            {search}
            {swipe}
          </>
        ) : (
          <>
            {swipe}
            {search}
          </>
        )}
      </div>
    </div>
  );
}
