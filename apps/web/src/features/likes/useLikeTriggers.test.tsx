import en from '@amora/shared/locales/en.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app-state/session/useSession';
import { useToasts } from '../../components/toasts/toastStore';
import { initI18n } from '../../i18n/i18n';
import { LikeModalSlot, MatchModalSlot } from '../../layouts/slots/ModalSlots';
import { createQueryClient } from '../../queryClient';
import type { RouteHandle } from '../../routeHandle';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, userFixture } from '../../test/renderPage';
// Loaded up front: the hook imports it on demand, and a first load would wait on real timers.
import './autoLike';
import { closeMatchModal } from './matchModalStore';
import { cardFixture, likesFixture } from './testFixtures';
import { AUTO_LIKE_DELAY_MS, likeModalDelay } from './useLikeTriggers';

const anna = cardFixture(1);

function Where() {
  const location = useLocation();
  const toasts = useToasts();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="toasts">
        {toasts.map((t) => `${t.text}${t.fictional ? ' [fictional]' : ''}`).join('|')}
      </output>
    </>
  );
}

/** The default layout's like-modal slot on a route of the table (the handle marks the members area). */
async function renderSlot(path: string, user: typeof userFixture | null = userFixture) {
  await initI18n('en', en);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, { user });
  const handle = (name: RouteHandle['name']): RouteHandle => ({ name, layout: 'default', backButton: false });
  const page = (
    <>
      <LikeModalSlot />
      <MatchModalSlot />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/members', handle: handle('members'), element: page },
      { path: '/', handle: handle('index'), element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('like modal (query t=N) and auto-like', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = mockApi({
      // Auto-likes come only from staff-run profiles.
      'GET /api/auto-like.php': [
        200,
        { profile: { id: anna.id, name: anna.name, main_image: anna.main_image, fictional: true } },
      ],
      'GET /api/settings.php': [200, settingsFixture],
      'GET /api/likes.php': [200, likesFixture],
      'POST /api/likes.php': [200, { match: true }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => closeMatchModal());
  });

  it('reads t as whole seconds', () => {
    expect(likeModalDelay('5')).toBe(5);
    expect(likeModalDelay('0')).toBe(0);
    expect(likeModalDelay('x')).toBeNull();
    expect(likeModalDelay('-3')).toBeNull();
    expect(likeModalDelay(null)).toBeNull();
  });

  it('shows the like modal after N seconds, then removes t and keeps the other parameters', async () => {
    await renderSlot('/members?gender=female&t=4&page=2');
    await advance(3_900);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/members?gender=female&t=4&page=2');

    await advance(200);
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Anna likes you!' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members\?gender=female&page=2$/);
    expect(within(dialog).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/1');
    expect(api.calls.filter((c) => c.url === '/api/auto-like.php')).toHaveLength(1);
    // The staff-run profile carries the card's mark, its warning written out.
    const note = await within(dialog).findByRole('note');
    expect(note).toHaveTextContent('🎭 fictional profile');
    expect(note).toHaveTextContent(settingsFixture.fictional_warning);

    // Like back: a match (they liked the member first) swaps in the match modal.
    await userEvent.click(within(dialog).getByRole('button', { name: /Like back/ }));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Anna likes you!' })).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ profile_id: 1 });
  });

  it('asks visitors to sign up, without calling auto-like', async () => {
    await renderSlot('/?t=1', null);
    await advance(1_000);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Someone likes you!' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.calls.some((c) => c.url === '/api/auto-like.php')).toBe(false);
  });

  it('auto-likes once per session in the members area: a toast, then the likes reload 500 ms later', async () => {
    const { queryClient } = await renderSlot('/members');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await advance(AUTO_LIKE_DELAY_MS - 100);
    expect(api.calls.some((c) => c.url === '/api/auto-like.php')).toBe(false);
    await advance(100);
    expect(api.calls.filter((c) => c.url === '/api/auto-like.php')).toHaveLength(1);
    expect(sessionStorage.getItem('amora.autoLikeDone')).toBe('1');
    // Let the answer arrive without moving the clock: the reload waits 500 ms from here.
    for (let i = 0; i < 10; i++) await advance(0);
    expect(invalidate).not.toHaveBeenCalled();
    await advance(499);
    expect(invalidate).not.toHaveBeenCalled();
    await advance(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['likes'] });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('toasts')).toHaveTextContent('Anna likes you [fictional]'));
  });

  it('does not auto-like outside the members area', async () => {
    await renderSlot('/');
    await advance(AUTO_LIKE_DELAY_MS + 1_000);
    expect(api.calls.some((c) => c.url === '/api/auto-like.php')).toBe(false);
  });

  it('does not auto-like again in the same session', async () => {
    sessionStorage.setItem('amora.autoLikeDone', '1');
    await renderSlot('/members');
    await advance(AUTO_LIKE_DELAY_MS + 1_000);
    expect(api.calls.some((c) => c.url === '/api/auto-like.php')).toBe(false);
  });
});
