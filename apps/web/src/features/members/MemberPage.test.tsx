import type { PublicProfile } from '@amora/shared/api/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PremiumAlertSlot } from '../../layouts/slots/PremiumAlertSlot';
import { settingsFixture } from '../../test/fixtures';
import { publicProfileFixture } from '../../test/profileFixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import MemberPage from './MemberPage';

function renderMember(profile: PublicProfile | [number, unknown], user = userFixture, extra?: ReactNode) {
  const api = mockApi({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/member.php': Array.isArray(profile) ? profile : [200, { profile }],
    'GET /api/interests.php': [200, { interests: [] }],
    'POST /api/report.php': (body) => [
      201,
      {
        report: { id: 123, created_at: '2025-03-04T10:30:00Z', blocked: (body as { block: boolean }).block },
      },
    ],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(
    <>
      <MemberPage />
      {extra}
    </>,
    { path: '/members/42', routePath: '/members/:id', user },
  ).then((r) => ({
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

  it('shows free members the premium alert for the locked photos', async () => {
    await renderMember(
      { ...publicProfileFixture, photos_total: 6, more_photos: 'premium' },
      { ...userFixture, paid_user: false },
      <PremiumAlertSlot />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Become Premium to see all photos' }));
    const alert = await screen.findByRole('dialog', { name: 'A Premium feature' });
    expect(within(alert).getByText(/more photos \(\+5\)/)).toBeVisible();
    expect(within(alert).getByText('Premium members have a 46% better chance of a match.')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await userEvent.click(within(alert).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows online or the last-seen time, and nothing for an invisible member', async () => {
    const { unmount } = await renderMember({ ...publicProfileFixture, online: true });
    expect(await screen.findByText('Online now')).toBeVisible();
    unmount();
    const seen = new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString();
    const second = await renderMember({ ...publicProfileFixture, online: false, last_seen: seen });
    expect(await screen.findByText('last seen 2 days ago')).toBeVisible();
    second.unmount();
    await renderMember({ ...publicProfileFixture, online: false, last_seen: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/last seen|Online now/)).toBeNull();
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
    expect(
      within(dialog).getByText(
        'Sanne is blocked: you will no longer see each other or receive messages from them.',
      ),
    ).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      profile_id: 42,
      reason: 'fake',
      text: 'Stolen photos',
      block: true,
    });
  });

  it('blocks with the report by default, and only reports when the box is cleared', async () => {
    const { api } = await renderMember(publicProfileFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sanne' });
    const box = within(dialog).getByRole('checkbox', { name: 'Also block this member' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByLabelText('Fake profile'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/Report #123 received/)).toBeVisible();
    expect(within(dialog).queryByText(/is blocked/)).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      profile_id: 42,
      reason: 'fake',
      block: false,
    });
  });

  it('offers no block box when the member is already blocked', async () => {
    await renderMember({ ...publicProfileFixture, blocked_by_me: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sanne' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
