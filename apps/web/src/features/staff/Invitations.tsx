import type { StaffInvitation } from '@amora/shared/api/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, ScrollTable, useAction, when } from './ui';

const I = S.invitations;

/** A site's invitation links: who they are for, how many joined through them, revoke. */
export function Invitations({ siteId, signups }: { siteId: number; signups: string }) {
  const queryKey = ['staff', 'invitations', siteId];
  const query = useQuery({ queryKey, queryFn: () => staffApi.invitations(siteId) });
  return (
    <section className="mt-4" aria-labelledby="invitations-title">
      <h2 className="h5" id="invitations-title">
        {I.title}
      </h2>
      <p className="small text-body-secondary">{I.intro(signups)}</p>
      <InvitationForm siteId={siteId} />
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      {query.data && query.data.invitations.length === 0 && <p className="small">{S.empty}</p>}
      {!!query.data?.invitations.length && (
        <ScrollTable>
          <table className="table table-sm small align-middle">
            <thead>
              <tr>
                <th>{I.labelColumn}</th>
                <th>{I.link}</th>
                <th>{I.uses}</th>
                <th>{I.expiresColumn}</th>
                <th>{I.status}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {query.data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const action = useAction(['staff', 'invitations']);
  const [copied, setCopied] = useState(false);
  const status = invitation.revoked ? I.revoked : invitation.valid ? I.valid : I.ended;
  return (
    <tr className={invitation.valid ? '' : 'text-body-secondary'}>
      <td className="fw-semibold">{invitation.label}</td>
      <td>
        <code className="user-select-all text-break">{invitation.url}</code>
        {invitation.valid && (
          <button
            type="button"
            className="btn btn-link btn-sm py-0"
            onClick={() => navigator.clipboard?.writeText(invitation.url).then(() => setCopied(true))}
          >
            {copied ? I.copied : I.copy}
          </button>
        )}
      </td>
      <td>
        {invitation.uses}
        {invitation.max_uses !== null && ` / ${invitation.max_uses}`}
      </td>
      <td>{invitation.expires ? when(invitation.expires) : '–'}</td>
      <td>{status}</td>
      <td>
        {!invitation.revoked && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm py-0"
            disabled={action.busy}
            onClick={() => action.run(() => staffApi.revokeInvitation(invitation.id))}
          >
            {I.revoke}
          </button>
        )}
        <ErrorBox error={action.error} />
      </td>
    </tr>
  );
}

function InvitationForm({ siteId }: { siteId: number }) {
  const [f, setF] = useState({ label: '', max_uses: '', expires: '' });
  const action = useAction(['staff', 'invitations']);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await action.run(() =>
      staffApi.createInvitation({
        site_id: siteId,
        label: f.label,
        max_uses: f.max_uses ? Number(f.max_uses) : null,
        expires: f.expires ? new Date(f.expires).toISOString() : null,
      }),
    );
    if (ok) setF({ label: '', max_uses: '', expires: '' });
  };
  return (
    <form className="card card-body mb-3 d-flex flex-row flex-wrap gap-2 align-items-end" onSubmit={submit}>
      <label className="small">
        {I.label}
        <input
          className="form-control form-control-sm"
          maxLength={100}
          value={f.label}
          onChange={set('label')}
        />
      </label>
      <label className="small">
        {I.maxUses}
        <input
          type="number"
          min={1}
          className="form-control form-control-sm"
          value={f.max_uses}
          onChange={set('max_uses')}
        />
      </label>
      <label className="small">
        {I.expires}
        <input
          type="datetime-local"
          className="form-control form-control-sm"
          value={f.expires}
          onChange={set('expires')}
        />
      </label>
      <button type="submit" className="btn btn-dark btn-sm" disabled={action.busy || !f.label.trim()}>
        {I.create}
      </button>
      <ErrorBox error={action.error} />
    </form>
  );
}
