import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyFixture } from '../../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import { DeleteAccount } from './DeleteAccount';

function stub(deleteAnswer: [number, unknown] = [200, { deleted: true }], discount = 30) {
  const api = mockApi({
    'GET /api/companyinfo.php': [200, { company: { ...companyFixture, delete_discount: discount } }],
    'DELETE /api/user.php': deleteAnswer,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function toOffer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await user.click(screen.getByRole('radio', { name: 'I am taking a break' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('account deletion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason, then shows the retention offer before the password step', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    await renderPage(<DeleteAccount />, { path: '/settings', user: userFixture });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose one')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'I am taking a break' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Stay and get 30% off your next credits.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep my account' })).toHaveClass('btn-primary');
    // The final step is not there yet.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account for good' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue deleting' }));
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes with reason and password, logs out and shows /account-deleted', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    const { queryClient } = await renderPage(<DeleteAccount />, { path: '/settings', user: userFixture });
    await toOffer(user);
    await user.click(await screen.findByRole('button', { name: 'Continue deleting' }));
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account-deleted?deleted=1'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      reason: 'taking_a_break',
      password: 'my password',
    });
    // The settings page must not see the session go first (its login guard would win the race).
    expect(queryClient.getQueryData<{ user: unknown }>(['user'])?.user).not.toBeNull();
  });

  it('forgets the session on arriving at /account-deleted from the deletion', async () => {
    const { default: AccountDeletedPage } = await import('../AccountDeletedPage');
    const { queryClient } = await renderPage(<AccountDeletedPage />, {
      path: '/account-deleted?deleted=1',
      user: userFixture,
    });
    await waitFor(() => expect(queryClient.getQueryData(['user'])).toEqual({ user: null }));
  });

  it('shows a wrong password next to the password field', async () => {
    stub([400, { error: 'validation_failed', message: 'x', fields: { password: 'wrong_old_password' } }]);
    const user = userEvent.setup();
    await renderPage(<DeleteAccount />, { path: '/settings', user: userFixture });
    await toOffer(user);
    await user.click(await screen.findByRole('button', { name: 'Continue deleting' }));
    await user.type(screen.getByLabelText('Password'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Check your old password'),
    );
  });

  it('"Keep my account" without a discount ends the flow', async () => {
    stub(undefined, 0);
    const user = userEvent.setup();
    await renderPage(<DeleteAccount />, { path: '/settings', user: userFixture });
    await toOffer(user);
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(screen.getByText('Great that you stay!')).toBeVisible();
  });
});
