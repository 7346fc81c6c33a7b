import type { AuditEntry } from '@amora/shared/api/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, ScrollTable, Section, when } from './ui';

const A = S.audit;
const FILTERS = [
  ['action', A.action],
  ['target_type', A.target],
  ['target_id', `${A.target} id`],
  ['staff_id', A.staff],
] as const;

export function Audit() {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<Record<string, string>>({});
  // Older pages are fetched by id (`before`) and kept; plain useQuery, because useInfiniteQuery
  // would grow the react-query chunk every member loads.
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const query = useQuery({
    queryKey: ['staff', 'audit', filter, before],
    queryFn: () => staffApi.audit({ ...filter, before }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim())));
    setBefore(undefined);
    setOlder([]);
  };
  const entries: AuditEntry[] = [...older, ...(query.data?.entries ?? [])];
  const more = () => {
    setOlder(entries);
    setBefore(entries.at(-1)?.id);
  };
  return (
    <Section title={A.title}>
      <form className="row g-2 mb-3" onSubmit={apply}>
        {FILTERS.map(([field, label]) => (
          <div className="col-6 col-md-2" key={field}>
            <input
              className="form-control form-control-sm"
              aria-label={label}
              placeholder={label}
              value={draft[field] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            />
          </div>
        ))}
        <div className="col-auto">
          <button type="submit" className="btn btn-dark btn-sm">
            {A.filter}
          </button>
        </div>
      </form>
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      <ScrollTable>
        <table className="table table-sm small align-top">
          <thead>
            <tr>
              <th>{A.when}</th>
              <th>{A.who}</th>
              <th>{A.action}</th>
              <th>{A.target}</th>
              <th>{A.before}</th>
              <th>{A.after}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="text-nowrap">{when(e.created_at)}</td>
                <td>{e.staff_email}</td>
                <td>{e.action}</td>
                <td>
                  {e.target_type} {e.target_id}
                </td>
                <td>
                  <code className="staff-json">{e.before ? JSON.stringify(e.before) : ''}</code>
                </td>
                <td>
                  <code className="staff-json">{e.after ? JSON.stringify(e.after) : ''}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {query.data?.has_more && (
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={more}>
          {A.more}
        </button>
      )}
    </Section>
  );
}
