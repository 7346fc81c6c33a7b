import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import LoginPage from './LoginPage';

async function login(answer: [number, unknown], path = '/login') {
  const api = mockApi({ 'POST /api/user.php': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  const user = userEvent.setup();
  const page = await renderPage(<LoginPage />, { path });
  await user.type(screen.getByLabelText('E-mail address'), 'jan@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...page, ...api };
}

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows login_failed', async () => {
    await login([401, { error: 'login_failed', message: 'x' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
  });

  it('shows account_blocked with its minutes', async () => {
    await login([429, { error: 'account_blocked', message: 'x', minutes: 15 }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account blocked for 15 minutes');
  });

  it('logs in, fills the session and goes to `next`', async () => {
    const { queryClient, calls } = await login([200, { user: userFixture }], '/login?next=/settings');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
    expect(queryClient.getQueryData(['user'])).toEqual({ user: userFixture });
    expect(calls[0]?.body).toEqual({ email: 'jan@example.com', password: 'wrong password' });
  });

  it('goes to the code screen when the account needs a second factor, keeping `next`', async () => {
    const { queryClient } = await login(
      [403, { error: 'second_factor_required', message: 'x', setup: false }],
      '/login?next=/staff',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/second-factor?next=%2Fstaff'),
    );
    expect(queryClient.getQueryData(['user'])).toEqual({ user: null });
  });

  it('has links to the password reset and to signup', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });
});
