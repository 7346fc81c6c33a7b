import type { PublicProfile, SearchAnswer } from '@amora/shared/api/profile';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch, fetchJson, type QueryValue } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import type { ReportReason } from '../profile/constants';

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1]): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

export interface Receipt {
  id: number;
  created_at: string;
}

/** Never retried on a refusal: a visitor's 403 opens the signup modal at once. */
const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2;

export const searchQuery = (query: Record<string, QueryValue>, userId: number | null) =>
  queryOptions({
    queryKey: ['members', userId, query],
    queryFn: ({ signal }) => fetchJson<SearchAnswer>('/api/members.php', { query, signal, retries: 2 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: noRetryOn4xx,
    meta: { silent: true },
  });

export const memberQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: ['member', id, userId],
    queryFn: ({ signal }) =>
      fetchJson<{ profile: PublicProfile }>('/api/member.php', { query: { id }, signal, retries: 2 }),
    select: (answer) => answer.profile,
    staleTime: 30_000,
    retry: noRetryOn4xx,
    meta: { silent: true },
  });

export const memberApi = {
  block: (profileId: number) =>
    call<{ ok: true }>('/api/block.php', { method: 'POST', body: { profile_id: profileId } }),
  unblock: (profileId: number) =>
    call<{ ok: true }>('/api/block.php', { method: 'DELETE', body: { profile_id: profileId } }),
  report: (body: { profile_id: number; reason: ReportReason; text?: string; block?: boolean }) =>
    call<{ report: Receipt & { blocked: boolean } }>('/api/report.php', { method: 'POST', body }),
};
