import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import ChatsPage from './ChatsPage';
import { cardFixture, chatApiStub, chatFixture, deferred } from './testFixtures';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const older = chatFixture(11, cardFixture(1, { name: 'Anna', last_seen: minutesAgo(60 * 3 + 5) }), {
  last_message: { text: 'See you!', kind: 'text', mine: true, created_at: minutesAgo(60 * 30) },
});
const newer = chatFixture(12, cardFixture(2, { name: 'Bea', fictional: true, online: true }), {
  num_unread_messages: 3,
  last_message: { text: 'Are you there?', kind: 'text', mine: false, created_at: minutesAgo(5) },
});

function renderChats(routes: Parameters<typeof chatApiStub>[0]) {
  const api = chatApiStub({ 'GET /api/settings.php': [200, settingsFixture], ...routes });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(<ChatsPage />, { path: '/chats', user: userFixture }).then((r) => ({ ...r, api }));
}

describe('chats list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the conversations newest first with unread badge, preview, time and fictional icon', async () => {
    await renderChats({ 'GET /api/chats.php': [200, { chats: [older, newer] }] });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.getAttribute('href'))).toEqual([
      '/chats/12',
      '/chats/11',
    ]);
    const bea = items[0]!;
    expect(within(bea).getByText('3 unread')).toBeInTheDocument();
    expect(bea.querySelector('.bg-unread')).toHaveTextContent('3');
    expect(within(bea).getByText('Are you there?')).toBeVisible();
    expect(within(bea).getByText('5 min ago')).toBeVisible();
    expect(await within(bea).findByRole('img', { name: 'fictional profile' })).toHaveTextContent('🎭');
    expect(within(bea).getByText('Online now')).toBeVisible();
    const anna = items[1]!;
    expect(within(anna).getByText('You: See you!')).toBeVisible();
    expect(within(anna).getByText('last seen 3 hours ago')).toBeVisible();
    expect(within(anna).queryByText(/unread/)).toBeNull();
  });

  it('shows the empty state with a link to the members', async () => {
    await renderChats({ 'GET /api/chats.php': [200, { chats: [] }] });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('deletes after confirming: gone at once, the server is told', async () => {
    const { api } = await renderChats({
      'GET /api/chats.php': [200, { chats: [newer, older] }],
      'DELETE /api/chat.php': [200, { ok: true }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete chat with Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('link', { name: /Anna/ })).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ conversation: { id: 11 } });
    expect(screen.getByRole('link', { name: /Bea/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the chat before the server answers; on failure it alerts and reloads the list', async () => {
    const answer = deferred<[number, unknown]>();
    const { api } = await renderChats({
      'GET /api/chats.php': [200, { chats: [newer, older] }],
      'DELETE /api/chat.php': () => answer.promise,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete chat with Anna' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    // Optimistic: gone while the server is still thinking.
    expect(screen.queryByRole('link', { name: /Anna/ })).toBeNull();
    const listLoads = api.calls.filter(
      (c) => c.method === 'GET' && c.url.pathname === '/api/chats.php',
    ).length;
    answer.resolve([500, { error: 'internal_error', message: 'x' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat could not be deleted: An error occurred, try again later',
    );
    expect(await screen.findByRole('link', { name: /Anna/ })).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/chats.php').length).toBe(
      listLoads + 1,
    );
  });

  it('cancelling the confirmation keeps the chat and calls nothing', async () => {
    const { api } = await renderChats({ 'GET /api/chats.php': [200, { chats: [newer] }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete chat with Bea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: /Bea/ })).toBeVisible();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
