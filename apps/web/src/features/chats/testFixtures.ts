import type { ChatEntry, Message } from '@amora/shared/api/chat';
import type { ProfileCard } from '@amora/shared/api/profile';

export const cardFixture = (id: number, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  main_image: null,
  fictional: false,
  online: false,
  last_seen: null,
  ...extra,
});

export const messageFixture = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 5,
  mine: false,
  kind: 'text',
  text: `Message ${id}`,
  created_at: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
  status: 'read',
  client_id: null,
  ...extra,
});

export const chatFixture = (conversationId: number, profile: ProfileCard, extra: Partial<ChatEntry> = {}) =>
  ({
    profile,
    conversation: { id: conversationId },
    num_unread_messages: 0,
    last_message: { text: 'Hi there', kind: 'text', mine: false, created_at: new Date().toISOString() },
    ...extra,
  }) satisfies ChatEntry;

type Answer = [number, unknown] | 'network';
type Handler = Answer | ((body: unknown, url: URL) => Answer | Promise<Answer>);

/**
 * A fetch stub answering `METHOD path` (sync or later, or failing as a network error), recording
 * every call with its parsed JSON body and query.
 */
export function chatApiStub(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer =
      typeof route === 'function'
        ? await route(body, url)
        : (route ?? [404, { error: 'not_found', message: 'x' }]);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  };
  return { fetchMock, calls };
}

/** A promise settled from outside: `const d = deferred<Answer>(); … d.resolve([200, {}])`. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
