import type { Notification } from '@amora/shared/api/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import NotificationAlertBanner from './NotificationAlertBanner';
import NotificationsPage from './NotificationsPage';
import { alertNotification } from './notificationAlertRules';
import { keyBytes } from './pushSubscription';

const actor = (id: number, name: string, fictional = false) => ({ id, name, main_image: null, fictional });

const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'like_received',
  actor: actor(40 + id, `Member ${id}`),
  conversation_id: null,
  data: {},
  count: 1,
  url: `/likes/m/${40 + id}`,
  created_at: '2026-06-01T10:00:00Z',
  read: false,
  ...overrides,
});

describe('notification alert rules', () => {
  const list = [note(3), note(2, { read: true })];
  it('shows the newest unread notification, not on the notifications page', () => {
    expect(alertNotification({ notifications: list, dismissedAt: null, routeName: 'members' })?.id).toBe(3);
    expect(
      alertNotification({ notifications: list, dismissedAt: null, routeName: 'notifications' }),
    ).toBeNull();
    expect(
      alertNotification({ notifications: [note(2, { read: true })], dismissedAt: null, routeName: null }),
    ).toBeNull();
  });

  it('stays hidden once dismissed, until a newer notification arrives', () => {
    const dismissedAt = Date.parse('2026-06-01T11:00:00Z');
    expect(alertNotification({ notifications: list, dismissedAt, routeName: null })).toBeNull();
    const newer = [note(4, { created_at: '2026-06-01T12:00:00Z' }), ...list];
    expect(alertNotification({ notifications: newer, dismissedAt, routeName: null })?.id).toBe(4);
  });
});

describe('notification alert', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a staff-run actor with the card’s badge, a real member not (decision 028)', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/settings.php': [200, settingsFixture] }).fetchMock);
    const alertOf = (notification: Notification) => (
      <NotificationAlertBanner notification={notification} onDismiss={() => {}} />
    );
    await renderPage(
      <>
        {alertOf(note(5, { type: 'match', actor: actor(51, 'Harry', true) }))}
        {alertOf(note(6, { type: 'match', actor: actor(52, 'Anna') }))}
      </>,
      { user: userFixture },
    );
    const [staffRun, real] = screen.getAllByRole('status');
    expect(staffRun).toHaveTextContent('Harry');
    expect(await within(staffRun!).findByRole('img', { name: /^fictional profile: / })).toHaveTextContent(
      '🎭 fictional profile',
    );
    // The settings are there (Harry's badge shows), so Anna's alert has none because she is real.
    expect(real).toHaveTextContent('Anna');
    expect(within(real!).queryByRole('img', { name: /fictional/ })).toBeNull();
  });
});

describe('push subscription', () => {
  it('turns the base64url VAPID key into its 65 bytes', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('/notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists notifications with their texts and links, and marks all read', async () => {
    const items = [
      note(3, {
        type: 'new_message',
        conversation_id: 9,
        url: '/chats/9',
        count: 3,
        actor: actor(50, 'Bea', true),
      }),
      note(2, { actor: actor(42, 'Anna'), read: true }),
      note(1, { type: 'payment_completed', actor: null, url: '/credits' }),
    ];
    const api = mockApi({
      'GET /api/settings.php': [200, settingsFixture],
      'GET /api/notifications.php': [200, { notifications: items, unread: 2, has_more: false }],
      'PUT /api/notifications.php': [
        200,
        { notifications: items.map((n) => ({ ...n, read: true })), unread: 0, has_more: false },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<NotificationsPage />, { path: '/notifications', user: userFixture });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      '/chats/9',
      '/likes/m/42',
      '/credits',
    ]);
    expect(within(rows[0]!).getByText('Bea sent you a message')).toBeVisible();
    expect(within(rows[0]!).getByText('Messages: 3')).toBeVisible();
    expect(within(rows[1]!).getByText('Anna likes you')).toBeVisible();
    // Bea is staff-run: her notification carries the card's mark; Anna's does not.
    expect(await within(rows[0]!).findByRole('img', { name: /^fictional profile: / })).toHaveTextContent(
      '🎭 fictional profile',
    );
    expect(within(rows[1]!).queryByRole('img', { name: /fictional/ })).toBeNull();
    expect(within(rows[0]!).getByText('New')).toBeVisible();
    expect(within(rows[1]!).queryByText('New')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ all: true });
  });

  it('shows the empty state', async () => {
    const api = mockApi({
      'GET /api/settings.php': [200, settingsFixture],
      'GET /api/notifications.php': [200, { notifications: [], unread: 0, has_more: false }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<NotificationsPage />, { path: '/notifications', user: userFixture });
    expect(await screen.findByText(/No notifications yet/)).toBeVisible();
  });

  it('sends a visitor to the login', async () => {
    await renderPage(<NotificationsPage />, { path: '/notifications', user: null });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=/notifications');
  });
});
