import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, TRACKING_KEY } from '../../app-state/signup/tracking';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, renderPage } from '../../test/renderPage';
import HomePage from './HomePage';

function withSignups(signups: string) {
  vi.stubGlobal(
    'fetch',
    mockApi({ 'GET /api/settings.php': [200, { ...settingsFixture, signups }] }).fetchMock,
  );
}

describe('the front page’s sign-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.removeItem(TRACKING_KEY);
  });

  it('says why a traffic-source site is closed instead of offering the sign-up, twice', async () => {
    withSignups('with_trafficsource');
    await renderPage(<HomePage />);
    const reasons = await screen.findAllByText(
      'Sign-up on this site is open through our partners’ links only.',
    );
    expect(reasons).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
    // The hero does not promise a sign-up the visitor cannot make.
    expect(screen.getByText(/Meet singles near you/)).not.toHaveTextContent('Signing up');
    const logins = screen.getAllByRole('link', { name: 'Log in' });
    expect(logins).toHaveLength(2);
    for (const login of logins) expect(login).toHaveAttribute('href', '/login');
  });

  it('gives the invitation reason on an invitation-only site', async () => {
    withSignups('invite_only');
    await renderPage(<HomePage />);
    expect(await screen.findAllByText('Sign-up on this site is by invitation only.')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
  });

  it('offers the sign-up on an open site, and to a visitor who came through a partner’s link', async () => {
    withSignups('all');
    const open = await renderPage(<HomePage />);
    expect(await screen.findAllByRole('link', { name: 'Sign up free' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'I already have an account' })).toBeVisible();
    expect(screen.getByText(/Meet singles near you/)).toHaveTextContent(
      'see where it leads. Signing up takes less than a minute.',
    );
    open.unmount();
    captureTracking('?network=ads');
    withSignups('with_trafficsource');
    await renderPage(<HomePage />);
    expect(await screen.findAllByRole('link', { name: 'Sign up free' })).toHaveLength(2);
  });
});
