import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchQuery } from '../../../app-state/members/queries';
import { profileQuery } from '../../../app-state/profile/api';
import { useSession, useSessionKnown } from '../../../app-state/session/useSession';
import { Brand } from '../../../components/Brand';
import { PageSpinner } from '../../../components/PageSpinner';
import { EAGER_CARDS, ProfileCardView } from '../../../components/ProfileCardView';

/** Members shown right after sign-up. */
const SHOWN = 8;

/**
 * /signup-matches: after sign-up, members who fit what the new member looks for (the gender
 * sought, near their age), as a first taste of the members area.
 */
export default function SignupMatchesPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const own = useQuery({ ...profileQuery, enabled: !!user });
  const age = own.data?.age;
  const query = {
    gender: own.data?.seeking ?? undefined,
    min_age: age ? Math.max(18, age - 10) : undefined,
    max_age: age ? Math.min(99, age + 10) : undefined,
  };
  const ready = known && (!user || own.isFetched);
  const matches = useQuery({ ...searchQuery(query, user?.id ?? null), enabled: ready });
  const profiles = [...(matches.data?.profiles ?? []), ...(matches.data?.similar ?? [])].slice(0, SHOWN);
  return (
    <section className="signup-page signup-matches">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card signup-matches__card">
        <h1 className="h3 text-center">{t('pages.signup-matches.title')}</h1>
        <p className="text-center">{t('signup.matchesText')}</p>
        {!ready || matches.isPending ? (
          <PageSpinner />
        ) : (
          <div className="signup-matches__grid">
            {profiles.map((profile, i) => (
              <ProfileCardView key={profile.id} profile={profile} eager={i < EAGER_CARDS} level={2} />
            ))}
          </div>
        )}
        <div className="text-center mt-3">
          <Link to="/members" className="btn btn-primary px-4">
            {t('nav.searchMembers')}
          </Link>
        </div>
      </div>
    </section>
  );
}
