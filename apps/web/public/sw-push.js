/*
 * Push worker (docs/product.md#the-calls-the-web-makes), registered at /sw-push.js. The server sends each notification ready to
 * show, translated into the member's language: { type, title, body, url, tag, icon }.
 * Plain JavaScript, no build step: the browser loads this file as it is.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Tells the open pages of the site what arrived, so they reload chats and likes at once. */
async function tellPages(data) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ source: 'amora-push', type: data.type, url: data.url });
  return pages;
}

async function onPush(data) {
  const pages = await tellPages(data);
  // A page of the site in front already shows the news (live events); no extra notification.
  if (pages.some((page) => page.focused && page.visibilityState === 'visible')) return;
  await self.registration.showNotification(data.title || self.location.hostname, {
    body: data.body || '',
    icon: data.icon || '/icon.svg',
    badge: '/icon.svg',
    tag: data.tag || data.type,
    renotify: Boolean(data.tag),
    data: { url: data.url || '/' },
  });
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(onPush(data));
});

/** Opens the right page: an open tab of the site navigates there, else a new window opens. */
async function openPage(url) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((p) => new URL(p.url).origin === target.origin);
  if (page) {
    await page.focus();
    page.postMessage({ source: 'amora-push', type: 'open', url: target.pathname + target.search });
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(event.notification.data?.url || '/'));
});

/** The browser replaced the subscription (keys rotated): the page saves the new one on next visit. */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(tellPages({ type: 'subscription_changed', url: '/' }));
});
