import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../api/client';
import type { SessionUser, UserAnswer } from './types';

export const sessionQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => fetchJson<UserAnswer>('/api/user.php', { signal }),
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

/** Logs the session out locally (used when the server says authentication_required). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData<UserAnswer>(['user'], { user: null });
}
