import type { PublicProfile } from '@amora/shared/api/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import { publicProfileFixture } from '../profile/testFixtures';
import MemberPage from './MemberPage';

function renderMember(profile: PublicProfile | [number, unknown], user = userFixture) {
  const api = mockApi({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/member.php': Array.isArray(profile) ? profile : [200, { profile }],
    'GET /api/interests.php': [200, { interests: [] }],
    'POST /api/report.php': [201, { report: { id: 123, created_at: '2025-03-04T10:30:00Z' } }],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(<MemberPage />, { path: '/members/42', routePath: '/members/:id', user }).then((r) => ({
    ...r,
    api,
  }));
}

describe('profile page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the member, their fields with translated labels, and the name as the page title only', async () => {
    await renderMember(publicProfileFixture);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne, 31' })).toBeVisible();
    expect(screen.getByText('Hair colour')).toBeVisible();
    expect(screen.getByText('Blonde')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send message' })).toHaveAttribute('href', '/members/42/chat');
    expect(screen.queryByRole('complementary', { name: 'fictional profile' })).toBeNull();
    expect(screen.queryByText(/Log in to see all/)).toBeNull();
  });

  it('discloses a fictional profile with the site’s icon and warning', async () => {
    await renderMember({ ...publicProfileFixture, fictional: true });
    const notice = await screen.findByRole('complementary', { name: 'fictional profile' });
    expect(notice).toHaveTextContent('🎭');
    expect(notice).toHaveTextContent('Fictional profiles are operated by our staff.');
  });

  it('asks visitors to log in for more photos and free members to become premium', async () => {
    await renderMember({ ...publicProfileFixture, photos_total: 6, more_photos: 'login' }, null as never);
    expect(await screen.findByRole('link', { name: 'Log in to see all 6 photos' })).toBeVisible();
  });

  it('links free members to premium for the other photos', async () => {
    await renderMember({ ...publicProfileFixture, photos_total: 6, more_photos: 'premium' });
    expect(await screen.findByRole('link', { name: 'Become premium to see all photos' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('shows the blocked page for 403 blocked, and the 404 page for an unknown member', async () => {
    await renderMember([403, { error: 'blocked', message: 'x' }]);
    expect(
      await screen.findByRole('heading', { name: 'Blocked by another member: the profile cannot be viewed' }),
    ).toBeVisible();
  });

  it('shows the not-found page for 404', async () => {
    await renderMember([404, { error: 'not_found', message: 'x' }]);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  it('reports a member and shows the receipt with its number and date', async () => {
    const { api } = await renderMember(publicProfileFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sanne' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose one');
    await userEvent.click(within(dialog).getByLabelText('Fake profile'));
    await userEvent.type(within(dialog).getByLabelText(/What happened/), 'Stolen photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/Report #123 received on March 4, 2025/)).toBeVisible();
    expect(within(dialog).getByText(/Our team reviews it/)).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      profile_id: 42,
      reason: 'fake',
      text: 'Stolen photos',
    });
  });
});
