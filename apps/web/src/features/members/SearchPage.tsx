import type { ProfileCard } from '@amora/shared/api/profile';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { searchQuery } from '../../app-state/members/queries';
import { profileQuery } from '../../app-state/profile/api';
import { useProfileLabels } from '../../app-state/profile/labels';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { openSignupModal } from '../../app-state/signup/signupModalStore';
import { readTracking } from '../../app-state/signup/tracking';
import { useSettings } from '../../app-state/site/useSettings';
import { PageSpinner } from '../../components/PageSpinner';
import { EAGER_CARDS, ProfileCardView } from '../../components/ProfileCardView';
import { SignupButton } from '../../components/SignupButton';
import { useLatestSearchParams } from '../../lib/latestSearchParams';
import { FilterBar } from './FilterBar';
import { Pagination } from './Pagination';
import { apiQuery, changeFilter, filtersToParams, readFilters, type SearchFilters } from './searchParams';

/** The server caps the total it counts; at the cap we say "1,000+". */
export const TOTAL_CAP = 1_000;

/** /members: filters in the URL, the count, a grid of cards, paging, similar profiles when few. */
export default function SearchPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const settings = useSettings();
  const { params, latest, setLatest } = useLatestSearchParams();
  const own = useQuery({ ...profileQuery, enabled: !!user });
  const labels = useProfileLabels();
  // A member's own "looking for" is the default gender; wait for it so we search once.
  const ready = known && !!settings && (!user || own.isFetched);
  const fields = settings?.search_fields ?? [];
  const seeking = user ? own.data?.seeking : null;
  const filters = readFilters(params, fields, seeking);
  const urlTracking = { network: params.get('network') ?? undefined, ref: params.get('ref') ?? undefined };
  const tracking = urlTracking.network || urlTracking.ref ? urlTracking : readTracking();
  const search = useQuery({ ...searchQuery(apiQuery(filters, tracking), user?.id ?? null), enabled: ready });
  const refused = search.error instanceof ApiRequestError && search.error.code === 'authentication_required';

  useEffect(() => {
    if (refused) openSignupModal();
  }, [refused]);

  const go = (next: SearchFilters) => setLatest(filtersToParams(next, latest()));
  const href = (page: number) => `?${filtersToParams({ ...filters, page }, params).toString()}`;

  if (!ready || !labels.ready) return <PageSpinner />;
  const answer = search.data;
  const total = answer?.total ?? 0;
  const pages = answer ? Math.min(500, Math.ceil(total / answer.per_page)) : 0;
  // The catalogue formats the number ({{count, number}}) and picks the plural form by it.
  const countText =
    total >= TOTAL_CAP ? t('search.countCapped', { count: TOTAL_CAP }) : t('search.count', { count: total });

  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1>{t('pages.members.title')}</h1>
        {answer && !refused && (
          <p className="search-page__count" role="status">
            {countText}
          </p>
        )}
      </header>
      <FilterBar
        fields={fields}
        filters={filters}
        siteCountries={settings.countries}
        onChange={(name, value) => go(changeFilter(readFilters(latest(), fields, seeking), name, value))}
        onReset={() => go({ page: 1, ...(user && fields.includes('gender') ? { gender: 'all' } : {}) })}
      />
      {refused ? (
        <div className="search-locked">
          <h2 className="h4">{t('search.lockedTitle')}</h2>
          <p className="text-body-secondary">{t('search.lockedText')}</p>
          <SignupButton className="btn btn-primary btn-lg">{t('common.signupFree')}</SignupButton>
        </div>
      ) : search.isError ? (
        <div className="alert alert-danger mt-4" role="alert">
          {errorText(t, { code: search.error instanceof ApiRequestError ? search.error.code : 'generic' })}
        </div>
      ) : !answer ? (
        <PageSpinner />
      ) : (
        <div
          aria-busy={search.isFetching || undefined}
          className={search.isPlaceholderData ? 'is-stale' : ''}
        >
          {answer.profiles.length === 0 ? (
            <div className="search-empty">
              <div className="search-empty__icon" aria-hidden="true">
                ♡
              </div>
              <h2 className="h5">{t('search.emptyTitle')}</h2>
              <p className="text-body-secondary mb-0">{t('search.emptyText')}</p>
            </div>
          ) : (
            <CardGrid profiles={answer.profiles} label={t('pages.members.title')} level={2} />
          )}
          <Pagination page={filters.page} pages={pages} href={href} />
          {answer.similar.length > 0 && (
            <section className="search-similar" aria-labelledby="search-similar-title">
              <h2 id="search-similar-title" className="h4">
                {t('search.similar')}
              </h2>
              <p className="text-body-secondary">{t('search.similarText')}</p>
              <CardGrid profiles={answer.similar} label={t('search.similar')} level={3} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}

function CardGrid({ profiles, label, level }: { profiles: ProfileCard[]; label: string; level: 2 | 3 }) {
  return (
    <ul className="member-grid" aria-label={label}>
      {profiles.map((p, i) => (
        <li key={p.id}>
          <ProfileCardView profile={p} eager={i < EAGER_CARDS} level={level} />
        </li>
      ))}
    </ul>
  );
}
