import type { ProfileCard } from '@amora/shared/api/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignupModal, useSignupModalOpen } from '../../app-state/signup/signupModalStore';
import { settingsFixture } from '../../test/fixtures';
import { ownProfileFixture } from '../../test/profileFixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import SearchPage from './SearchPage';

const card = (id: number, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  main_image: null,
  fictional: false,
  online: false,
  last_seen: null,
  ...extra,
});

const settings = {
  ...settingsFixture,
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
};

function ModalProbe() {
  return <output data-testid="signup-modal">{useSignupModalOpen() ? 'open' : 'closed'}</output>;
}

describe('member search', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    closeSignupModal();
  });

  it('searches with the URL’s filters (never sexuality), shows the count, cards and fictional badges', async () => {
    const api = mockApi({
      'GET /api/settings.php': [200, settings],
      'GET /api/profile.php': [200, { profile: ownProfileFixture }],
      'GET /api/members.php': [
        200,
        {
          profiles: [card(1, { fictional: true, online: true }), card(2)],
          total: 50,
          page: 1,
          per_page: 24,
          similar: [],
        },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<SearchPage />, { path: '/members?min_age=25&sexuality=gay', user: userFixture });
    expect(await screen.findByText('50 members found')).toBeVisible();
    const search = api.calls.find((c) => c.url.startsWith('/api/members.php'))!;
    expect(search.url).toBe('/api/members.php?gender=female&min_age=25&page=1');
    const grid = screen.getByRole('list', { name: 'Members' });
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', '/members/1');
    const badge = within(grid).getByRole('img', { name: /Fictional profiles are operated by our staff/ });
    expect(badge).toHaveAttribute('title', settings.fictional_warning);
    expect(within(grid).getAllByRole('img', { name: 'Online now' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/members?gender=female&min_age=25&page=3',
    );

    await userEvent.selectOptions(screen.getByLabelText('Age to'), '40');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/members?gender=female&min_age=25&max_age=40',
      ),
    );
    expect(screen.getByTestId('location').textContent).not.toContain('sexuality');
    await waitFor(() =>
      expect(api.calls.at(-1)?.url).toBe('/api/members.php?gender=female&min_age=25&max_age=40&page=1'),
    );
    expect(api.calls.every((c) => !c.url.includes('sexuality'))).toBe(true);
  });

  it('keeps both of two filter changes made before the page renders the first', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/settings.php': [200, settings],
        'GET /api/members.php': [200, { profiles: [card(1)], total: 1, page: 1, per_page: 24, similar: [] }],
      }).fetchMock,
    );
    await renderPage(<SearchPage />, { path: '/members?gender=male' });
    await screen.findByText('1 member found');
    // One act: no render between the two choices, as on a busy phone or under a quick hand.
    act(() => {
      fireEvent.change(screen.getByLabelText('Age from'), { target: { value: '25' } });
      fireEvent.change(screen.getByLabelText('Age to'), { target: { value: '45' } });
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/members?gender=male&min_age=25&max_age=45'),
    );
  });

  it('says 1,000+ at the cap, and shows similar profiles and the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/settings.php': [200, settings],
        'GET /api/members.php': [200, { profiles: [], total: 0, page: 1, per_page: 24, similar: [card(5)] }],
      }).fetchMock,
    );
    await renderPage(<SearchPage />, { path: '/members' });
    expect(await screen.findByText('No members match these filters')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Similar profiles' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Member 5/ })).toHaveAttribute('href', '/members/5');
  });

  it('loads the first row of photos at once and the rest lazily', async () => {
    const withPhoto = (id: number) =>
      card(id, {
        main_image: {
          filename: `/photos/p${id}.webp`,
          thumb_filename: `/photos/p${id}-t.webp`,
          match: `/photos/p${id}.webp`,
        },
      });
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/settings.php': [200, settings],
        'GET /api/members.php': [
          200,
          { profiles: [1, 2, 3, 4, 5, 6].map(withPhoto), total: 6, page: 1, per_page: 24, similar: [] },
        ],
      }).fetchMock,
    );
    const { container } = await renderPage(<SearchPage />, { path: '/members' });
    await screen.findByRole('link', { name: /Member 6/ });
    const images = [...container.querySelectorAll<HTMLImageElement>('.member-card__photo img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[5]).not.toHaveAttribute('fetchpriority');
  });

  it('shows "1,000+" when the total is capped', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/settings.php': [200, settings],
        'GET /api/members.php': [
          200,
          { profiles: [card(1)], total: 1000, page: 1, per_page: 24, similar: [] },
        ],
      }).fetchMock,
    );
    await renderPage(<SearchPage />, { path: '/members' });
    expect(await screen.findByText('1,000+ members found')).toBeVisible();
  });

  it('a visitor refused with 403 authentication_required gets the signup modal, not an error', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/settings.php': [200, settings],
        'GET /api/members.php': [403, { error: 'authentication_required', message: 'Log in to search' }],
      }).fetchMock,
    );
    await renderPage(
      <>
        <SearchPage />
        <ModalProbe />
      </>,
      { path: '/members?page=2' },
    );
    await waitFor(() => expect(screen.getByTestId('signup-modal')).toHaveTextContent('open'));
    expect(screen.getByRole('heading', { name: 'Sign up free to see all members' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
