import en from '@amora/shared/locales/en.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app-state/session/useSession';
import { initI18n } from '../../i18n/i18n';
import { TimeBonusModalSlot } from '../../layouts/slots/ModalSlots';
import { createQueryClient } from '../../queryClient';
import type { RouteHandle } from '../../routeHandle';
import { mockApi, userFixture } from '../../test/renderPage';
import { TimeBonusBannerSlot } from './TimeBonusBannerSlot';
// Loaded up front: the slots import them on demand.
import './TimeBonusBanner';
import './TimeBonusHost';
import './TimeBonusModal';

const newMember = { ...userFixture, id: 40, paid_user: false, credits: 0 };
const bonus = (seconds: number) => ({
  time_bonus: {
    code: 'TIMEBONUS25',
    value_percentage: 25,
    expires: '2030-01-01T00:00:00Z',
    seconds_left: seconds,
  },
});
const welcome = {
  discount_code: {
    code: 'WELCOME25',
    country: null,
    user_id: null,
    expires: null,
    value_percentage: 25,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'once_per_user',
    expired: false,
    paymentmethods: null,
  },
};

async function renderArea(path: string, user: typeof newMember) {
  await initI18n('en', en);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, { user });
  const handle = (name: RouteHandle['name']): RouteHandle => ({ name, layout: 'default', backButton: false });
  const page = (
    <>
      <TimeBonusBannerSlot />
      <TimeBonusModalSlot />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/members', handle: handle('members'), element: page },
      { path: '/profile', handle: handle('profile'), element: page },
      { path: '/credits', handle: handle('credits'), element: <p>credits</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('time bonus', () => {
  let api: ReturnType<typeof mockApi>;
  const stub = (
    timebonus: [number, unknown],
    welcomeCode: [number, unknown] = [404, { error: 'code_not_found' }],
  ) => {
    api = mockApi({ 'GET /api/timebonus.php': timebonus, 'GET /api/discountcode.php': welcomeCode });
    vi.stubGlobal('fetch', api.fetchMock);
  };

  // React resolves a lazy component the first time on real timers: show the banner once first.
  beforeAll(async () => {
    stub([200, bonus(100)]);
    const warm = await renderArea('/members', newMember);
    await screen.findByTestId('time-bonus-banner');
    warm.unmount();
  });

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down every second in the members-area banner, which links to /credits', async () => {
    stub([200, bonus(14_390)]);
    await renderArea('/members', newMember);
    await advance(500);
    const banner = screen.getByTestId('time-bonus-banner');
    expect(banner).toHaveAttribute('href', '/credits');
    expect(within(banner).getByRole('timer')).toHaveTextContent('03:59:50');
    await advance(1_000);
    expect(within(banner).getByRole('timer')).toHaveTextContent('03:59:49');
    expect(banner).toHaveTextContent('25% time bonus');
  });

  it('ends at zero, and the welcome bonus takes its place', async () => {
    stub([200, bonus(2)], [200, welcome]);
    await renderArea('/members', newMember);
    await advance(50);
    expect(screen.getByTestId('time-bonus-banner')).toBeVisible();
    await advance(2_000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(screen.getByTestId('welcome-banner')).toHaveTextContent(
      'Welcome bonus: 25% off your first purchase!',
    );
  });

  it('shows nothing when no bonus applies and the welcome code fails (ignored silently)', async () => {
    stub([200, { time_bonus: null }], [409, { error: 'code_already_used', message: 'x' }]);
    await renderArea('/members', newMember);
    await advance(41_000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(screen.queryByTestId('welcome-banner')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not even asked for by a paid member, nor shown outside the members area', async () => {
    stub([200, bonus(14_000)]);
    const paid = await renderArea('/members', { ...newMember, paid_user: true });
    await advance(41_000);
    expect(api.calls).toHaveLength(0);
    paid.unmount();
    await renderArea('/profile', newMember);
    await advance(41_000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pops up 40 s into the members area with 0 credits; a dismissal is remembered', async () => {
    stub([200, bonus(14_000)]);
    const first = await renderArea('/members', newMember);
    await advance(39_900);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(200);
    const dialog = screen.getByRole('dialog', { name: '25% time bonus' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^03:52:/);
    expect(within(dialog).getByRole('link', { name: 'Buy credits with discount' })).toHaveAttribute(
      'href',
      '/credits',
    );
    vi.useRealTimers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await renderArea('/members', newMember);
    await advance(41_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not pop up for a member who still has credits', async () => {
    stub([200, bonus(14_000)]);
    await renderArea('/members', { ...newMember, credits: 20 });
    await advance(41_000);
    expect(screen.getByTestId('time-bonus-banner')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
