import type {
  ModerationReason,
  StaffComplaint,
  StaffFlaggedMessage,
  StaffPhoto,
  StaffReport,
} from '@amora/shared/api/staff';
import type { BodyOf } from '@amora/shared/contract';
import type { postStaffReportDecision } from '@amora/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, ReasonSelect, Section, useAction, when } from './ui';

const PHOTO_STATUSES = ['pending', 'active', 'rejected'] as const;
type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export function PhotoQueue() {
  const [status, setStatus] = useState<PhotoStatus>('pending');
  const query = useQuery({ queryKey: ['staff', 'photos', status], queryFn: () => staffApi.photos(status) });
  return (
    <Section title={S.photos.title}>
      <div className="btn-group btn-group-sm mb-3">
        {PHOTO_STATUSES.map((s) => (
          <button
            type="button"
            key={s}
            className={`btn ${status === s ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s}
          </button>
        ))}
      </div>
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      {query.data?.photos.length === 0 && <p>{S.empty}</p>}
      <div className="row g-3">
        {query.data?.photos.map((photo) => (
          <div className="col-6 col-md-4 col-xl-3" key={photo.id}>
            <PhotoCard photo={photo} />
          </div>
        ))}
      </div>
    </Section>
  );
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** Why the photo is held, what the models said, and the photo it seems copied from (decision 043). */
function Screening({ photo }: { photo: StaffPhoto }) {
  const s = photo.screening;
  const copy = photo.copy_of;
  return (
    <div className="mb-2" data-testid={`screening-${photo.id}`}>
      {photo.held_reasons.length > 0 && (
        <p className="mb-1 fw-semibold text-danger">
          {S.photos.held}: {photo.held_reasons.map((r) => S.photos.heldReasons[r] ?? r).join(', ')}
        </p>
      )}
      <p className="mb-1 text-body-secondary">
        {S.photos.risk(photo.risk)} ·{' '}
        {s
          ? `${S.photos.scores({
              explicit: percent(s.classes.porn + s.classes.hentai),
              porn: percent(s.classes.porn),
              hentai: percent(s.classes.hentai),
              sexy: percent(s.classes.sexy),
              drawing: percent(s.classes.drawing),
              neutral: percent(s.classes.neutral),
            })} · ${S.photos.faces(s.faces)}`
          : S.photos.notScreened}
      </p>
      {copy && (
        <p className="mb-1">
          <Link to={`/staff/members?id=${copy.user_id}`}>
            {S.photos.copyOf(
              { name: copy.name || `#${copy.user_id}`, id: copy.id, status: copy.status },
              copy.banned,
            )}
          </Link>
        </p>
      )}
    </div>
  );
}

function PhotoCard({ photo }: { photo: StaffPhoto }) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const action = useAction(['staff', 'photos']);
  const decide = (decision: 'approve' | 'reject') =>
    action.run(() => staffApi.photoDecision({ photo_id: photo.id, decision, reason: reason || undefined }));
  return (
    <div className="card h-100" data-testid={`photo-${photo.id}`}>
      {photo.copy_of ? (
        // A likely copy: the new photo and the earlier one side by side.
        <div className="d-flex gap-1">
          <img src={photo.thumb_filename} alt={`${photo.name} #${photo.id}`} className="w-50 staff-photo" />
          <img
            src={photo.copy_of.thumb_filename}
            alt={`${S.photos.original}: ${photo.copy_of.name} #${photo.copy_of.id}`}
            className="w-50 staff-photo"
          />
        </div>
      ) : (
        <img
          src={photo.thumb_filename}
          alt={`${photo.name} #${photo.id}`}
          className="card-img-top staff-photo"
        />
      )}
      <div className="card-body p-2 small">
        <p className="mb-2">
          <Link to={`/staff/members?id=${photo.user_id}`}>{photo.name || `#${photo.user_id}`}</Link> · site{' '}
          {photo.site_id} · {when(photo.created_at)}
          {photo.reject_reason && (
            <span className="d-block text-danger">{S.reasons[photo.reject_reason]}</span>
          )}
        </p>
        <Screening photo={photo} />
        <ReasonSelect id={`reason-${photo.id}`} value={reason} onChange={setReason} />
        <div className="d-flex gap-2 mt-2">
          {photo.status !== 'active' && (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={action.busy}
              onClick={() => decide('approve')}
            >
              {S.approve}
            </button>
          )}
          {photo.status !== 'rejected' && (
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={action.busy || !reason}
              onClick={() => decide('reject')}
            >
              {S.reject}
            </button>
          )}
        </div>
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

export function TextQueue() {
  const query = useQuery({ queryKey: ['staff', 'texts'], queryFn: staffApi.texts });
  return (
    <Section title={S.texts.title}>
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      {query.data?.profiles.length === 0 && <p>{S.empty}</p>}
      {query.data?.profiles.map((p) => (
        <TextItem key={p.user_id} userId={p.user_id} name={p.name} about={p.about} fictional={p.fictional} />
      ))}
    </Section>
  );
}

function TextItem(p: { userId: number; name: string; about: string; fictional: boolean }) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const action = useAction(['staff', 'texts']);
  const decide = (decision: 'approve' | 'remove') =>
    action.run(() => staffApi.textDecision({ user_id: p.userId, decision, reason: reason || undefined }));
  return (
    <div className="card mb-2">
      <div className="card-body p-2">
        <p className="small mb-1">
          <Link to={`/staff/members?id=${p.userId}`}>{p.name}</Link> {p.fictional && `(${S.texts.fictional})`}
        </p>
        <p className="mb-2 staff-text">{p.about}</p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={action.busy}
            onClick={() => decide('approve')}
          >
            {S.approve}
          </button>
          <div style={{ maxWidth: 240 }}>
            <ReasonSelect id={`text-reason-${p.userId}`} value={reason} onChange={setReason} />
          </div>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={action.busy || !reason}
            onClick={() => decide('remove')}
          >
            {S.remove}
          </button>
        </div>
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

export function ReportQueue() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const reports = useQuery({
    queryKey: ['staff', 'reports', status],
    queryFn: () => staffApi.reports(status),
  });
  const complaints = useQuery({
    queryKey: ['staff', 'complaints', status],
    queryFn: () => staffApi.complaints(status),
  });
  const flagged = useQuery({
    queryKey: ['staff', 'flagged', status],
    queryFn: () => staffApi.flagged(status),
  });
  return (
    <Section title={S.reports.title}>
      <div className="btn-group btn-group-sm mb-3">
        {(['open', 'closed'] as const).map((s) => (
          <button
            type="button"
            key={s}
            className={`btn ${status === s ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === 'open' ? S.reports.open : S.reports.closed}
          </button>
        ))}
      </div>
      <h2 className="h5">{S.flagged.title}</h2>
      <p className="small text-body-secondary">{S.flagged.intro}</p>
      {flagged.isPending && <Loading />}
      <ErrorBox error={flagged.error} />
      {flagged.data?.messages.length === 0 && <p>{S.empty}</p>}
      {flagged.data?.messages.map((f) => (
        <FlaggedItem key={f.id} flag={f} />
      ))}
      <h2 className="h5 mt-4">{S.reports.reports}</h2>
      {reports.isPending && <Loading />}
      <ErrorBox error={reports.error} />
      {reports.data?.reports.length === 0 && <p>{S.empty}</p>}
      {reports.data?.reports.map((r) => (
        <ReportItem key={r.id} report={r} />
      ))}
      <h2 className="h5 mt-4">{S.reports.complaints}</h2>
      {complaints.data?.complaints.length === 0 && <p>{S.empty}</p>}
      {complaints.data?.complaints.map((c) => (
        <ComplaintItem key={c.id} complaint={c} />
      ))}
    </Section>
  );
}

/** A message that matched the scam patterns, with the sender's week of messages (decision 042). */
function FlaggedItem({ flag }: { flag: StaffFlaggedMessage }) {
  const action = useAction(['staff', 'flagged']);
  const decide = (decision: 'release' | 'withhold' | 'dismiss') =>
    action.run(() => staffApi.flaggedDecision({ flag_id: flag.id, decision }));
  return (
    <div className="card mb-2" data-testid={`flagged-${flag.message.id}`}>
      <div className="card-body p-2 small">
        <p className="mb-1">
          <strong>#{flag.id}</strong> {when(flag.created_at)} ·{' '}
          <Link to={`/staff/members?id=${flag.sender.id}`}>{flag.sender.name || flag.sender.email}</Link> (
          {flag.sender.email}, {flag.sender.status}) {S.flagged.to}{' '}
          <Link to={`/staff/members?id=${flag.recipient.id}`}>
            {flag.recipient.name || `#${flag.recipient.id}`}
          </Link>{' '}
          · site {flag.site_id}
        </p>
        <p className="mb-1">
          {flag.held ? (
            <span className="badge text-bg-danger">{S.flagged.held}</span>
          ) : (
            <span className="badge text-bg-warning">{S.flagged.delivered}</span>
          )}
          {flag.fictional && <span className="badge text-bg-info ms-2">{S.flagged.fictional}</span>}
        </p>
        <p className="mb-1 staff-text">“{flag.message.text}”</p>
        <p className="mb-1">
          {S.flagged.found}:{' '}
          {flag.findings.map((f) => (
            <span key={`${f.kind}-${f.text}`} className="badge text-bg-light border me-1">
              {S.flagged.kinds[f.kind] ?? f.kind}: {f.text}
            </span>
          ))}
        </p>
        <details className="mb-2">
          <summary>{S.flagged.history}</summary>
          <ul className="list-unstyled mb-0 mt-1">
            {flag.history.map((h) => (
              <li key={h.id} className={h.id === flag.message.id ? 'fw-semibold' : undefined}>
                {when(h.created_at)} → {h.recipient || '?'}: {h.text}
                {h.scam && <span className="badge text-bg-light border ms-1">{h.scam}</span>}
              </li>
            ))}
          </ul>
        </details>
        {flag.status === 'open' ? (
          <div className="d-flex flex-wrap gap-2">
            {flag.held ? (
              <>
                <button
                  type="button"
                  className="btn btn-success btn-sm"
                  disabled={action.busy}
                  onClick={() => decide('release')}
                >
                  {S.flagged.release}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={action.busy}
                  onClick={() => decide('withhold')}
                >
                  {S.flagged.withhold}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={action.busy}
                onClick={() => decide('dismiss')}
              >
                {S.flagged.dismiss}
              </button>
            )}
          </div>
        ) : (
          <p className="mb-0">
            {S.flagged.decided}: {flag.status}
          </p>
        )}
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

type ReportAction = NonNullable<BodyOf<typeof postStaffReportDecision>['action']>;

function ReportItem({ report }: { report: StaffReport }) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [act, setAct] = useState<ReportAction>('none');
  const [days, setDays] = useState('');
  const action = useAction(['staff', 'reports']);
  const decide = (decision: 'actioned' | 'dismissed') =>
    action.run(() =>
      staffApi.reportDecision({
        report_id: report.id,
        decision,
        action: act,
        reason: reason || undefined,
        days: act === 'ban' ? (days ? Number(days) : null) : undefined,
      }),
    );
  return (
    <div className="card mb-2" data-testid={`report-${report.id}`}>
      <div className="card-body p-2 small">
        <p className="mb-1">
          <strong>#{report.id}</strong> {when(report.created_at)} · {S.reports.about}{' '}
          <Link to={`/staff/members?id=${report.profile.id}`}>
            {report.profile.name || `#${report.profile.id}`}
          </Link>{' '}
          · {S.reports.by} <Link to={`/staff/members?id=${report.reporter.id}`}>{report.reporter.email}</Link>
        </p>
        {report.status === 'open' && (
          <p className="mb-1" data-testid="report-reporters">
            <strong>{S.reports.reporters(report.reporters)}</strong>
            {report.profile.hidden && <span className="badge text-bg-warning ms-2">{S.reports.hidden}</span>}
            {report.profile.fictional && (
              <span className="badge text-bg-info ms-2">{S.reports.fictionalFlag}</span>
            )}
          </p>
        )}
        <p className="mb-1">
          <span className="badge text-bg-secondary">{report.reason}</span> {report.text}
        </p>
        {report.message && (
          <p className="mb-1">
            {S.reports.message}: “{report.message.text}”
          </p>
        )}
        {report.profile.about && (
          <p className="mb-2 text-body-secondary staff-text">{report.profile.about}</p>
        )}
        {report.status === 'open' ? (
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <div style={{ maxWidth: 220 }}>
              <ReasonSelect id={`report-reason-${report.id}`} value={reason} onChange={setReason} />
            </div>
            <select
              aria-label={S.reports.action}
              className="form-select form-select-sm w-auto"
              value={act}
              onChange={(e) => setAct(e.target.value as ReportAction)}
            >
              {Object.entries(S.reports.actions).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {act === 'ban' && (
              <input
                aria-label={S.reports.days}
                placeholder={S.reports.days}
                className="form-control form-control-sm w-auto"
                inputMode="numeric"
                value={days}
                onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
              />
            )}
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={action.busy || !reason}
              onClick={() => decide('actioned')}
            >
              {S.reports.uphold}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={action.busy}
              onClick={() => decide('dismissed')}
            >
              {S.reports.dismiss}
            </button>
          </div>
        ) : (
          <p className="mb-0">
            {S.reports.decided}: {report.status} · {report.action} · {report.decision_reason}
          </p>
        )}
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

function ComplaintItem({ complaint }: { complaint: StaffComplaint }) {
  const action = useAction(['staff', 'complaints']);
  const decide = (decision: 'upheld' | 'rejected') =>
    action.run(() => staffApi.complaintDecision({ complaint_id: complaint.id, decision }));
  return (
    <div className="card mb-2">
      <div className="card-body p-2 small">
        <p className="mb-1">
          <strong>#{complaint.id}</strong> {when(complaint.created_at)} · {complaint.name} &lt;
          {complaint.email}&gt; · site {complaint.site_id}
        </p>
        <p className="mb-1 fw-semibold">{complaint.subject}</p>
        <p className="mb-2 staff-text">{complaint.message}</p>
        {complaint.status === 'open' ? (
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={action.busy}
              onClick={() => decide('upheld')}
            >
              {S.reports.upheld}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={action.busy}
              onClick={() => decide('rejected')}
            >
              {S.reports.rejectComplaint}
            </button>
          </div>
        ) : (
          <p className="mb-0">
            {S.reports.decided}: {complaint.status}
          </p>
        )}
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}
