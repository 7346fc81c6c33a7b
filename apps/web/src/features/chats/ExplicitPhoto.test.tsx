import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import ConversationPage from './ConversationPage';
import { cardFixture, chatApiStub, messageFixture } from './testFixtures';

const photo = (explicit: boolean) => ({
  kind: 'photo' as const,
  text: '',
  photo: { filename: '/photos/private/a.webp', thumb_filename: '/photos/private/a-t.webp', explicit },
});

async function renderConversation(blur: boolean, mine = false) {
  const api = chatApiStub({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/chat.php': [
      200,
      {
        conversation: { id: 5 },
        profile: cardFixture(42, { name: 'Sanne' }),
        messages: [messageFixture(1, { text: 'Hello Jan' }), messageFixture(2, { ...photo(true), mine })],
        has_more: false,
      },
    ],
    'POST /api/report.php': [201, { report: { id: 9, created_at: new Date().toISOString(), blocked: true } }],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  await renderPage(<ConversationPage />, {
    path: '/chats/5',
    routePath: '/chats/:id',
    user: { ...userFixture, blur_explicit_photos: blur },
  });
  await screen.findByText('Hello Jan');
  return api;
}

describe('an explicit chat photo (decision 043)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('arrives blurred with a notice; View photo shows it', async () => {
    await renderConversation(true);
    // Its own chunk: it arrives a moment after the conversation.
    expect(await screen.findByText(/This photo may be explicit/)).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Photo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View photo' }));
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/photos/private/a-t.webp');
  });

  it('is reported in one tap, with the message and the photo reason', async () => {
    const api = await renderConversation(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Report photo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Send report/ }));
    const report = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/report.php');
    expect(report?.body).toMatchObject({ profile_id: 42, message_id: 2, reason: 'inappropriate_photos' });
  });

  it('shows at once to a member who turned blurring off', async () => {
    await renderConversation(false);
    expect(await screen.findByRole('img', { name: 'Photo' })).toBeVisible();
    expect(screen.queryByText(/This photo may be explicit/)).toBeNull();
  });

  it('tells its sender it may arrive blurred', async () => {
    await renderConversation(true, true);
    expect(await screen.findByRole('img', { name: 'Photo' })).toBeVisible();
    expect(screen.getByText(/may arrive blurred/)).toBeVisible();
  });
});
