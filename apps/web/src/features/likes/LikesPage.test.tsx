import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import LikesPage from './LikesPage';
import { likesFixture, noLikes } from './testFixtures';

function renderLikes(path: string, answer = likesFixture, user = userFixture) {
  const api = mockApi({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/likes.php': [200, answer],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(<LikesPage />, { path, routePath: '/likes/:type?', user });
}

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(/\d+$/, ''));

describe('likes page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the received likes by default, newest first, and marks the new ones', async () => {
    await renderLikes('/likes');
    const grid = await screen.findByRole('region', { name: 'Received' });
    const tabs = screen.getByRole('navigation', { name: 'Likes lists' });
    expect(within(tabs).getByRole('link', { name: /Received/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Given/ })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: /Received/ })).toHaveTextContent('2 new');

    expect(cardNames(grid)).toEqual(['Dana', 'Anna', 'Bea']);
    const items = within(grid).getAllByRole('listitem');
    expect(within(items[0]!).getByText('New')).toBeVisible();
    expect(within(items[1]!).getByText('New')).toBeVisible();
    expect(within(items[2]!).queryByText('New')).toBeNull();
    // Bea likes back already: a match, with a chat, not a like to answer.
    expect(within(items[2]!).getByText(/Match/)).toBeVisible();
    expect(within(items[2]!).getByRole('link', { name: /Send message/ })).toHaveAttribute(
      'href',
      '/members/2/chat',
    );
    expect(within(items[0]!).queryByText(/Match/)).toBeNull();
    // Cards open the likes' own profile route.
    expect(within(items[1]!).getByRole('link', { name: /Anna/ })).toHaveAttribute('href', '/likes/m/1');
    // The fictional disclosure stays on the card.
    expect(
      await within(items[0]!).findByRole('img', { name: /Fictional profiles are operated by our staff/ }),
    ).toBeVisible();
  });

  it('filters the given and matches tabs; matches offer a chat', async () => {
    await renderLikes('/likes/given');
    const given = await screen.findByRole('region', { name: 'Given' });
    expect(cardNames(given)).toEqual(['Cleo', 'Bea']);
    expect(within(given).queryByText('New')).toBeNull();
    expect(screen.getByRole('link', { name: /Given/ })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: /Matches/ }));
    const matches = await screen.findByRole('region', { name: 'Matches' });
    expect(cardNames(matches)).toEqual(['Bea']);
    expect(within(matches).getByRole('link', { name: 'Send message: Bea' })).toHaveAttribute(
      'href',
      '/members/2/chat',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/likes/matches');
  });

  it.each([
    ['/likes', 'No likes yet'],
    ['/likes/given', "You haven't liked anyone yet"],
    ['/likes/matches', 'No matches yet'],
  ])('shows an empty state with calls to action on %s', async (path, title) => {
    await renderLikes(path, noLikes);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Play the swipe game' })).toHaveAttribute('href', '/swipe-game');
  });

  it('answers an unknown tab with the not-found page', async () => {
    await renderLikes('/likes/everything');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  it('sends visitors to the login', async () => {
    await renderLikes('/likes/given', likesFixture, null as never);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=/likes/given');
  });
});
