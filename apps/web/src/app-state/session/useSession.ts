import { POLLING } from '@amora/shared/constants';
import { getUser } from '@amora/shared/endpoints';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onAuthenticationRequired } from '../../api/client';
import { call } from '../../api/endpoint';
import { usePushSubscribed } from './push';
import type { SessionUser, UserAnswer } from './types';

export const SESSION_KEY = ['user'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: ({ signal }) => call(getUser, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

/** The logged-in member, or null (logged out, or while the session is still loading). */
export function useSession(): SessionUser | null {
  return useQuery(sessionQuery).data?.user ?? null;
}

/** True once we know whether someone is logged in. */
export function useSessionKnown(): boolean {
  return useQuery(sessionQuery).isFetched;
}

/** Puts the member of a login, signup, reactivation or settings answer into the session cache. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData<UserAnswer>(SESSION_KEY, { user });
}

/**
 * Logs the session out locally (logout, deletion, or the server saying authentication_required):
 * the session becomes null and member-only data is dropped.
 */
export function clearSession(queryClient: QueryClient): void {
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (q) => q.meta?.member === true });
}

/** Polling period of GET /api/user.php (docs/product.md#the-calls-the-web-makes): only when logged in; slower with push. */
export function sessionPollInterval(loggedIn: boolean, pushSubscribed: boolean): number | false {
  if (!loggedIn) return false;
  return pushSubscribed ? POLLING.intervalWithPushMs : POLLING.intervalMs;
}

/**
 * Refetches the session every 60 s (300 s with push), starting 5 s after mount, only while
 * someone is logged in (docs/product.md#the-calls-the-web-makes). Mounted once, in the app shell.
 */
export function useSessionPolling(): void {
  const queryClient = useQueryClient();
  const user = useSession();
  const pushSubscribed = usePushSubscribed();
  const [started, setStarted] = useState(false);
  const interval = sessionPollInterval(user !== null, pushSubscribed);

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), POLLING.startDelayMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!started || interval === false) return;
    const refetch = () => void queryClient.refetchQueries({ queryKey: SESSION_KEY, exact: true });
    refetch();
    const timer = setInterval(refetch, interval);
    return () => clearInterval(timer);
  }, [started, interval, queryClient]);
}

/**
 * Wires the API client's 403 authentication_required hook (docs/product.md#when-something-fails): any call except user.php
 * that answers it logs the member out here, and the call itself resolves to false.
 */
export function logOutOnAuthenticationRequired(queryClient: QueryClient): () => void {
  return onAuthenticationRequired(() => clearSession(queryClient));
}
