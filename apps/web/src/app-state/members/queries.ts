import type { QueryOf } from '@amora/shared/contract';
import { getMember, getMembers } from '@amora/shared/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';
import { ApiRequestError } from '../../api/errors';

/* Other members' profiles as the search, a profile page, the chat with a member and the sign-up's
 * first matches read them; the calls that change something (block, report) stay in features/members. */

/** Never retried on a refusal: a visitor's 403 opens the signup modal at once. */
const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2;

export const searchQuery = (query: QueryOf<typeof getMembers>, userId: number | null) =>
  queryOptions({
    queryKey: ['members', userId, query],
    queryFn: ({ signal }) => call(getMembers, { query, signal, retries: 2 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: noRetryOn4xx,
    meta: { silent: true },
  });

export const memberQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: ['member', id, userId],
    queryFn: ({ signal }) => call(getMember, { query: { id }, signal, retries: 2 }),
    select: (answer) => answer.profile,
    staleTime: 30_000,
    retry: noRetryOn4xx,
    meta: { silent: true },
  });
