import type { Settings } from '@amora/shared/api/site';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHATS_KEY, type ChatsAnswer } from '../../app-state/counts/chatsQuery';
import type { UserAnswer } from '../../app-state/session/types';
import { clearTyping, noteTyping, TYPING_SHOWN_MS } from '../../app-state/typingStore';
import { PremiumAlertSlot } from '../../layouts/slots/PremiumAlertSlot';
import { sendLive } from '../../lib/liveSocket';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import ConversationPage from './ConversationPage';
import { cardFixture, chatApiStub, chatFixture, deferred, messageFixture } from './testFixtures';

vi.mock('../../lib/liveSocket', async (original) => ({
  ...(await original<typeof import('../../lib/liveSocket')>()),
  sendLive: vi.fn(() => true),
}));

const sanne = cardFixture(42, { name: 'Sanne', age: 31, online: true });
const history = [
  messageFixture(3, { mine: true, text: 'Fine, and you?', status: 'read' }),
  messageFixture(2, { text: 'How are you?' }),
  messageFixture(1, { text: 'Hello Jan' }),
];

function chatAnswer(extra: Record<string, unknown> = {}) {
  return [200, { conversation: { id: 5 }, profile: sanne, messages: history, has_more: false, ...extra }] as [
    number,
    unknown,
  ];
}

const sent = (body: unknown, extra = {}) => {
  const { text, client_id } = body as { text: string; client_id: string };
  return messageFixture(90, {
    mine: true,
    text,
    client_id,
    status: 'sent',
    created_at: new Date().toISOString(),
    ...extra,
  });
};

async function renderConversation(
  routes: Parameters<typeof chatApiStub>[0] = {},
  settings: Partial<Settings> = {},
) {
  const api = chatApiStub({
    'GET /api/settings.php': [200, { ...settingsFixture, ...settings }],
    'GET /api/chat.php': chatAnswer(),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const result = await renderPage(
    <>
      <ConversationPage />
      <PremiumAlertSlot />
    </>,
    {
      path: '/chats/5',
      routePath: '/chats/:id',
      user: { ...userFixture, credits: 30 },
    },
  );
  await screen.findByText('Hello Jan');
  return { ...result, api };
}

const composer = () => screen.getByRole('textbox', { name: 'Message to Sanne' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const posts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);

describe('a conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header and the messages oldest first, own ones marked with their state', async () => {
    await renderConversation();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Sanne, 31');
    expect(within(header).getByText('Online now')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/chats');
    const log = screen.getByRole('log', { name: 'Messages with Sanne' });
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.msg__text')?.textContent)
      .filter(Boolean);
    expect(texts).toEqual(['Hello Jan', 'How are you?', 'Fine, and you?']);
    expect(within(log).getByText('Read')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('discloses a fictional profile in the header with the site’s icon and warning', async () => {
    await renderConversation({ 'GET /api/chat.php': chatAnswer({ profile: { ...sanne, fictional: true } }) });
    const header = screen.getByRole('banner');
    const note = await within(header).findByRole('note');
    expect(note).toHaveTextContent('🎭');
    expect(note).toHaveTextContent('fictional profile');
    expect(note).toHaveTextContent('Fictional profiles are operated by our staff.');
  });

  it('asks once before the first paid message to a staff-run profile: Cancel keeps the text, confirming sends it', async () => {
    const { api, queryClient } = await renderConversation({
      'GET /api/chat.php': chatAnswer({ profile: { ...sanne, fictional: true } }),
      'POST /api/fictional-ack.php': [200, { fictional_ack_at: '2026-06-01T10:00:00Z' }],
      'POST /api/chat.php': (b) => [200, { message: sent(b), credits: 20 }],
    });
    const paths = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);
    await userEvent.type(composer(), 'Shall we talk?');
    await userEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Before your first paid message to Sanne' });
    expect(dialog).toHaveTextContent('Fictional profiles are operated by our staff.');
    expect(paths()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(composer()).toHaveValue('Shall we talk?');

    await userEvent.click(sendButton());
    const again = await screen.findByRole('dialog', { name: 'Before your first paid message to Sanne' });
    await userEvent.click(within(again).getByRole('button', { name: 'I understand, send' }));
    await waitFor(() => expect(paths()).toEqual(['/api/fictional-ack.php', '/api/chat.php']));
    expect(composer()).toHaveValue('');
    expect(queryClient.getQueryData<UserAnswer>(['user'])?.user?.fictional_ack).toBe(true);

    // Asked once: the next message goes at once.
    await userEvent.type(composer(), 'Still there?');
    await userEvent.click(sendButton());
    await waitFor(() => expect(paths()).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns the server’s fictional_ack_required into the same dialog, with the text kept', async () => {
    const { api, queryClient } = await renderConversation({
      'GET /api/chat.php': chatAnswer({ profile: { ...sanne, fictional: true } }),
      'POST /api/chat.php': [409, { error: 'fictional_ack_required', message: 'x' }],
    });
    // The session still says confirmed (another tab knew otherwise): the server decides.
    act(() => {
      queryClient.setQueryData<UserAnswer>(['user'], (old) => ({
        user: { ...old!.user!, fictional_ack: true },
      }));
    });
    await userEvent.type(composer(), 'Hello');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('dialog', { name: /Before your first paid message/ })).toBeVisible();
    expect(posts(api.calls)).toHaveLength(1);
    expect(composer()).toHaveValue('Hello');
  });

  it('opening sets its unread count to 0 in the chats list at once, and marks the list for reloading', async () => {
    const other = chatFixture(6, cardFixture(9), { num_unread_messages: 2 });
    const opened = deferred<[number, unknown]>();
    const api = chatApiStub({
      'GET /api/settings.php': [200, settingsFixture],
      'GET /api/chat.php': () => opened.promise,
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = await renderPage(<ConversationPage />, {
      path: '/chats/5',
      routePath: '/chats/:id',
      user: userFixture,
    });
    queryClient.setQueryData<ChatsAnswer>(CHATS_KEY, {
      chats: [chatFixture(5, sanne, { num_unread_messages: 4 }), other],
    });
    opened.resolve(chatAnswer());
    await screen.findByText('Hello Jan');
    const unread = (id: number) =>
      queryClient.getQueryData<ChatsAnswer>(CHATS_KEY)!.chats.find((c) => c.conversation.id === id)
        ?.num_unread_messages;
    expect(unread(5)).toBe(0);
    expect(unread(6)).toBe(2);
    // …and the list is marked for reloading (the top bar's observer then fetches it).
    await waitFor(() => expect(queryClient.getQueryState(CHATS_KEY)?.isInvalidated).toBe(true));
  });

  it('sends: the message shows “Sending…”, then “Sent”, and the balance updates', async () => {
    const answer = deferred<[number, unknown]>();
    let body: unknown;
    const { api, queryClient } = await renderConversation({
      'POST /api/chat.php': (b) => {
        body = b;
        return answer.promise;
      },
    });
    await userEvent.type(composer(), 'Would you like a coffee?');
    await userEvent.click(sendButton());
    expect(composer()).toHaveValue('');
    const log = screen.getByRole('log');
    const bubble = within(log).getByText('Would you like a coffee?').closest('li')!;
    expect(within(bubble).getByText('Sending…')).toBeInTheDocument();
    expect(posts(api.calls)[0]).toMatchObject({ conversation_id: 5, text: 'Would you like a coffee?' });
    expect(posts(api.calls)[0]).not.toHaveProperty('profile_id');
    expect(String(posts(api.calls)[0]!.client_id).length).toBeGreaterThanOrEqual(8);

    answer.resolve([200, { message: sent(body), credits: 20 }]);
    await waitFor(() =>
      expect(
        within(within(log).getByText('Would you like a coffee?').closest('li')!).getByText('Sent'),
      ).toBeInTheDocument(),
    );
    expect(within(log).queryByText('Sending…')).toBeNull();
    expect(queryClient.getQueryData<UserAnswer>(['user'])?.user?.credits).toBe(20);
    expect(screen.getByText('Balance: 20 credits')).toBeVisible();
  });

  it('sends with Enter; Shift+Enter makes a new line', async () => {
    const { api } = await renderConversation({
      'POST /api/chat.php': (b) => [200, { message: sent(b), credits: 20 }],
    });
    await userEvent.type(composer(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(composer()).toHaveValue('Line one\nline two');
    expect(posts(api.calls)).toHaveLength(0);
    await userEvent.type(composer(), '{Enter}');
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]!.text).toBe('Line one\nline two');
  });

  it('402: says “Not enough credits to send a message”, links to /credits and keeps the text', async () => {
    await renderConversation({
      'POST /api/chat.php': [402, { error: 'not_enough_credits', message: 'x' }],
    });
    await userEvent.type(composer(), 'Hello again');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits to send a message');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(composer()).toHaveValue('Hello again');
    expect(within(screen.getByRole('log')).queryByText('Hello again')).toBeNull();
  });

  it('409 offensive_first_message: asks “Are you sure?” once; Send anyway sends the same text confirmed', async () => {
    const { api } = await renderConversation({
      'POST /api/chat.php': (b) =>
        (b as { confirm_offensive?: boolean }).confirm_offensive
          ? [200, { message: sent(b), credits: 20 }]
          : [409, { error: 'offensive_first_message', message: 'x' }],
    });
    await userEvent.type(composer(), 'Hey you asshole');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert', { name: 'Are you sure?' });
    expect(alert).toHaveTextContent('This first message contains words many people find offensive.');
    expect(composer()).toHaveValue('Hey you asshole');
    await userEvent.click(within(alert).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    expect(posts(api.calls)[1]).toMatchObject({ text: 'Hey you asshole', confirm_offensive: true });
    expect(posts(api.calls)[1]!.client_id).not.toBe(posts(api.calls)[0]!.client_id);
    expect(await within(screen.getByRole('log')).findByText('Hey you asshole')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(composer()).toHaveValue('');
  });

  it('shows the safety tip under a received message that matched the scam patterns', async () => {
    await renderConversation({
      'GET /api/chat.php': chatAnswer({
        messages: [
          messageFixture(4, { text: 'Send 200 euro by Western Union', safety_tip: true }),
          ...history,
        ],
      }),
    });
    const bubble = screen.getByText('Send 200 euro by Western Union').closest('li')!;
    expect(within(bubble).getByRole('note')).toHaveTextContent(
      'Safety tip: never send money, gift cards or your bank details to someone you haven’t met',
    );
    expect(within(screen.getByText('How are you?').closest('li')!).queryByRole('note')).toBeNull();
  });

  it('403 chat_limit_reached: offers premium', async () => {
    await renderConversation({
      'POST /api/chat.php': [403, { error: 'chat_limit_reached', message: 'x', limit: 2 }],
    });
    await userEvent.type(composer(), 'Hi');
    await userEvent.click(sendButton());
    // The premium alert opens; the notice stays above the composer once it is closed.
    const dialog = await screen.findByRole('dialog', { name: 'A Premium feature' });
    expect(within(dialog).getByText(/Free members can start 2 chats/)).toBeVisible();
    expect(within(dialog).getByText('Premium members have a 46% better chance of a match.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Free members can start 2 chats. Become Premium to chat with more members.',
    );
    expect(within(alert).getByRole('link', { name: 'Become Premium' })).toHaveAttribute('href', '/premium');
    expect(composer()).toHaveValue('Hi');
  });

  it('tells the other member that this one types, at most once per 3 s', async () => {
    vi.mocked(sendLive).mockClear();
    await renderConversation();
    await userEvent.type(composer(), 'Hello there');
    expect(sendLive).toHaveBeenCalledTimes(1);
    expect(sendLive).toHaveBeenCalledWith({ type: 'typing', conversation_id: 5 });
  });

  it('shows “… is typing” in the header while the other member types, for 5 s after the last signal', async () => {
    await renderConversation();
    const header = screen.getByRole('banner');
    vi.useFakeTimers();
    try {
      act(() => noteTyping(5));
      expect(within(header).getByText('Sanne is typing…')).toBeVisible();
      act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000));
      act(() => noteTyping(5)); // a new signal keeps it on
      act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000));
      expect(within(header).getByText('Sanne is typing…')).toBeVisible();
      act(() => vi.advanceTimersByTime(1_001));
      expect(within(header).queryByText('Sanne is typing…')).toBeNull();
      expect(within(header).getByText('Online now')).toBeVisible();
      // Another conversation's signal does not show here; their message ends it at once.
      act(() => noteTyping(6));
      expect(within(header).queryByText(/is typing/)).toBeNull();
      act(() => noteTyping(5));
      act(() => clearTyping(5));
      expect(within(header).queryByText(/is typing/)).toBeNull();
    } finally {
      clearTyping(6);
      vi.useRealTimers();
    }
  });

  it('a failed send shows Retry, which resends with the same client_id', async () => {
    let attempt = 0;
    const { api } = await renderConversation({
      'POST /api/chat.php': (b) => {
        attempt += 1;
        return attempt === 1 ? 'network' : [200, { message: sent(b), credits: 20 }];
      },
    });
    await userEvent.type(composer(), 'Are you there?');
    await userEvent.click(sendButton());
    const log = screen.getByRole('log');
    const bubble = (await within(log).findByText('Not sent')).closest('li')!;
    expect(bubble).toHaveTextContent('Are you there?');
    await userEvent.click(within(bubble).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).getByText('Sent')).toBeInTheDocument());
    expect(within(log).queryByText('Not sent')).toBeNull();
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
    const [first, second] = posts(api.calls);
    expect(second!.client_id).toBe(first!.client_id);
    expect(second!.text).toBe('Are you there?');
  });

  it('counts characters near the limit and refuses a text that is too long', async () => {
    await renderConversation({}, { message_length: 20 });
    await userEvent.type(composer(), 'Fifteen chars..');
    expect(screen.queryByText('15 / 20')).toBeNull();
    await userEvent.type(composer(), '.');
    expect(screen.getByText('16 / 20')).toBeVisible();
    expect(sendButton()).toBeEnabled();
    await userEvent.type(composer(), 'and more');
    expect(screen.getByText('24 / 20')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your message is too long: at most 20 characters.');
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
  });

  it('400 too_big from the server: the reason shows and the text stays', async () => {
    await renderConversation({
      'POST /api/chat.php': [400, { error: 'validation_failed', message: 'x', fields: { text: 'too_big' } }],
    });
    await userEvent.type(composer(), 'A long story');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message is too long: at most 1000 characters.',
    );
    expect(composer()).toHaveValue('A long story');
  });

  it('shows the balance and the price of a message, the country’s minimum when higher', async () => {
    await renderConversation(
      {},
      { message_credits: 10, minimum_message_costs: { NL: { costs: 12, currency: 'EUR' } } },
    );
    expect(await screen.findByText('1 message = 12 credits')).toBeVisible();
    expect(screen.getByText('Balance: 30 credits')).toBeVisible();
  });

  it('loads older messages on request', async () => {
    const { api } = await renderConversation({
      'GET /api/chat.php': (_b, url) =>
        url.searchParams.get('before') === '1'
          ? [
              200,
              {
                conversation: { id: 5 },
                profile: sanne,
                messages: [messageFixture(0, { text: 'Long ago' })],
                has_more: false,
              },
            ]
          : chatAnswer({ has_more: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Long ago')).toBeVisible();
    expect(api.calls.some((c) => c.url.searchParams.get('before') === '1')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('offers icebreakers in an empty conversation; a pick fills the composer', async () => {
    const api = chatApiStub({
      'GET /api/settings.php': [200, settingsFixture],
      'GET /api/chat.php': chatAnswer({ messages: [] }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<ConversationPage />, { path: '/chats/5', routePath: '/chats/:id', user: userFixture });
    expect(await screen.findByRole('heading', { name: 'Say hello to Sanne' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Need an opening line?' }));
    const dialog = await screen.findByRole('dialog', { name: /Icebreakers/ });
    const chips = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('icebreaker-chip'));
    expect(chips.length).toBeGreaterThanOrEqual(4);
    expect(chips.length).toBeLessThanOrEqual(6);
    await userEvent.click(within(dialog).getByRole('button', { name: /Coffee or cocktails/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(composer()).toHaveValue('Hello Sanne 😊 Coffee or cocktails for a first date?');
  });

  it('shows the not-found page for a conversation that is not the member’s', async () => {
    const api = chatApiStub({ 'GET /api/chat.php': [404, { error: 'not_found', message: 'x' }] });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<ConversationPage />, { path: '/chats/5', routePath: '/chats/:id', user: userFixture });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
