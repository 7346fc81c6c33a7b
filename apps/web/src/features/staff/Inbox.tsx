import { findMeetingProposals, type MeetingFinding } from '@amora/shared/meeting';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, Section, useAction, when } from './ui';

const I = S.inbox;

/** Conversations with fictional profiles waiting for an answer, oldest first; polled. */
export function Inbox() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const query = useQuery({ queryKey: ['staff', 'inbox'], queryFn: staffApi.inbox, refetchInterval: 10_000 });
  if (id) return <Conversation id={id} />;
  return (
    <Section title={I.title}>
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      {query.data?.conversations.length === 0 && <p>{S.empty}</p>}
      <ul className="list-unstyled">
        {query.data?.conversations.map((c) => (
          <li
            key={c.conversation_id}
            className="card card-body p-2 mb-2 d-flex flex-row gap-2 align-items-center"
          >
            <div className="flex-grow-1 min-w-0 small">
              <strong>{c.member.name}</strong> → <strong>{c.fictional.name}</strong> · site {c.site_id} ·{' '}
              {I.waiting} {when(c.waiting_since)}
              <span className="d-block text-truncate">{c.last_text}</span>
            </div>
            <Link className="btn btn-dark btn-sm" to={`/staff/inbox?id=${c.conversation_id}`}>
              {I.open}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Conversation({ id }: { id: number }) {
  const key = ['staff', 'conversation', id];
  const query = useQuery({ queryKey: key, queryFn: () => staffApi.conversation(id), refetchInterval: 5_000 });
  const [text, setText] = useState('');
  /** What the reply proposes (a meeting, contact off the site), shown before it may go. */
  const [flagged, setFlagged] = useState<MeetingFinding[] | null>(null);
  const action = useAction(key, ['staff', 'inbox']);
  const languages = query.data?.languages ?? [];
  const reply = async (confirmFlagged: boolean) => {
    const body = {
      conversation_id: id,
      text: text.trim(),
      client_id: crypto.randomUUID(),
      ...(confirmFlagged && { confirm_flagged: true }),
    };
    if (await action.run(() => staffApi.reply(body))) {
      setText('');
      setFlagged(null);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same way (decision 027); asking here saves the round trip.
    const findings = findMeetingProposals(text, languages);
    if (findings.length > 0) return setFlagged(findings);
    await reply(false);
  };
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorBox error={query.error} />;
  const c = query.data;
  return (
    <Section title={`${c.member.name} ↔ ${c.fictional.name}`}>
      <Link to="/staff/inbox" className="small">
        ← {I.back}
      </Link>
      <div className="row g-3 mt-1">
        <div className="col-lg-8">
          <div className="staff-chat border rounded p-2 mb-2">
            {c.messages.map((m) => (
              <div key={m.id} className={`d-flex mb-2 ${m.from_fictional ? 'justify-content-end' : ''}`}>
                <div className={`staff-bubble ${m.from_fictional ? 'staff-bubble--mine' : ''}`}>
                  {m.kind !== 'text' && <span className="badge text-bg-secondary me-1">{m.kind}</span>}
                  {m.text}
                  <span className="d-block small staff-bubble__meta">
                    {when(m.created_at)}
                    {m.operator && ` · ${I.you} ${m.operator}`}
                  </span>
                </div>
              </div>
            ))}
          </div>
          <p className="alert alert-warning small py-2 mb-2" data-testid="inbox-warning">
            <strong className="d-block">{I.rule}</strong>
            {I.warning}: “{c.warning}”
          </p>
          <form onSubmit={send} className="d-flex gap-2">
            <label htmlFor="operator-reply" className="visually-hidden">
              {I.answerAs(c.fictional.name)}
            </label>
            <textarea
              id="operator-reply"
              className="form-control"
              rows={2}
              placeholder={I.answerAs(c.fictional.name)}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setFlagged(null);
              }}
              aria-invalid={flagged ? true : undefined}
              aria-describedby={flagged ? 'reply-flagged' : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={action.busy || !text.trim()}>
              {I.send}
            </button>
          </form>
          {flagged && (
            <div id="reply-flagged" className="alert alert-danger small py-2 mt-2" role="alert">
              <p className="mb-1 fw-semibold">{I.flagged}</p>
              <ul className="mb-2 ps-3">
                {flagged.map((f) => (
                  <li key={`${f.kind}:${f.text}`}>
                    {I.kinds[f.kind]}: <mark>{f.text}</mark>
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-light btn-sm"
                  onClick={() => {
                    setFlagged(null);
                    document.getElementById('operator-reply')?.focus();
                  }}
                >
                  {I.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={action.busy}
                  onClick={() => reply(true)}
                >
                  {I.sendAnyway}
                </button>
              </div>
            </div>
          )}
          <ErrorBox error={action.error} />
        </div>
        <div className="col-lg-4 small">
          <h2 className="h6">{I.member}</h2>
          <p>
            {c.member.name} · {c.member.country ?? '–'}
            <span className="d-block staff-text">{c.member.about}</span>
          </p>
          <h2 className="h6">{c.fictional.name}</h2>
          <p className="staff-text">{c.fictional.about}</p>
        </div>
      </div>
    </Section>
  );
}
