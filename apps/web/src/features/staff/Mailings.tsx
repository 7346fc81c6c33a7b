import type { Mailing, MailingInput, MailingType } from '@amora/shared/api/mailings';
import type { StaffSite } from '@amora/shared/api/staff';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@amora/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { MAILING_LIMITS as LIMITS, MAILING_TYPES } from './constants';
import { S } from './strings';
import { ErrorBox, Loading, Section, useAction, when } from './ui';

const M = S.mailings;
const LIST = ['staff', 'mailings'];
const STATUS_CLASS: Record<string, string> = {
  draft: 'text-bg-secondary',
  sending: 'text-bg-warning',
  sent: 'text-bg-success',
  cancelled: 'text-bg-dark',
};
type Text = { subject: string; body: string; button: string };
const EMPTY_TEXT: Text = { subject: '', body: '', button: '' };

/** Promotion and news mailings: the list with status and counts, and the compose form. */
export function Mailings() {
  const sites = useQuery({ queryKey: ['staff', 'sites'], queryFn: staffApi.sites });
  const list = useQuery({
    queryKey: LIST,
    queryFn: staffApi.mailings,
    // While one is being sent its count moves: look again every few seconds.
    refetchInterval: (q) => (q.state.data?.mailings.some((m) => m.status === 'sending') ? 3_000 : false),
  });
  const [open, setOpen] = useState<Mailing | 'new' | null>(null);
  if (sites.isPending) return <Loading />;
  if (!sites.data) return <ErrorBox error={sites.error} />;
  const siteList = sites.data.sites;
  const siteName = (id: number) => siteList.find((s) => s.id === id)?.settings.name ?? `site ${id}`;
  return (
    <Section title={M.title}>
      <p className="small text-body-secondary">{M.intro}</p>
      {open === null && (
        <button type="button" className="btn btn-dark btn-sm mb-3" onClick={() => setOpen('new')}>
          {M.create}
        </button>
      )}
      {open !== null && (
        <MailingForm
          key={open === 'new' ? 'new' : open.id}
          mailing={open === 'new' ? undefined : open}
          sites={siteList}
          onClose={() => setOpen(null)}
        />
      )}
      {list.isPending && <Loading />}
      <ErrorBox error={list.error} />
      {list.data?.mailings.length === 0 && <p>{S.empty}</p>}
      <ul className="list-unstyled">
        {list.data?.mailings.map((m) => (
          <MailingRow key={m.id} mailing={m} site={siteName(m.site_id)} onOpen={() => setOpen(m)} />
        ))}
      </ul>
    </Section>
  );
}

function subjectOf(m: Mailing) {
  return Object.values(m.texts)[0]?.subject ?? '';
}

function MailingRow({ mailing: m, site, onOpen }: { mailing: Mailing; site: string; onOpen: () => void }) {
  return (
    <li className="card card-body p-2 mb-2" data-testid={`mailing-${m.id}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className={`badge ${STATUS_CLASS[m.status]}`}>{M.statuses[m.status]}</span>
        <strong className="text-break min-w-0">{subjectOf(m)}</strong>
        <span className="small text-body-secondary">
          {M.types[m.type]} · {site}
        </span>
        <button type="button" className="btn btn-link btn-sm ms-auto p-0" onClick={onOpen}>
          {m.status === 'draft' ? M.edit : M.view}
        </button>
      </div>
      <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
        <span>
          {M.recipients}: {m.recipients ?? '–'}
        </span>
        <span>
          {M.sent}: {m.sent}
        </span>
        <span>
          {M.created}: {when(m.created_at)} ({m.created_by})
        </span>
        {m.started_at && (
          <span>
            {M.started}: {when(m.started_at)}
          </span>
        )}
        {m.finished_at && (
          <span>
            {M.finished}: {when(m.finished_at)}
          </span>
        )}
        {m.cancelled_at && (
          <span>
            {M.statuses.cancelled}: {when(m.cancelled_at)}
          </span>
        )}
      </div>
    </li>
  );
}

function initialTexts(mailing: Mailing | undefined, site: StaffSite | undefined): Record<string, Text> {
  if (mailing) {
    return Object.fromEntries(
      Object.entries(mailing.texts).map(([l, t]) => [l, { ...t, button: t.button ?? '' }]),
    );
  }
  return { [site?.settings.domain_language ?? 'en']: EMPTY_TEXT };
}

function MailingForm({
  mailing,
  sites,
  onClose,
}: {
  mailing: Mailing | undefined;
  sites: StaffSite[];
  onClose: () => void;
}) {
  // Set once the draft is stored (the first save creates it).
  const [id, setId] = useState(mailing?.id);
  const [siteId, setSiteId] = useState(mailing?.site_id ?? sites[0]?.id ?? 1);
  const [type, setType] = useState<MailingType>(mailing?.type ?? 'news');
  const [texts, setTexts] = useState(() =>
    initialTexts(
      mailing,
      sites.find((s) => s.id === siteId),
    ),
  );
  const [link, setLink] = useState(mailing?.link ?? '');
  const [testLanguage, setTestLanguage] = useState<Language | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const action = useAction(LIST);
  const site = sites.find((s) => s.id === siteId);
  const defaultLanguage = site?.settings.domain_language ?? 'en';
  const status = mailing?.status ?? 'draft';
  const editable = status === 'draft';
  const audience = useQuery({
    queryKey: ['staff', 'mailing-audience', siteId, type],
    queryFn: () => staffApi.mailingAudience(siteId, type),
  });
  // The default language always has a text (members of every other language fall back to it).
  const languages = [defaultLanguage, ...Object.keys(texts).filter((l) => l !== defaultLanguage)];

  const setText = (language: string, field: keyof Text, value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...(all[language] ?? EMPTY_TEXT), [field]: value } }));
  const input = (): MailingInput => ({
    site_id: siteId,
    type,
    link: link.trim(),
    texts: Object.fromEntries(
      languages.map((l) => {
        const t = texts[l] ?? EMPTY_TEXT;
        return [l, { subject: t.subject, body: t.body, ...(link.trim() ? { button: t.button } : {}) }];
      }),
    ),
  });
  /** Saves the draft (creating it the first time); the id, or null when refused. */
  const save = async (): Promise<number | null> => {
    if (!editable) return id ?? null;
    if (id) {
      await staffApi.updateMailing({ id, ...input() });
      return id;
    }
    const created = (await staffApi.createMailing(input())).id;
    setId(created);
    return created;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    if (await action.run(save)) setNote(M.saved);
  };
  const test = async () => {
    setNote('');
    let to = '';
    const ok = await action.run(async () => {
      const saved = await save();
      if (saved) to = (await staffApi.testMailing(saved, testLanguage || defaultLanguage)).to;
    });
    if (ok) setNote(M.tested(to));
  };
  const send = async () => {
    setNote('');
    const ok = await action.run(async () => {
      const saved = await save();
      if (saved) await staffApi.sendMailing(saved);
    });
    setConfirming(false);
    if (ok) onClose();
  };
  const cancel = async () => {
    if (id && (await action.run(() => staffApi.cancelMailing(id)))) onClose();
  };

  return (
    <form className="card mb-3" onSubmit={submit} aria-label={id ? `${M.title} #${id}` : M.create}>
      <div className="card-body">
        <fieldset disabled={!editable} className="row g-2">
          <div className="col-sm-6">
            <label className="form-label small mb-0" htmlFor="ml-site">
              {M.site}
            </label>
            <select
              id="ml-site"
              className="form-select form-select-sm"
              value={siteId}
              onChange={(e) => setSiteId(Number(e.target.value))}
            >
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.settings.name} ({s.settings.domain})
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6">
            <label className="form-label small mb-0" htmlFor="ml-type">
              {M.type}
            </label>
            <select
              id="ml-type"
              className="form-select form-select-sm"
              value={type}
              onChange={(e) => setType(e.target.value as MailingType)}
            >
              {MAILING_TYPES.map((t) => (
                <option key={t} value={t}>
                  {M.types[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12">
            <label className="form-label small mb-0" htmlFor="ml-link">
              {M.link}
            </label>
            <input
              id="ml-link"
              className="form-control form-control-sm"
              maxLength={LIMITS.link}
              value={link}
              placeholder="/credits"
              aria-describedby="ml-link-help"
              onChange={(e) => setLink(e.target.value)}
            />
            <div id="ml-link-help" className="form-text">
              {M.linkHelp}
            </div>
          </div>
          {languages.map((language) => (
            <LanguageText
              key={language}
              language={language}
              isDefault={language === defaultLanguage}
              text={texts[language] ?? EMPTY_TEXT}
              withButton={link.trim() !== ''}
              onChange={(field, value) => setText(language, field, value)}
              onRemove={() =>
                setTexts((all) => Object.fromEntries(Object.entries(all).filter(([l]) => l !== language)))
              }
            />
          ))}
          <div className="col-sm-6">
            <select
              aria-label={M.addLanguage}
              className="form-select form-select-sm"
              value=""
              onChange={(e) => e.target.value && setText(e.target.value, 'subject', '')}
            >
              <option value="">{M.addLanguage}</option>
              {LANGUAGES.filter((l) => !languages.includes(l)).map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]} ({l})
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <Audience query={audience} languages={languages} defaultLanguage={defaultLanguage} />

        <ErrorBox error={action.error} />
        {note && (
          <p className="text-success small" role="status">
            {note}
          </p>
        )}
        {confirming ? (
          <div className="alert alert-warning" role="alertdialog" aria-label={M.send}>
            <p className="mb-2">{M.confirmSend(audience.data?.total ?? 0, site?.settings.name ?? '')}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-danger btn-sm" disabled={action.busy} onClick={send}>
                {M.confirm}
              </button>
              <button
                type="button"
                className="btn btn-outline-dark btn-sm"
                onClick={() => setConfirming(false)}
              >
                {S.cancel}
              </button>
            </div>
          </div>
        ) : (
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {editable && (
              <button type="submit" className="btn btn-dark btn-sm" disabled={action.busy}>
                {M.save}
              </button>
            )}
            <div className="input-group input-group-sm w-auto">
              <button type="button" className="btn btn-outline-dark" disabled={action.busy} onClick={test}>
                {M.test}
              </button>
              <select
                aria-label={M.languages}
                className="form-select"
                value={testLanguage}
                onChange={(e) => setTestLanguage(e.target.value as Language | '')}
              >
                <option value="">{defaultLanguage}</option>
                {LANGUAGES.filter((l) => l !== defaultLanguage).map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
            {editable && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={action.busy}
                onClick={() => setConfirming(true)}
              >
                {M.send}
              </button>
            )}
            {id !== undefined && (status === 'draft' || status === 'sending') && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={action.busy}
                onClick={cancel}
              >
                {M.cancelSending}
              </button>
            )}
            <button type="button" className="btn btn-link btn-sm ms-auto" onClick={onClose}>
              {M.close}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}

function LanguageText({
  language,
  isDefault,
  text,
  withButton,
  onChange,
  onRemove,
}: {
  language: string;
  isDefault: boolean;
  text: Text;
  withButton: boolean;
  onChange: (field: keyof Text, value: string) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `ml-${language}-${field}`;
  const name = LANGUAGE_NAMES[language as Language] ?? language;
  return (
    <fieldset className="col-12 border-top pt-2 mt-3" data-testid={`mailing-text-${language}`}>
      <legend className="fs-6 fw-bold mb-1">
        {name} ({language}){' '}
        {isDefault ? (
          <span className="small fw-normal text-body-secondary">— {M.defaultLanguage}</span>
        ) : (
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRemove}>
            {M.removeLanguage}
          </button>
        )}
      </legend>
      <label className="form-label small mb-0" htmlFor={id('subject')}>
        {M.subject} ({name})
      </label>
      <input
        id={id('subject')}
        className="form-control form-control-sm mb-1"
        maxLength={LIMITS.subject}
        value={text.subject}
        onChange={(e) => onChange('subject', e.target.value)}
      />
      <label className="form-label small mb-0" htmlFor={id('body')}>
        {M.body} ({name})
      </label>
      <textarea
        id={id('body')}
        className="form-control form-control-sm mb-1"
        rows={6}
        maxLength={LIMITS.body}
        value={text.body}
        onChange={(e) => onChange('body', e.target.value)}
      />
      {withButton && (
        <>
          <label className="form-label small mb-0" htmlFor={id('button')}>
            {M.button} ({name})
          </label>
          <input
            id={id('button')}
            className="form-control form-control-sm"
            maxLength={LIMITS.button}
            value={text.button}
            onChange={(e) => onChange('button', e.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}

/** How many members the mailing reaches now, and which text each language gets. */
function Audience({
  query,
  languages,
  defaultLanguage,
}: {
  query: { data?: { total: number; languages: { language: string; members: number }[] }; error: unknown };
  languages: string[];
  defaultLanguage: string;
}) {
  return (
    <div className="my-3 small" data-testid="mailing-audience">
      <strong>
        {M.audience}: {query.data ? M.members(query.data.total) : '…'}
      </strong>
      <ErrorBox error={query.error} />
      {query.data?.total === 0 && <p className="mb-0 text-body-secondary">{M.audienceNone}</p>}
      <ul className="mb-0 ps-3">
        {query.data?.languages.map((l) => (
          <li key={l.language}>
            {l.language}: {M.members(l.members)} —{' '}
            {languages.includes(l.language) ? M.own : M.fallback(defaultLanguage)}
          </li>
        ))}
      </ul>
    </div>
  );
}
