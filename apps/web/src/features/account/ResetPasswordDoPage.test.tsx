import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import ResetPasswordDoPage from './ResetPasswordDoPage';

async function setPasswords(
  first: string,
  second: string,
  answer: [number, unknown] = [200, { user: userFixture }],
) {
  const api = mockApi({ 'PUT /api/reset-password.php': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  const user = userEvent.setup();
  const page = await renderPage(<ResetPasswordDoPage />, { path: '/reset-password/do?token=tok123' });
  await user.type(screen.getByLabelText('New password'), first);
  await user.type(screen.getByLabelText('Repeat new password'), second);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return { ...page, ...api };
}

describe('set a new password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses two different passwords without calling the server', async () => {
    const { calls } = await setPasswords('new password 1', 'new password 2');
    const repeat = screen.getByLabelText('Repeat new password');
    await waitFor(() => expect(repeat).toHaveAccessibleDescription('The given passwords are not equal'));
    expect(calls).toHaveLength(0);
  });

  it('shows the server passwords_not_equal next to the repeat field', async () => {
    await setPasswords('new password 1', 'new password 1', [
      400,
      { error: 'passwords_not_equal', message: 'x' },
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription(
        'The given passwords are not equal',
      ),
    );
  });

  it('sends token and both passwords, then logs in', async () => {
    const { calls, queryClient } = await setPasswords('new password 1', 'new password 1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members'));
    expect(calls[0]?.body).toEqual({
      token: 'tok123',
      password: 'new password 1',
      password_repeat: 'new password 1',
    });
    expect(queryClient.getQueryData(['user'])).toEqual({ user: userFixture });
  });

  it('explains an expired link', async () => {
    await setPasswords('new password 1', 'new password 1', [410, { error: 'link_invalid', message: 'x' }]);
    expect(await screen.findByText('The link has expired or is invalid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
