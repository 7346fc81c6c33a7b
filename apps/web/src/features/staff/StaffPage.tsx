import type { StaffMe } from '@amora/shared/api/staff';
import { can } from '@amora/shared/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { staffApi, staffMeQuery } from './api';
import { S } from './strings';
import { ErrorBox, Loading } from './ui';

// Each screen loads with its section: the console's first view is the frame and one screen, and
// stays within the bundle budget as screens grow (the flagged-message queue of decision 042
// pushed the all-in-one console over it).
const PhotoQueue = lazy(() => import('./Moderation').then((m) => ({ default: m.PhotoQueue })));
const TextQueue = lazy(() => import('./Moderation').then((m) => ({ default: m.TextQueue })));
const ReportQueue = lazy(() => import('./Moderation').then((m) => ({ default: m.ReportQueue })));
const Members = lazy(() => import('./Members').then((m) => ({ default: m.Members })));
const Inbox = lazy(() => import('./Inbox').then((m) => ({ default: m.Inbox })));
const Fictional = lazy(() => import('./Fictional').then((m) => ({ default: m.Fictional })));
const Sites = lazy(() => import('./Sites').then((m) => ({ default: m.Sites })));
const Money = lazy(() => import('./Money').then((m) => ({ default: m.Money })));
const Mailings = lazy(() => import('./Mailings').then((m) => ({ default: m.Mailings })));
const Audit = lazy(() => import('./Audit').then((m) => ({ default: m.Audit })));

/** /staff/:section — the console's screens, each shown only to roles that may use it. */
export default function StaffPage() {
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

function Screen() {
  const { section = '' } = useParams();
  const user = useSession();
  const known = useSessionKnown();
  const me = useQuery({ ...staffMeQuery, enabled: user !== null });
  if (!known || (user && me.isPending)) return <Loading />;
  if (!user || (me.error instanceof ApiRequestError && me.error.code === 'authentication_required')) {
    return (
      <Gate>
        <p>{S.loginNeeded}</p>
        <Link
          className="btn btn-primary"
          to={`/login?next=${encodeURIComponent(`/staff${section ? `/${section}` : ''}`)}`}
        >
          {S.login}
        </Link>
      </Gate>
    );
  }
  if (me.error instanceof ApiRequestError && me.error.code === 'second_factor_required') {
    // Password only so far: the code (or on the first login, the setup) screen, then back here.
    const here = `/staff${section ? `/${section}` : ''}`;
    return <Navigate to={`/second-factor?next=${encodeURIComponent(here)}`} replace />;
  }
  if (!me.data) {
    return (
      <Gate>
        {me.error instanceof ApiRequestError && me.error.code === 'forbidden' ? (
          <p>{S.notStaff}</p>
        ) : (
          <ErrorBox error={me.error} />
        )}
      </Gate>
    );
  }
  const staff = me.data.staff;
  switch (section) {
    case 'photos':
      return can(staff.role, 'moderation') ? <PhotoQueue /> : <Denied />;
    case 'texts':
      return can(staff.role, 'moderation') ? <TextQueue /> : <Denied />;
    case 'reports':
      return can(staff.role, 'moderation') ? <ReportQueue /> : <Denied />;
    case 'members':
      return can(staff.role, 'members_read') ? <Members me={staff} /> : <Denied />;
    case 'inbox':
      return can(staff.role, 'inbox') ? <Inbox /> : <Denied />;
    case 'fictional':
      return can(staff.role, 'sites') ? <Fictional /> : <Denied />;
    case 'sites':
      return can(staff.role, 'sites') ? <Sites /> : <Denied />;
    case 'money':
      return can(staff.role, 'sites') ? <Money /> : <Denied />;
    case 'mailings':
      return can(staff.role, 'mailings') ? <Mailings /> : <Denied />;
    case 'audit':
      return can(staff.role, 'audit') ? <Audit /> : <Denied />;
    default:
      return <Overview staff={staff} />;
  }
}

function Gate({ children }: { children: React.ReactNode }) {
  return (
    <div className="staff-gate mx-auto text-center py-5">
      <h1 className="h3 mb-3">{S.title}</h1>
      {children}
    </div>
  );
}

function Denied() {
  return (
    <Gate>
      <p>{S.notStaff}</p>
    </Gate>
  );
}

/** What waits for this role. */
function Overview({ staff }: { staff: StaffMe }) {
  const moderation = can(staff.role, 'moderation');
  const photos = useQuery({
    queryKey: ['staff', 'photos', 'pending'],
    queryFn: () => staffApi.photos(),
    enabled: moderation,
  });
  const texts = useQuery({ queryKey: ['staff', 'texts'], queryFn: staffApi.texts, enabled: moderation });
  const reports = useQuery({
    queryKey: ['staff', 'reports', 'open'],
    queryFn: () => staffApi.reports('open'),
    enabled: moderation,
  });
  const complaints = useQuery({
    queryKey: ['staff', 'complaints', 'open'],
    queryFn: () => staffApi.complaints('open'),
    enabled: moderation,
  });
  const inbox = useQuery({
    queryKey: ['staff', 'inbox'],
    queryFn: staffApi.inbox,
    enabled: can(staff.role, 'inbox'),
  });
  const rows: [string, number | undefined, string][] = [];
  if (moderation) {
    rows.push(
      [S.overview.pendingPhotos, photos.data?.photos.length, '/staff/photos'],
      [S.overview.pendingTexts, texts.data?.profiles.length, '/staff/texts'],
      [S.overview.openReports, reports.data?.reports.length, '/staff/reports'],
      [S.overview.openComplaints, complaints.data?.complaints.length, '/staff/reports'],
    );
  }
  if (can(staff.role, 'inbox'))
    rows.push([S.overview.waiting, inbox.data?.conversations.length, '/staff/inbox']);
  return (
    <section>
      <h1 className="h3 mb-3">{S.title}</h1>
      {rows.length > 0 && <p>{S.overview.intro}</p>}
      <div className="row g-3">
        {rows.map(([label, n, to]) => (
          <div className="col-6 col-md-4 col-xl-2" key={label}>
            <Link to={to} className="card text-decoration-none h-100">
              <div className="card-body">
                <div className="display-6">{n ?? '…'}</div>
                <div className="small text-body-secondary">{label}</div>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
