import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../test/renderPage';
import { creditsBadge } from './MemberNav';
import { TopBar } from './TopBar';

describe('top bar, logged in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [50, null],
    [11, null],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ] as const)('credits %i → badge %s', (credits, badge) => {
    expect(creditsBadge(credits)).toBe(badge);
  });

  it('shows search, messages, likes, the credits badge in danger at 0 and the account menu', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<TopBar />, { user: { ...userFixture, credits: 0 } });
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
    const credits = screen.getByRole('link', { name: /Credits/ });
    expect(credits).toHaveAttribute('href', '/credits');
    expect(within(credits).getByTestId('credits-badge')).toHaveClass('bg-danger');
    expect(screen.queryByRole('link', { name: 'Get Premium' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the warning badge at 5 credits and none at 50', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const { unmount } = await renderPage(<TopBar />, { user: { ...userFixture, credits: 5 } });
    expect(screen.getByTestId('credits-badge')).toHaveClass('bg-warning');
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('5');
    unmount();
    await renderPage(<TopBar />, { user: { ...userFixture, credits: 50 } });
    expect(screen.queryByTestId('credits-badge')).toBeNull();
  });

  it('offers Get Premium to unpaid members instead of credits', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<TopBar />, { user: { ...userFixture, paid_user: false, credits: 0 } });
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByTestId('credits-badge')).toBeNull();
  });

  it('account menu: profile, settings, and logout calls logout.php, clears the session and goes home', async () => {
    const { fetchMock, calls } = mockApi({ 'GET /api/logout.php': [200, { user: null }] });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { queryClient } = await renderPage(<TopBar />, { path: '/members', user: userFixture });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.some((c) => c.url === '/api/logout.php')).toBe(true);
    expect(queryClient.getQueryData(['user'])).toEqual({ user: null });
  });

  it('shows the Login button when logged out', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<TopBar />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu$/ })).toBeNull();
  });
});
