import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import MailChangeDoPage from './MailChangeDoPage';

describe('confirm a new e-mail address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a bad link says the link has expired, never "E-mail address changed"', async () => {
    const api = mockApi({
      'POST /api/mail-change.php': [400, { error: 'link_invalid', message: 'x' }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<MailChangeDoPage />, { path: '/mail-change/do?token=bad', user: userFixture });
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired or is invalid');
    expect(screen.queryByText('E-mail address changed')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Change e-mail address' })).toBeVisible();
  });

  it('is titled "E-mail address changed" once confirmed', async () => {
    const user = { ...userFixture, email: 'new@example.com' };
    vi.stubGlobal('fetch', mockApi({ 'POST /api/mail-change.php': [200, { user }] }).fetchMock);
    await renderPage(<MailChangeDoPage />, { path: '/mail-change/do?token=good', user: userFixture });
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  });
});
