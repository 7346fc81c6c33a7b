import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../app-state/session/useSession';
import { useLiveEvents } from './useLiveEvents';

class FakeSocket {
  static last: FakeSocket | null = null;
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {
    this.onclose?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function setup() {
  vi.stubGlobal('WebSocket', FakeSocket);
  const client = new QueryClient();
  client.setQueryData(SESSION_KEY, { user: { id: 1, credits: 20 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useLiveEvents', () => {
  it('connects only for logged-in members and applies a credits event to the session', () => {
    const { client, wrapper } = setup();
    FakeSocket.last = null;
    renderHook(() => useLiveEvents(false), { wrapper });
    expect(FakeSocket.last).toBeNull();
    renderHook(() => useLiveEvents(true), { wrapper });
    expect(FakeSocket.last!.url).toMatch(/\/api\/live$/);
    FakeSocket.last!.onmessage?.({ data: JSON.stringify({ type: 'credits', credits: 7 }) });
    expect(client.getQueryData<{ user: { credits: number } }>(SESSION_KEY)?.user.credits).toBe(7);
    // A send in another tab also counts the free messages down; a credits-only event keeps them.
    const user = () => client.getQueryData<{ user: Record<string, unknown> }>(SESSION_KEY)?.user;
    FakeSocket.last!.onmessage?.({
      data: JSON.stringify({ type: 'credits', credits: 7, free_messages_left: 2 }),
    });
    expect(user()).toMatchObject({ credits: 7, free_messages_left: 2 });
    FakeSocket.last!.onmessage?.({ data: JSON.stringify({ type: 'credits', credits: 5 }) });
    expect(user()).toMatchObject({ credits: 5, free_messages_left: 2 });
  });

  it('refreshes chats on a message event and sends the away beacon when the page hides', () => {
    const { client, wrapper } = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    renderHook(() => useLiveEvents(true), { wrapper });
    FakeSocket.last!.onmessage?.({
      data: JSON.stringify({ type: 'message', conversation_id: 3, message_id: 9, from: 2 }),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['chats'] });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledWith('/api/page-hidden.php', expect.any(Blob));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
