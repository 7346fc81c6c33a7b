import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import { ActivationReminder } from './ActivationReminder';
import { ACTIVATION_DISMISSED_KEY } from './activationRules';

const pending = {
  ...userFixture,
  status: 'not_confirmed' as const,
  profile: { ...userFixture.profile, status: 'disabled' as const },
};

describe('activation reminder alert', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the mail again and stores a dismissal timestamp', async () => {
    const { fetchMock, calls } = mockApi({ 'POST /api/activation-mail.php': [200, { sent: true }] });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<ActivationReminder />, { user: pending });
    expect(screen.getByText('Confirm your e-mail address — we sent a link to jan@example.com')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(/We sent the mail again/)).toBeVisible();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/activation-mail.php' });

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    await waitFor(() => expect(screen.queryByText(/we sent a link to/)).toBeNull());
    expect(Number(localStorage.getItem(ACTIVATION_DISMISSED_KEY))).toBeGreaterThanOrEqual(before);
  });
});
