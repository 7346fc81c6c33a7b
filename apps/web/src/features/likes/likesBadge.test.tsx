import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTitle } from '../../app-state/site/PageTitle';
import { TopBar } from '../../components/TopBar';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import { cardFixture, likesFixture } from './testFixtures';

describe('new-likes badge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the likes received and not yet seen, and feeds the title prefix', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/likes.php': [200, likesFixture] }).fetchMock);
    await renderPage(
      <>
        <TopBar />
        <PageTitle />
      </>,
      { user: userFixture },
    );
    const likes = screen.getByRole('link', { name: /Likes/ });
    await waitFor(() => expect(likes).toHaveTextContent('2 new'));
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
  });

  it('caps at 99+', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, like_new: true }));
    const answer = { ...likesFixture, profiles: [cardFixture(1)], liked_by: many };
    vi.stubGlobal('fetch', mockApi({ 'GET /api/likes.php': [200, answer] }).fetchMock);
    await renderPage(<TopBar />, { user: userFixture });
    const likes = screen.getByRole('link', { name: /Likes/ });
    await waitFor(() => expect(likes).toHaveTextContent('99+'));
  });

  it('shows no badge without new likes, and asks nothing of visitors', async () => {
    const api = mockApi({
      'GET /api/likes.php': [200, { ...likesFixture, liked_by: [{ id: 2, like_new: false }] }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { unmount } = await renderPage(<TopBar />, { user: userFixture });
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/likes.php')).toBe(true));
    expect(screen.getByRole('link', { name: /Likes/ })).not.toHaveTextContent(/new/);
    unmount();
    api.calls.length = 0;
    await renderPage(<TopBar />, { user: null });
    expect(api.calls.some((c) => c.url === '/api/likes.php')).toBe(false);
  });
});
