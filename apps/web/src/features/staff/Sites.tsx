import type { StaffSite } from '@amora/shared/api/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { Invitations } from './Invitations';
import { S } from './strings';
import { ErrorBox, Loading, Section, useAction } from './ui';

type Value = string | number | boolean | string[] | Record<string, unknown>;
type Kind = 'text' | 'number' | 'bool' | 'list' | 'lines' | 'localized' | 'json' | { options: string[] };

const LANGS = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'];
const SETTING_KINDS: Record<string, Kind> = {
  domain_language: { options: LANGS },
  signups: { options: ['all', 'with_trafficsource', 'invite_only'] },
  niche: { options: ['1', '2', '3', '4', '5', '6', '7'] },
  description: 'localized',
  index_title: 'localized',
  fictional_warning: 'localized',
  fictional_singular: 'localized',
  fictional_plural: 'localized',
  minimum_message_costs: 'json',
  screen_explicit_main: { options: ['hold', 'refuse'] },
  screen_no_face: { options: ['allow', 'hold'] },
  // Phrases may hold commas: one a line (decision 042).
  scam_patterns: 'lines',
};

function kindOf(field: string, value: Value): Kind {
  const fixed = SETTING_KINDS[field];
  if (fixed) return fixed;
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'list';
  return 'text';
}

/** How a value shows in its input, and back. */
function toText(kind: Kind, value: Value): string {
  if (kind === 'list') return (value as string[]).join(', ');
  if (kind === 'lines') return (value as string[]).join('\n');
  if (kind === 'localized')
    return Object.entries(value as Record<string, string>)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
  if (kind === 'json') return JSON.stringify(value);
  return String(value);
}
function fromText(kind: Kind, text: string): Value {
  if (kind === 'number') return Number(text);
  if (typeof kind === 'object' && kind.options[0] === '1') return Number(text);
  if (kind === 'list')
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (kind === 'lines')
    return text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  if (kind === 'localized') {
    return Object.fromEntries(
      text
        .split('\n')
        .map((line) => line.split(/=(.*)/s).map((s) => s.trim()))
        .filter(([k, v]) => k && v),
    );
  }
  if (kind === 'json') return JSON.parse(text || '{}');
  return text;
}

export function Sites() {
  const query = useQuery({ queryKey: ['staff', 'sites'], queryFn: staffApi.sites });
  const [siteId, setSiteId] = useState<number | null>(null);
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorBox error={query.error} />;
  const site = query.data.sites.find((s) => s.id === siteId) ?? query.data.sites[0];
  if (!site) return <p>{S.empty}</p>;
  return (
    <Section title={S.sites.title}>
      <ul className="nav nav-tabs mb-3">
        {query.data.sites.map((s) => (
          <li className="nav-item" key={s.id}>
            <button
              type="button"
              className={`nav-link ${s.id === site.id ? 'active' : ''}`}
              onClick={() => setSiteId(s.id)}
            >
              {s.settings.name} <span className="small text-body-secondary">{s.settings.domain}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="row g-4">
        <div className="col-xl-7">
          <SettingsForm key={`s${site.id}`} site={site} gifts={query.data.gifts} />
        </div>
        <div className="col-xl-5">
          <CompanyForm key={`c${site.id}`} site={site} />
        </div>
      </div>
      <Invitations key={`i${site.id}`} siteId={site.id} signups={String(site.settings.signups)} />
    </Section>
  );
}

function Field({
  field,
  kind,
  text,
  onChange,
}: {
  field: string;
  kind: Kind;
  text: string;
  onChange: (t: string) => void;
}) {
  const id = `f-${field}`;
  if (kind === 'bool') {
    return (
      <div className="form-check mb-2">
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          checked={text === 'true'}
          onChange={(e) => onChange(String(e.target.checked))}
        />
        <label htmlFor={id} className="form-check-label small">
          {field}
        </label>
      </div>
    );
  }
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-0">
        {field}{' '}
        <span className="text-body-secondary">
          {kind === 'list'
            ? `(${S.sites.list})`
            : kind === 'localized'
              ? `(${S.sites.localized})`
              : kind === 'json'
                ? `(${S.sites.json})`
                : kind === 'lines'
                  ? `(${S.sites.lines})`
                  : ''}
        </span>
      </label>
      {typeof kind === 'object' ? (
        <select
          id={id}
          className="form-select form-select-sm"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        >
          {kind.options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      ) : kind === 'localized' || kind === 'lines' ? (
        <textarea
          id={id}
          className="form-control form-control-sm"
          rows={3}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="form-control form-control-sm"
          type={kind === 'number' ? 'number' : 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

function useDraft(values: Record<string, Value>, kinds: (field: string, value: Value) => Kind) {
  const initial = Object.fromEntries(Object.entries(values).map(([f, v]) => [f, toText(kinds(f, v), v)]));
  const [draft, setDraft] = useState(initial);
  const changes = () => {
    const out: Record<string, Value> = {};
    for (const [field, text] of Object.entries(draft)) {
      if (text === initial[field]) continue;
      const kind = kinds(field, values[field]!);
      out[field] = kind === 'bool' ? text === 'true' : fromText(kind, text);
    }
    return out;
  };
  return { draft, set: (field: string, text: string) => setDraft((d) => ({ ...d, [field]: text })), changes };
}

function SettingsForm({ site, gifts }: { site: StaffSite; gifts: { slug: string; name: string }[] }) {
  const { disabled_gifts, ...settings } = site.settings;
  const form = useDraft(settings as Record<string, Value>, kindOf);
  const [disabled, setDisabled] = useState<string[]>(disabled_gifts);
  const [saved, setSaved] = useState(false);
  const action = useAction(['staff', 'sites'], ['settings']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const ok = await action.run(async () => {
      const changes = form.changes();
      if (disabled.join() !== disabled_gifts.join()) changes.disabled_gifts = disabled;
      await staffApi.updateSite({ id: site.id, ...changes });
    });
    setSaved(ok);
  };
  return (
    <form onSubmit={submit} className="card">
      <div className="card-body">
        <h2 className="h5">{S.sites.settings}</h2>
        {Object.entries(settings).map(([field, value]) => (
          <Field
            key={field}
            field={field}
            kind={kindOf(field, value as Value)}
            text={form.draft[field] ?? ''}
            onChange={(t) => form.set(field, t)}
          />
        ))}
        <fieldset className="mb-2">
          <legend className="form-label small mb-0">{S.sites.gifts}</legend>
          {gifts.map((g) => (
            <div className="form-check form-check-inline" key={g.slug}>
              <input
                id={`gift-${g.slug}`}
                type="checkbox"
                className="form-check-input"
                checked={!disabled.includes(g.slug)}
                onChange={(e) =>
                  setDisabled((d) => (e.target.checked ? d.filter((s) => s !== g.slug) : [...d, g.slug]))
                }
              />
              <label htmlFor={`gift-${g.slug}`} className="form-check-label small">
                {g.name}
              </label>
            </div>
          ))}
        </fieldset>
        <ErrorBox error={action.error} />
        {saved && <p className="text-success small">{S.saved}</p>}
        <button type="submit" className="btn btn-dark" disabled={action.busy}>
          {S.save}
        </button>
      </div>
    </form>
  );
}

function CompanyForm({ site }: { site: StaffSite }) {
  const { id, ...company } = site.company;
  const form = useDraft(company as Record<string, Value>, (_f, v) => kindOf('', v));
  const [saved, setSaved] = useState(false);
  const action = useAction(['staff', 'sites']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await action.run(() => staffApi.updateCompany({ id, ...form.changes() })));
  };
  return (
    <form onSubmit={submit} className="card">
      <div className="card-body">
        <h2 className="h5">{S.sites.company}</h2>
        {Object.entries(company).map(([field, value]) => (
          <Field
            key={field}
            field={field}
            kind={kindOf('', value as Value)}
            text={form.draft[field] ?? ''}
            onChange={(t) => form.set(field, t)}
          />
        ))}
        <ErrorBox error={action.error} />
        {saved && <p className="text-success small">{S.saved}</p>}
        <button type="submit" className="btn btn-dark" disabled={action.busy}>
          {S.save}
        </button>
      </div>
    </form>
  );
}
