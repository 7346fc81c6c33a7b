import { POLLING } from '@amora/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../api/client';
import { createQueryClient } from '../../queryClient';
import { userFixture } from '../../test/renderPage';
import { logOutOnAuthenticationRequired, SESSION_KEY, sessionPollInterval } from './useSession';

/** Every call is answered 403 authentication_required, as after the session ended elsewhere. */
const answerAuthenticationRequired = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'authentication_required', message: 'x' }), { status: 403 }),
    ),
  );

describe('session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 403 authentication_required from another call logs the member out and resolves to false', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_KEY, { user: userFixture });
    const unwire = logOutOnAuthenticationRequired(queryClient);
    answerAuthenticationRequired();
    await expect(apiFetch('/api/chats.php')).resolves.toBe(false);
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ user: null });
    unwire();
  });

  it('a 403 authentication_required from user.php itself does not log out', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_KEY, { user: userFixture });
    const unwire = logOutOnAuthenticationRequired(queryClient);
    answerAuthenticationRequired();
    await expect(apiFetch('/api/user.php', { method: 'PUT', body: { language: 'de' } })).rejects.toThrow();
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ user: userFixture });
    unwire();
  });

  it('polls every 60 s, every 300 s with push, and never when logged out', () => {
    expect(sessionPollInterval(true, false)).toBe(POLLING.intervalMs);
    expect(sessionPollInterval(true, true)).toBe(POLLING.intervalWithPushMs);
    expect(sessionPollInterval(false, false)).toBe(false);
  });
});
