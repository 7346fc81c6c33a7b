import type { PublicProfile } from '@amora/shared/api/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { memberQuery } from '../../app-state/members/queries';
import { openPremiumAlert } from '../../app-state/premiumAlertStore';
import { interestsQuery } from '../../app-state/profile/api';
import { PROFILE_OPTION_FIELDS, type ProfileOptionField } from '../../app-state/profile/constants';
import { useProfileLabels } from '../../app-state/profile/labels';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { openSignupModal } from '../../app-state/signup/signupModalStore';
import { setTitleOverride } from '../../app-state/site/pageTitle';
import { useSettings } from '../../app-state/site/useSettings';
import { ErrorPage } from '../../components/ErrorPage';
import { PageSpinner } from '../../components/PageSpinner';
import { Presence } from '../../components/Presence';
import { SignupButton } from '../../components/SignupButton';
import { LikeButton } from '../likes';
import { Gallery } from './Gallery';

/** Loaded when the member opens them. */
const BlockDialog = lazy(() => import('./BlockDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));

/** /members/{id} and /likes/m/{id}: a member's profile page. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const labels = useProfileLabels();
  const user = useSession();
  const known = useSessionKnown();
  const member = useQuery({ ...memberQuery(Number(id), user?.id ?? null), enabled: known });
  const name = member.data?.name ?? null;

  useEffect(() => {
    // The member's name only: never anything from the profile's fields (sexuality stays out).
    setTitleOverride(name);
    return () => setTitleOverride(null);
  }, [name]);

  if (member.error instanceof ApiRequestError) {
    if (member.error.code === 'blocked') return <ErrorPage status={403} message={t('errors.blocked')} />;
    if (member.error.status === 404) return <ErrorPage status={404} />;
  }
  if (member.isError) return <ErrorPage status={500} message={t('errors.generic')} />;
  if (!member.data || !labels.ready) return <PageSpinner />;
  return <MemberProfile profile={member.data} isSelf={user?.id === member.data.id} loggedIn={!!user} />;
}

function MemberProfile({
  profile,
  isSelf,
  loggedIn,
}: {
  profile: PublicProfile;
  isSelf: boolean;
  loggedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = useProfileLabels();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const interests = useQuery({ ...interestsQuery(i18n.language), enabled: profile.interests.length > 0 });
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const fields = PROFILE_OPTION_FIELDS.filter((f) => profile.fields[f]);
  const interestNames = profile.interests
    .map((iid) => interests.data?.find((i) => i.id === iid)?.name)
    .filter((n): n is string => !!n);
  const place = [profile.region, profile.country ? labels.country(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  const membersOnly = (action: () => void) => () => (loggedIn ? action() : openSignupModal());

  return (
    <div className="member-page container">
      <div className="row g-4">
        <div className="col-md-5 col-lg-5">
          <Gallery name={profile.name} photos={profile.photos} />
          <MorePhotos profile={profile} />
        </div>
        <div className="col-md-7 col-lg-7">
          <header className="member-page__header">
            <h1 className="member-page__name">
              {profile.name}
              <span className="member-page__age">, {profile.age}</span>
            </h1>
            <p className="member-page__meta">
              {place && <span>{place}</span>}
              <Presence profile={profile} className="member-page__presence" />
            </p>
          </header>
          {profile.fictional && settings && (
            <aside className="fictional-notice" aria-label={settings.fictional_singular}>
              <span className="fictional-notice__icon" aria-hidden="true">
                {settings.fictional_icon}
              </span>
              <div>
                <strong className="d-block">{settings.fictional_singular}</strong>
                <span>{settings.fictional_warning}</span>
              </div>
            </aside>
          )}
          {profile.blocked_by_me && (
            <div className="alert alert-secondary py-2" role="status">
              {t('member.blockedByMe')}
            </div>
          )}
          {isSelf ? (
            <div className="member-actions">
              <Link to="/profile" className="btn btn-primary">
                {t('member.editOwn')}
              </Link>
            </div>
          ) : (
            <div className="member-actions">
              {loggedIn ? (
                <Link to={`/members/${profile.id}/chat`} className="btn btn-primary member-actions__main">
                  {t('member.sendMessage')}
                </Link>
              ) : (
                <SignupButton className="btn btn-primary member-actions__main">
                  {t('member.sendMessage')}
                </SignupButton>
              )}
              <span className="member-actions__like" data-slot="like">
                <LikeButton profile={profile} />
              </span>
              <div className="member-actions__more">
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={membersOnly(() => setDialog('block'))}
                >
                  {profile.blocked_by_me ? t('member.unblock') : t('member.block')}
                </button>
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  onClick={membersOnly(() => setDialog('report'))}
                >
                  {t('member.report')}
                </button>
              </div>
            </div>
          )}
          {fields.length > 0 && (
            <Section title={t('member.details')}>
              <dl className="member-fields">
                {fields.map((f: ProfileOptionField) => (
                  <div key={f} className="member-fields__row">
                    <dt>{labels.field(f)}</dt>
                    <dd>{labels.option(f, profile.fields[f] ?? '')}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          )}
          {interestNames.length > 0 && (
            <Section title={labels.field('interests')}>
              <ul className="chip-list chip-list--static">
                {interestNames.map((n) => (
                  <li key={n} className="chip">
                    {n}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {profile.about && (
            <Section title={labels.field('about')}>
              <p className="member-page__about">{profile.about}</p>
            </Section>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'report' && (
          <ReportDialog
            profileId={profile.id}
            name={profile.name}
            alreadyBlocked={profile.blocked_by_me}
            onBlocked={() => {
              void queryClient.invalidateQueries({ queryKey: ['member', profile.id] });
              void queryClient.invalidateQueries({ queryKey: ['members'] });
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'block' && (
          <BlockDialog
            profileId={profile.id}
            name={profile.name}
            blocked={profile.blocked_by_me}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              void queryClient.invalidateQueries({ queryKey: ['member', profile.id] });
              void queryClient.invalidateQueries({ queryKey: ['members'] });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="member-section">
      <h2 className="member-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** "Log in to see all N photos" (visitors) / "Become Premium to see all photos" (free members). */
function MorePhotos({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  if (profile.more_photos === 'none') return null;
  const hidden = profile.photos_total - profile.photos.length;
  return (
    <div className="more-photos">
      <span className="more-photos__count" aria-hidden="true">
        +{hidden}
      </span>
      {profile.more_photos === 'login' ? (
        <SignupButton className="btn btn-sm btn-primary">
          {t('member.morePhotosLogin', { count: profile.photos_total })}
        </SignupButton>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => openPremiumAlert({ reason: 'locked_photos', hidden })}
        >
          {t('member.morePhotosPremium')}
        </button>
      )}
    </div>
  );
}
