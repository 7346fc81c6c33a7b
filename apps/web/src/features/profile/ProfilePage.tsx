import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { errorText } from '../../app-state/errorText';
import { profileQuery } from '../../app-state/profile/api';
import { useProfileLabels } from '../../app-state/profile/labels';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { PageSpinner } from '../../components/PageSpinner';
import { ProfileDraft } from './ProfileDraft';

const loadPhotos = () => import('./PhotosCard');
const loadBasics = () => import('./BasicsForm');
const loadLocation = () => import('./LocationForm');
const loadMore = () => import('./MoreForms');
/**
 * Each card is its own chunk, fetched in parallel with the profile answer, so that no part of the
 * editor holds up the page (and each stays within the first-view budget).
 */
const PhotosCard = lazy(loadPhotos);
const BasicsForm = lazy(loadBasics);
const LocationForm = lazy(loadLocation);
const MoreForms = lazy(loadMore);

function SectionsLoading() {
  return (
    <div className="editor-card editor-card--loading" aria-hidden="true">
      <span className="spinner-border spinner-border-sm text-primary" />
    </div>
  );
}

/** /profile: the member's own profile, one card per part, all saved with one Save button. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const settings = useSettings();
  const profile = useQuery({ ...profileQuery, enabled: !!user });
  const labels = useProfileLabels();
  useEffect(() => {
    void loadPhotos();
    void loadBasics();
    void loadLocation();
    void loadMore();
  }, []);
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to="/login?next=/profile" replace />;
  if (profile.isError) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {errorText(t, { code: 'generic' })}
        </div>
      </div>
    );
  }
  if (!profile.data || !settings || !labels.ready) return <PageSpinner />;
  const data = profile.data;
  return (
    <div className="profile-editor container">
      <header className="profile-editor__header">
        <div>
          <h1>{t('pages.profile.title')}</h1>
          <p className="text-body-secondary mb-0">{t('pages.profile.intro')}</p>
        </div>
        <Link to={`/members/${data.id}`} className="btn btn-outline-primary btn-sm">
          {t('profile.viewPublic')}
        </Link>
      </header>
      <ProfileDraft>
        <div className="row g-4">
          <div className="col-lg-5">
            <Suspense fallback={<SectionsLoading />}>
              <PhotosCard profile={data} />
            </Suspense>
          </div>
          <div className="col-lg-7 d-flex flex-column gap-4">
            <Suspense fallback={<SectionsLoading />}>
              <BasicsForm profile={data} />
            </Suspense>
            <Suspense fallback={<SectionsLoading />}>
              <LocationForm profile={data} />
            </Suspense>
          </div>
          <Suspense fallback={null}>
            <MoreForms profile={data} settings={settings} />
          </Suspense>
        </div>
      </ProfileDraft>
    </div>
  );
}
