import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, TRACKING_KEY } from '../app-state/signup/tracking';
import { SignupFlow } from '../features/account/signup/SignupFlow';
import { settingsFixture } from '../test/fixtures';
import { mockApi, renderPage } from '../test/renderPage';

function withSignups(signups: string) {
  vi.stubGlobal(
    'fetch',
    mockApi({ 'GET /api/settings.php': [200, { ...settingsFixture, signups }] }).fetchMock,
  );
}

describe('a sign-up this visitor cannot use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.removeItem(TRACKING_KEY);
  });

  it('says at once that a traffic-source site opens through partners’ links, with no form to fill', async () => {
    withSignups('with_trafficsource');
    await renderPage(<SignupFlow onDone={vi.fn()} />, { path: '/signup' });
    expect(
      await screen.findByText('Sign-up on this site is open through our partners’ links only.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('gives the invitation reason on an invitation-only site, even with a traffic source', async () => {
    captureTracking('?network=ads&ref=x');
    withSignups('invite_only');
    await renderPage(<SignupFlow onDone={vi.fn()} />, { path: '/signup' });
    expect(await screen.findByText('Sign-up on this site is by invitation only.')).toBeVisible();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });

  it('shows the form to a visitor who came through a partner’s link', async () => {
    captureTracking('?network=ads');
    withSignups('with_trafficsource');
    await renderPage(<SignupFlow onDone={vi.fn()} />, { path: '/signup' });
    expect(await screen.findByLabelText('E-mail address')).toBeVisible();
  });
});
