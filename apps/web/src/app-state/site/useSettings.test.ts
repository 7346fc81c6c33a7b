import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQuery } from './useSettings';

describe('settings request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("carries the page's own query (a landing's tracking) besides the language", async () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/signup?network=adnet&ref=partner7&lang=xx');
    await new QueryClient().fetchQuery(settingsQuery('nl'));
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/api/settings.php');
    expect(url.searchParams.get('network')).toBe('adnet');
    expect(url.searchParams.get('ref')).toBe('partner7');
    // The app's language wins over a `lang` in the page's address.
    expect(url.searchParams.get('lang')).toBe('nl');
  });
});
