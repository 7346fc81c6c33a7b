import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTitle } from '../../app-state/site/PageTitle';
import { TopBar } from '../../components/TopBar';
import { LayoutFrame } from '../../layouts/LayoutFrame';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import { cardFixture, chatApiStub, chatFixture } from './testFixtures';

function stubBadging() {
  const setAppBadge = vi.fn(async (_count?: number) => undefined);
  const clearAppBadge = vi.fn(async () => undefined);
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  return { setAppBadge, clearAppBadge };
}

function renderFrame(chats: ReturnType<typeof chatFixture>[]) {
  const api = chatApiStub({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/chats.php': [200, { chats }],
    'GET /api/likes.php': [200, { profiles: [], liked_by: [] }],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(
    <LayoutFrame layout="default">
      <TopBar />
      <PageTitle />
    </LayoutFrame>,
    { path: '/members', user: { ...userFixture, paid_user: true } },
  );
}

describe('unread messages in the top bar, the title and the app badge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { setAppBadge?: unknown }).setAppBadge;
    delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
  });

  it('sums num_unread_messages into the messages badge, the title prefix and navigator.setAppBadge', async () => {
    const { setAppBadge } = stubBadging();
    await renderFrame([
      chatFixture(1, cardFixture(1), { num_unread_messages: 3 }),
      chatFixture(2, cardFixture(2), { num_unread_messages: 0 }),
      chatFixture(3, cardFixture(3), { num_unread_messages: 4 }),
    ]);
    const messages = screen.getByRole('link', { name: /Messages/ });
    expect(await within(messages).findByText('7')).toBeVisible();
    expect(within(messages).getByText('7 unread')).toBeInTheDocument();
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(7));
    await waitFor(() => expect(document.title).toMatch(/^\(7\) /));
  });

  it('caps the badge at 99+', async () => {
    stubBadging();
    await renderFrame([chatFixture(1, cardFixture(1), { num_unread_messages: 120 })]);
    const messages = screen.getByRole('link', { name: /Messages/ });
    expect(await within(messages).findByText('99+')).toBeVisible();
  });

  it('clears the app badge when nothing is unread', async () => {
    const { setAppBadge, clearAppBadge } = stubBadging();
    await renderFrame([chatFixture(1, cardFixture(1))]);
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    expect(setAppBadge).not.toHaveBeenCalled();
  });
});
