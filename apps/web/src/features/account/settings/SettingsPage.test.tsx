import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import SettingsPage from './SettingsPage';

describe('settings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends logged-out visitors to /login?next=/settings', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings', user: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/settings'));
  });

  it('keeps the data-export link of the mail through the login', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings?export=abc123', user: null });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fsettings%3Fexport%3Dabc123'),
    );
  });

  it('offers the one-time download when the mail’s link opened the settings', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings?export=abc123', user: userFixture });
    const link = await screen.findByRole('link', { name: 'Download archive' });
    expect(link).toHaveAttribute('href', '/api/data-export.php?token=abc123');
  });

  it('shows every section with e-mail and push switches per notification type', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<SettingsPage />, {
      path: '/settings',
      user: { ...userFixture, notifications_disabled: ['push:news'] },
    });
    for (const name of [
      'Change password',
      'Change e-mail address',
      'Notifications',
      'Invisible mode',
      'Explicit chat photos',
      'Download my data',
      'Delete account',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
    expect(screen.getByRole('switch', { name: 'News by E-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'News by Push' })).not.toBeChecked();
    // Per type and channel, invisible mode, blurring explicit chat photos.
    expect(screen.getAllByRole('switch')).toHaveLength(8 * 2 + 2);
    expect(screen.getByRole('switch', { name: 'Blur explicit photos' })).toBeChecked();
  });

  it('turns the blurring of explicit chat photos off', async () => {
    const api = mockApi({
      'PUT /api/preferences.php': [200, { user: { ...userFixture, blur_explicit_photos: false } }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings', user: userFixture });
    await userEvent.click(screen.getByRole('switch', { name: 'Blur explicit photos' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Blur explicit photos' })).not.toBeChecked(),
    );
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ blur_explicit_photos: false, invisible: false });
  });

  it('turns invisible mode on and keeps the other preferences as they are', async () => {
    const api = mockApi({
      'PUT /api/preferences.php': [200, { user: { ...userFixture, invisible: true } }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings', user: userFixture });
    await userEvent.click(screen.getByRole('switch', { name: 'Invisible mode' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Invisible mode' })).toBeChecked());
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ invisible: true, blur_explicit_photos: true });
    expect(screen.getByRole('switch', { name: 'Blur explicit photos' })).toBeChecked();
  });

  it('shows the refusal under the switch and leaves it as it was', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'PUT /api/preferences.php': [500, { error: 'server_error' }] }).fetchMock,
    );
    await renderPage(<SettingsPage />, { path: '/settings', user: userFixture });
    await userEvent.click(screen.getByRole('switch', { name: 'Invisible mode' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Invisible mode' })).not.toBeChecked();
  });

  it('says why notification mails stopped and turns them back on', async () => {
    const api = mockApi({
      'PUT /api/preferences.php': [200, { user: { ...userFixture, email_disabled: null } }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<SettingsPage />, {
      path: '/settings',
      user: { ...userFixture, email_disabled: 'bounce' },
    });
    const notice = screen.getByTestId('email-disabled');
    expect(notice).toHaveTextContent('could not be delivered');
    screen.getByRole('button', { name: 'Send me e-mail notifications again' }).click();
    await waitFor(() => expect(screen.queryByTestId('email-disabled')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ email_enabled: true });
  });

  it('shows the push state of this browser (no push support in the test browser)', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<SettingsPage />, { path: '/settings', user: userFixture });
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeVisible();
    // Its push switches show off and cannot be changed; the e-mail ones work.
    const push = screen.getAllByRole('switch', { name: / by Push$/ });
    expect(push.length).toBeGreaterThan(0);
    for (const s of push) {
      expect(s).toBeDisabled();
      expect(s).not.toBeChecked();
    }
    expect(screen.getAllByRole('switch', { name: / by E-mail$/ })[0]).toBeEnabled();
  });
});
