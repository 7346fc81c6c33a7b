import type { SwipeAnswer } from '@amora/shared/api/likes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import { closeMatchModal, useMatchModalProfile } from '../matchModalStore';
import { cardFixture } from '../testFixtures';
import MatchFinderPage from './MatchFinderPage';
import { formatResetTime } from './PremiumOffer';
import { FLY_MS } from './SwipeDeck';
import SwipeGamePage from './SwipeGamePage';

const freeUser = { ...userFixture, paid_user: false, credits: 0 };
const RESETS_AT = '2025-03-05T00:00:00.000Z';
const stack = (ids: number[], remaining: number | null = 3): SwipeAnswer => ({
  profiles: ids.map((id) => cardFixture(id, { fictional: id === 2 })),
  remaining_likes: remaining,
  resets_at: RESETS_AT,
});

function MatchProbe() {
  const match = useMatchModalProfile();
  return <output data-testid="match">{match ? match.name : ''}</output>;
}

async function renderGame(
  first: SwipeAnswer,
  post: (body: unknown) => [number, unknown],
  { user = freeUser, page = <SwipeGamePage />, more = stack([]) } = {},
) {
  let gets = 0;
  const api = mockApi({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/swipe.php': () => [200, gets++ === 0 ? first : more],
    'POST /api/swipe.php': post,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const { unmount } = await renderPage(
    <>
      {page}
      <MatchProbe />
    </>,
    { path: '/swipe-game', user },
  );
  await screen.findByRole('heading', { level: 2, name: /Anna/ });
  return { ...api, unmount };
}

const posts = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('swipe game', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeMatchModal());
  });

  it('shows the likes left and the top card; → likes and ← passes through the API', async () => {
    const api = await renderGame(stack([1, 2, 3, 4, 5]), (body) => [
      200,
      {
        match: false,
        remaining_likes: (body as { action: string }).action === 'like' ? 2 : 3,
        resets_at: RESETS_AT,
      },
    ]);
    expect(screen.getByText('3 likes left today')).toBeVisible();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(posts(api)).toEqual([{ profile_id: 1, action: 'like' }]));
    expect(await screen.findByText('You liked Anna. Next: Bea, 27.')).toBeInTheDocument();
    expect(await screen.findByText('2 likes left today')).toBeVisible();

    // Bea is fictional: the disclosure is on her card.
    const stackRegion = screen.getByRole('region', { name: 'Members to like or pass' });
    expect(
      await within(stackRegion).findByRole('img', { name: /Fictional profiles are operated by our staff/ }),
    ).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(posts(api)).toHaveLength(2));
    expect(posts(api)[1]).toEqual({ profile_id: 2, action: 'pass' });
    expect(await screen.findByText('You passed on Bea. Next: Cleo, 28.')).toBeInTheDocument();
  });

  it("clears the flying card's timer when the game goes, so none sets state after the page", async () => {
    const game = await renderGame(stack([1, 2, 3]), () => [
      200,
      { match: false, remaining_likes: 2, resets_at: RESETS_AT },
    ]);
    const started = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    await userEvent.setup().keyboard('{ArrowRight}');
    await waitFor(() => expect(posts(game)).toHaveLength(1));
    const flight = started.mock.calls.findIndex(([, ms]) => ms === FLY_MS + 60);
    expect(flight).toBeGreaterThanOrEqual(0);
    game.unmount();
    expect(cleared).toHaveBeenCalledWith(started.mock.results[flight]?.value);
  });

  it('has focusable Like and Pass buttons that do the same', async () => {
    const api = await renderGame(stack([1, 2, 3, 4, 5]), () => [
      200,
      { match: false, remaining_likes: 2, resets_at: RESETS_AT },
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pass on Anna' }));
    await user.click(screen.getByRole('button', { name: 'Like Bea' }));
    await waitFor(() =>
      expect(posts(api)).toEqual([
        { profile_id: 1, action: 'pass' },
        { profile_id: 2, action: 'like' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Like Cleo' })).toHaveAttribute(
      'aria-keyshortcuts',
      'ArrowRight',
    );
  });

  it('refuses the like over the daily limit with the premium offer and the reset time', async () => {
    const api = await renderGame(stack([1, 2, 3, 4, 5], 1), () => [
      429,
      {
        error: 'daily_like_limit',
        message: 'x',
        limit: 4,
        resets_at: '2025-03-06T00:00:00.000Z',
        retry_after: 3600,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Like Anna' }));
    const offer = await screen.findByRole('region', { name: "You've used your 4 free likes for today" });
    const time = formatResetTime('2025-03-06T00:00:00.000Z', 'en');
    expect(time).toMatch(/day/);
    expect(
      within(offer).getByText(`More free likes from ${time}. You can keep passing until then.`),
    ).toBeVisible();
    expect(within(offer).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByText('No free likes left today')).toBeVisible();
    // The refused like did not cost Anna her place.
    expect(screen.getByRole('heading', { level: 2, name: /Anna/ })).toBeVisible();

    // With none left, the next like is refused at once, without asking the server.
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: /free likes for today/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: /free likes for today/ })).toBeVisible();
    expect(posts(api)).toHaveLength(1);
  });

  it('premium members like without a limit', async () => {
    await renderGame(stack([1, 2, 3, 4], null), () => [
      200,
      { match: false, remaining_likes: null, resets_at: RESETS_AT },
    ]);
    expect(screen.getByText('Unlimited likes')).toBeVisible();
  });

  it('opens the match modal on a mutual like', async () => {
    await renderGame(stack([1, 2, 3, 4, 5]), () => [
      200,
      { match: true, remaining_likes: 2, resets_at: RESETS_AT },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Like Anna' }));
    await waitFor(() => expect(screen.getByTestId('match')).toHaveTextContent('Anna'));
  });

  it('fetches more candidates when the stack runs low, then shows the empty state', async () => {
    const api = await renderGame(
      stack([1, 2]),
      () => [200, { match: false, remaining_likes: 3, resets_at: RESETS_AT }],
      { more: stack([2, 3]) },
    );
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/api/swipe.php').length).toBeGreaterThan(1),
    );
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(posts(api).map((b) => (b as { profile_id: number }).profile_id)).toEqual([1, 2, 3]),
    );
    expect(await screen.findByRole('heading', { name: "That's everyone for now" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
  });

  it('the match finder shows the same stack under its own heading', async () => {
    await renderGame(stack([1, 2, 3, 4]), () => [200, {}], { page: <MatchFinderPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeVisible();
  });
});
