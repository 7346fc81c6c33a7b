import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.join(import.meta.dirname, '../../../public/sw-push.js'), 'utf8');

/** Runs the push worker in a stand-in worker scope and returns what it registered. */
function loadWorker(pages: { url: string; focused: boolean; visibilityState: string }[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const windows = pages.map((p) => ({ ...p, postMessage: vi.fn(), focus: vi.fn(async () => undefined) }));
  const self = {
    location: new URL('https://amora.example/sw-push.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { matchAll: vi.fn(async () => windows), claim: vi.fn(), openWindow: vi.fn(async () => null) },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  runInNewContext(source, { self, URL, Boolean, JSON });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { self, windows, dispatch };
}

const payload = {
  type: 'new_message',
  title: 'Amora',
  body: 'New message from Anna',
  url: '/chats/12',
  tag: 'conversation-12',
  icon: '/icon.svg',
};
const pushEvent = { data: { json: () => payload, text: () => JSON.stringify(payload) } };

describe('push worker (/sw-push.js)', () => {
  it('shows the translated notification and tells open pages to reload chats and likes', async () => {
    const worker = loadWorker([
      { url: 'https://amora.example/members', focused: false, visibilityState: 'hidden' },
    ]);
    await worker.dispatch('push', pushEvent);
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Amora', {
      body: 'New message from Anna',
      icon: '/icon.svg',
      badge: '/icon.svg',
      tag: 'conversation-12',
      renotify: true,
      data: { url: '/chats/12' },
    });
    expect(worker.windows[0]!.postMessage).toHaveBeenCalledWith({
      source: 'amora-push',
      type: 'new_message',
      url: '/chats/12',
    });
  });

  it('shows nothing extra while a page of the site is in front (it updates live)', async () => {
    const worker = loadWorker([
      { url: 'https://amora.example/chats', focused: true, visibilityState: 'visible' },
    ]);
    await worker.dispatch('push', pushEvent);
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    expect(worker.windows[0]!.postMessage).toHaveBeenCalled();
  });

  it('a click opens the right page: in an open tab, or in a new window', async () => {
    const close = vi.fn();
    const open = loadWorker([
      { url: 'https://amora.example/members', focused: false, visibilityState: 'hidden' },
    ]);
    await open.dispatch('notificationclick', { notification: { close, data: { url: '/chats/12' } } });
    expect(close).toHaveBeenCalled();
    expect(open.windows[0]!.focus).toHaveBeenCalled();
    expect(open.windows[0]!.postMessage).toHaveBeenCalledWith({
      source: 'amora-push',
      type: 'open',
      url: '/chats/12',
    });

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: '/likes/m/4' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://amora.example/likes/m/4');

    const foreign = loadWorker([]);
    await foreign.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://evil.example/' } },
    });
    expect(foreign.self.clients.openWindow).not.toHaveBeenCalled();
  });
});
