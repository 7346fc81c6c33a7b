import type {
  ModerationReason,
  StaffMe,
  StaffMemberDetail,
  StaffOrder,
  StaffRole,
} from '@amora/shared/api/staff';
import { getStaffExport } from '@amora/shared/endpoints';
import { can, STAFF_ROLES } from '@amora/shared/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pathOf } from '../../api/endpoint';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, ReasonSelect, ScrollTable, Section, useAction, when } from './ui';

const M = S.members;

export function Members({ me }: { me: StaffMe }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = useQuery({
    queryKey: ['staff', 'members', q],
    queryFn: () => staffApi.members(q),
    enabled: q !== '',
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  };
  return (
    <Section title={M.title}>
      <form className="d-flex gap-2 mb-3" onSubmit={search}>
        <input
          className="form-control"
          aria-label={M.search}
          placeholder={M.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-dark">
          {M.find}
        </button>
      </form>
      {id ? (
        <MemberDetail id={id} me={me} />
      ) : (
        <>
          {found.isFetching && <Loading />}
          <ErrorBox error={found.error} />
          {found.data?.members.length === 0 && <p>{S.empty}</p>}
          {found.data && found.data.members.length > 0 && (
            <ScrollTable>
              <table className="table table-sm align-middle">
                <thead>
                  <tr>
                    <th>{M.id}</th>
                    <th>{M.site}</th>
                    <th>{M.email}</th>
                    <th>{M.name}</th>
                    <th>{M.status}</th>
                    <th>{M.credits}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.data.members.map((m) => (
                    <tr key={m.id}>
                      <td>
                        <button
                          type="button"
                          className="btn btn-link btn-sm p-0"
                          onClick={() => setParams({ q, id: String(m.id) })}
                        >
                          {m.id}
                        </button>
                      </td>
                      <td>{m.site_id}</td>
                      <td className="text-break">{m.email}</td>
                      <td>
                        {m.name} {m.fictional && <span className="badge text-bg-info">{M.fictional}</span>}{' '}
                        {m.banned && <span className="badge text-bg-danger">{M.banned}</span>}{' '}
                        {m.role && <span className="badge text-bg-dark">{m.role}</span>}
                      </td>
                      <td>{m.status}</td>
                      <td>{m.credits}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      )}
    </Section>
  );
}

function MemberDetail({ id, me }: { id: number; me: StaffMe }) {
  const key = ['staff', 'member', id];
  const query = useQuery({ queryKey: key, queryFn: () => staffApi.member(id) });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorBox error={query.error} />;
  const d = query.data;
  const manage = can(me.role, 'members_manage');
  return (
    <div className="row g-3">
      <div className="col-lg-6">
        <div className="card">
          <div className="card-body">
            <h2 className="h5">
              #{d.member.id} {d.member.name}{' '}
              {d.member.role && <span className="badge text-bg-dark">{d.member.role}</span>}
            </h2>
            <dl className="row small mb-0">
              <dt className="col-4">{M.email}</dt>
              <dd className="col-8 text-break">{d.member.email}</dd>
              <dt className="col-4">{M.site}</dt>
              <dd className="col-8">{d.member.site_id}</dd>
              <dt className="col-4">{M.status}</dt>
              <dd className="col-8">
                {d.member.status} {d.member.paid_user && '· paid'} · {d.member.language}
              </dd>
              <dt className="col-4">{M.credits}</dt>
              <dd className="col-8">{d.member.credits}</dd>
              <dt className="col-4">{M.fictionalSpent}</dt>
              <dd className="col-8" data-testid="fictional-spent">
                {d.fictional_spent}
                <span className="d-block text-body-secondary">{M.fictionalSpentHint}</span>
              </dd>
              {d.member.profile && (
                <>
                  <dt className="col-4">{M.profile}</dt>
                  <dd className="col-8">
                    {d.member.profile.gender}, {d.member.profile.birth_date},{' '}
                    {d.member.profile.country ?? '–'} · {d.member.profile.status}
                    <span className="d-block staff-text">{d.member.profile.about}</span>
                  </dd>
                </>
              )}
            </dl>
            {d.member.ban && (
              <p className="alert alert-danger py-1 small mt-2 mb-0">
                {M.bannedUntil(d.member.ban.until && when(d.member.ban.until))} · {d.member.ban.reason}
              </p>
            )}
          </div>
        </div>
        {can(me.role, 'moderation') && !d.member.role && <BanBox detail={d} queryKey={key} />}
        {manage && <CreditBox id={id} queryKey={key} />}
        {can(me.role, 'sites') && d.member.id !== me.id && <RoleBox detail={d} queryKey={key} />}
        {manage && <GdprBox detail={d} />}
      </div>
      <div className="col-lg-6">
        <h3 className="h6">{M.photos}</h3>
        <div className="d-flex flex-wrap gap-2 mb-3">
          {d.photos.length === 0 && <span className="small">{S.empty}</span>}
          {d.photos.map((p) => (
            <figure key={p.id} className="mb-0 small text-center">
              <img src={p.thumb_filename} alt={`#${p.id}`} className="staff-thumb rounded" />
              <figcaption>{p.status}</figcaption>
            </figure>
          ))}
        </div>
        <h3 className="h6">{S.money.orders}</h3>
        <Orders orders={d.orders} queryKey={key} manage={manage} />
        <h3 className="h6">{M.sessions}</h3>
        <SessionList detail={d} queryKey={key} manage={manage} />
        <h3 className="h6 mt-3">{M.ledger}</h3>
        <p className={`small ${d.ledger_matches_balance ? 'text-success' : 'text-danger fw-bold'}`}>
          {d.ledger_matches_balance ? M.ledgerOk : M.ledgerBad}
        </p>
        <table className="table table-sm small">
          <tbody>
            {d.ledger.map((l) => (
              <tr key={l.id}>
                <td>{when(l.created_at)}</td>
                <td className={l.amount > 0 ? 'text-success' : 'text-danger'}>{l.amount}</td>
                <td>
                  {l.reason}
                  {l.recipient_fictional && (
                    <span className="badge text-bg-warning ms-1">{M.toFictional}</span>
                  )}
                </td>
                <td>{l.balance_after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Orders({
  orders,
  queryKey,
  manage,
}: {
  orders: StaffOrder[];
  queryKey: unknown[];
  manage: boolean;
}) {
  const action = useAction(queryKey);
  if (orders.length === 0) return <p className="small">{S.empty}</p>;
  return (
    <table className="table table-sm small">
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>#{o.id}</td>
            <td>{when(o.created_at)}</td>
            <td>
              {o.credits} · {(o.amount / 100).toFixed(2)} {o.currency}
              {o.discount_code && ` · ${o.discount_code}`}
            </td>
            <td>{o.payment_method}</td>
            <td>
              {o.status}
              {o.refunded_credits !== null && ` (−${o.refunded_credits})`}
            </td>
            <td>
              {manage && o.refundable && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm py-0"
                  disabled={action.busy}
                  onClick={() => action.run(() => staffApi.refund(o.id))}
                >
                  {S.money.refund}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      {action.error ? (
        <caption>
          <ErrorBox error={action.error} />
        </caption>
      ) : null}
    </table>
  );
}

function SessionList({
  detail,
  queryKey,
  manage,
}: {
  detail: StaffMemberDetail;
  queryKey: unknown[];
  manage: boolean;
}) {
  const action = useAction(queryKey);
  if (detail.sessions.length === 0) return <p className="small">{S.empty}</p>;
  return (
    <>
      <ul className="list-unstyled small">
        {detail.sessions.map((s) => (
          <li key={s.id} className="d-flex gap-2 align-items-center mb-1">
            <span className="text-truncate">
              {when(s.last_seen_at)} · {s.ip} · {s.user_agent}
            </span>
            {manage && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm py-0"
                disabled={action.busy}
                onClick={() => action.run(() => staffApi.endSessions(detail.member.id, s.id))}
              >
                {M.endSession}
              </button>
            )}
          </li>
        ))}
      </ul>
      {manage && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={action.busy}
          onClick={() => action.run(() => staffApi.endSessions(detail.member.id))}
        >
          {M.endAll}
        </button>
      )}
      <ErrorBox error={action.error} />
    </>
  );
}

function BanBox({ detail, queryKey }: { detail: StaffMemberDetail; queryKey: unknown[] }) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [days, setDays] = useState('');
  const action = useAction(queryKey);
  const id = detail.member.id;
  return (
    <div className="card mt-3">
      <div className="card-body d-flex flex-wrap gap-2 align-items-center">
        {detail.member.ban ? (
          <button
            type="button"
            className="btn btn-outline-success btn-sm"
            disabled={action.busy}
            onClick={() => action.run(() => staffApi.unban(id))}
          >
            {M.unban}
          </button>
        ) : (
          <>
            <div style={{ maxWidth: 220 }}>
              <ReasonSelect id="ban-reason" value={reason} onChange={setReason} />
            </div>
            <input
              aria-label={S.reports.days}
              placeholder={S.reports.days}
              className="form-control form-control-sm w-auto"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={action.busy || !reason}
              onClick={() =>
                reason &&
                action.run(() => staffApi.ban({ user_id: id, reason, days: days ? Number(days) : null }))
              }
            >
              {M.ban}
            </button>
          </>
        )}
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

function CreditBox({ id, queryKey }: { id: number; queryKey: unknown[] }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const action = useAction(queryKey);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.run(() => staffApi.credits({ user_id: id, amount: Number(amount), note }))) {
      setAmount('');
      setNote('');
    }
  };
  return (
    <form className="card mt-3" onSubmit={submit}>
      <div className="card-body">
        <h3 className="h6">{M.adjust}</h3>
        <div className="d-flex flex-wrap gap-2">
          <input
            className="form-control form-control-sm w-auto"
            aria-label={M.amount}
            placeholder={M.amount}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d-]/g, ''))}
          />
          <input
            className="form-control form-control-sm flex-grow-1 w-auto"
            aria-label={M.note}
            placeholder={M.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button
            type="submit"
            className="btn btn-dark btn-sm"
            disabled={action.busy || !amount || note.trim().length < 3}
          >
            {S.save}
          </button>
        </div>
        <ErrorBox error={action.error} />
      </div>
    </form>
  );
}

function RoleBox({ detail, queryKey }: { detail: StaffMemberDetail; queryKey: unknown[] }) {
  const action = useAction(queryKey);
  return (
    <div className="card mt-3">
      <div className="card-body d-flex gap-2 align-items-center">
        <label htmlFor="staff-role" className="small">
          {M.setRole}
        </label>
        <select
          id="staff-role"
          className="form-select form-select-sm w-auto"
          value={detail.member.role ?? ''}
          disabled={action.busy}
          onChange={(e) =>
            action.run(() => staffApi.role(detail.member.id, (e.target.value || null) as StaffRole | null))
          }
        >
          <option value="">{M.noRole}</option>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}

function GdprBox({ detail }: { detail: StaffMemberDetail }) {
  const [confirm, setConfirm] = useState('');
  const [erased, setErased] = useState(false);
  const action = useAction(['staff', 'members']);
  if (erased) return <p className="alert alert-success mt-3">{M.erased}</p>;
  return (
    <div className="card mt-3 border-danger-subtle">
      <div className="card-body">
        <a
          className="btn btn-outline-dark btn-sm mb-3"
          href={`${pathOf(getStaffExport)}?id=${detail.member.id}`}
          download
        >
          {M.export}
        </a>
        {!detail.member.role && (
          <>
            <p className="small mb-1">{M.eraseConfirm}</p>
            <div className="d-flex gap-2">
              <input
                className="form-control form-control-sm"
                aria-label={M.email}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              <button
                type="button"
                className="btn btn-danger btn-sm text-nowrap"
                disabled={action.busy || confirm.trim().toLowerCase() !== detail.member.email}
                onClick={async () =>
                  setErased(await action.run(() => staffApi.erase(detail.member.id, confirm)))
                }
              >
                {M.erase}
              </button>
            </div>
          </>
        )}
        <ErrorBox error={action.error} />
      </div>
    </div>
  );
}
