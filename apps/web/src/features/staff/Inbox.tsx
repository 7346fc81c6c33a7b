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
  const action = useAction(key, ['staff', 'inbox']);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = { conversation_id: id, text: text.trim(), client_id: crypto.randomUUID() };
    if (await action.run(() => staffApi.reply(body))) setText('');
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
                  <span className="d-block small opacity-75">
                    {when(m.created_at)}
                    {m.operator && ` · ${I.you} ${m.operator}`}
                  </span>
                </div>
              </div>
            ))}
          </div>
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
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={action.busy || !text.trim()}>
              {I.send}
            </button>
          </form>
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
