import { type Browser, expect } from '@playwright/test';
import { startPushService } from '../../server/src/modules/notifications/testkit';
import { E2E_PORT, ENTRY_WARNING_KEY, screenshot, test, watchErrors } from './fixtures';

const PASSWORD = 'Tulips and canals 2026';
const CLIENT = { 'x-request-type': 'client' };

/** A new, confirmed member in a browser context of their own that may show notifications. */
async function member(
  browser: Browser,
  name: string,
  gender: 'male' | 'female',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport,
    permissions: ['notifications'],
  });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await context.request.post('/api/signup.php', {
    headers: CLIENT,
    data: {
      email,
      name,
      password: PASSWORD,
      date_of_birth: '1990-03-14',
      gender,
      seeking: gender === 'male' ? 'female' : 'male',
    },
  });
  expect(signup.status()).toBe(201);
  const id = (await signup.json()).user.id as number;
  const mails = await (await context.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const link = (mails.mails[0].text as string).match(/https?:\/\/\S+\/api\/activate\.php\?token=\S+/)![0];
  await context.request.get(new URL(link).pathname + new URL(link).search);
  const page = await context.newPage();
  return { context, page, id, name, email };
}

test('a pushed message reloads the open chats at once and the notifications page lists it', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = info.project.name === 'phone' ? { width: 375, height: 812 } : { width: 1280, height: 800 };
  const receiver = await member(browser, 'Noor', 'female', viewport);
  const sender = await member(browser, 'Daan', 'male', viewport);
  const pushService = await startPushService();
  const errors = watchErrors(receiver.page);
  try {
    // The live socket stays shut, so only the push can bring the news before the 30 s poll.
    await receiver.context.routeWebSocket(/\/api\/live/, (ws) => ws.close());

    // The settings offer push in this browser (permission granted in the context).
    await receiver.page.goto('/settings');
    const push = receiver.page.locator('.push-control');
    await expect(push).toHaveAttribute('data-push-state', 'capable');
    await screenshot(receiver.page, 'settings-push');
    await push.getByRole('button', { name: 'Turn on notifications' }).click();
    // The worker registers; the browser's own subscription does not come about here: Playwright's
    // contexts are incognito (no Push API), and a persistent profile waits for Google's push
    // service, which a machine without internet cannot reach. The member sees why.
    // One wait for either outcome (two raced expects would leave the loser failing later).
    const subscribed = receiver.page.locator('.push-control[data-push-state="subscribed"]');
    await expect(subscribed.or(push.getByRole('alert')).first()).toBeVisible();
    const state = (await subscribed.count()) > 0 ? 'subscribed' : 'failed';
    info.annotations.push({ type: 'browser push subscription', description: state });
    const registered = await receiver.page.evaluate(async () =>
      Boolean(await navigator.serviceWorker.getRegistration('/sw-push.js')),
    );
    expect(registered).toBe(true);

    // So the browser's subscription is one the test holds the keys of, on a stand-in push service:
    // the server encrypts for it exactly as for Google's or Mozilla's, the stand-in decrypts.
    const subscription = pushService.subscription(`noor-${receiver.id}`);
    const saved = await receiver.context.request.post('/api/user.php?push=1', {
      headers: CLIENT,
      data: { subscription: subscription.json },
    });
    expect(saved.status()).toBe(200);

    await receiver.page.goto('/chats');
    await expect(receiver.page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

    // The worker's registration, to hand it what the push service received.
    const cdp = await receiver.context.newCDPSession(receiver.page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    // Daan writes to Noor.
    const sent = await sender.context.request.post('/api/chat.php', {
      headers: CLIENT,
      data: {
        profile_id: receiver.id,
        text: 'Hoi Noor, zin in een wandeling?',
        client_id: crypto.randomUUID(),
      },
    });
    expect(sent.status()).toBe(200);
    const conversationId = (await sent.json()).message.conversation_id as number;

    // The server's push arrives at the push service: VAPID-signed, encrypted, ready to show.
    await expect.poll(() => pushService.received.filter((r) => r.path === subscription.path).length).toBe(1);
    const delivered = pushService.received.find((r) => r.path === subscription.path)!;
    expect(delivered.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    const payload = subscription.decrypt(delivered.body);
    expect(payload).toEqual({
      type: 'new_conversation',
      // The site's name; the admin journey (staff.spec.ts, desktop) may be renaming it meanwhile.
      title: expect.stringMatching(/^Amora( Deluxe)?$/),
      body: 'Daan sent you a first message',
      url: `/chats/${conversationId}`,
      tag: `conversation-${conversationId}`,
      icon: expect.any(String),
    });
    // …and is handed to the browser's worker as the push service would.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `http://localhost:${E2E_PORT}`,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect(receiver.page.getByText('Hoi Noor, zin in een wandeling?')).toBeVisible();
    await screenshot(receiver.page, 'chats-after-push');

    // The notifications page lists it, and "Mark all as read" clears the mark.
    await receiver.page.goto('/notifications');
    const list = receiver.page.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('link', { name: /Daan started a conversation with you/ });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', `/chats/${conversationId}`);
    await expect(item.getByText('New')).toBeVisible();
    await screenshot(receiver.page, 'notifications');
    await receiver.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(item.getByText('New')).toHaveCount(0);
    await item.click();
    await expect(receiver.page).toHaveURL(new RegExp(`/chats/${conversationId}$`));

    expect(
      errors.filter((e) => !/status of 40[0-9]|WebSocket|push service|Push API|Registration failed/i.test(e)),
    ).toEqual([]);
  } finally {
    await receiver.context.close();
    await sender.context.close();
    await pushService.close();
  }
});

test('the newest notification shows as an alert until dismissed, and a match offers push', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = info.project.name === 'phone' ? { width: 375, height: 812 } : { width: 1280, height: 800 };
  const a = await member(browser, 'Sanne', 'female', viewport);
  const b = await member(browser, 'Bram', 'male', viewport);
  try {
    const liked = await b.context.request.post('/api/likes.php', {
      headers: CLIENT,
      data: { profile_id: a.id },
    });
    expect(liked.status()).toBe(200);
    await a.page.goto('/members');
    // The newest unread notification: Bram's like (or an auto-like that came after it).
    const alert = a.page.locator('.notification-alert');
    await expect(alert).toContainText('likes you');
    await screenshot(a.page, 'notification-alert');
    // In the dock at the bottom of the window, not above the page's content.
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    await a.page.screenshot({ path: info.outputPath('notification-alert-window.png') });
    const dismissed = (await alert.locator('.notification-alert__text').textContent()) ?? '';
    await alert.getByRole('button', { name: 'Hide this notification' }).click();
    // That alert goes; a newer notification may show meanwhile (a staff-run profile's like).
    await expect(a.page.locator('.notification-alert', { hasText: dismissed })).toHaveCount(0);
    const answered = a.page.waitForResponse((r) => r.url().includes('/api/notifications.php'));
    await a.page.goto('/members', { waitUntil: 'domcontentloaded' });
    await answered;
    await expect(a.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(a.page.locator('.notification-alert', { hasText: dismissed })).toHaveCount(0);

    // Sanne likes Bram back on his profile: the match is the moment to offer push.
    await a.page.goto(`/members/${b.id}`);
    await a.page.getByRole('button', { name: /^like/i }).first().click();
    await expect(a.page.getByRole('dialog', { name: "It's a match!" })).toBeVisible();
    await a.page.keyboard.press('Escape');
    const prompt = a.page.locator('.push-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await screenshot(a.page, 'push-prompt');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
