import type {
  AutoLikeAnswer,
  LikesAnswer,
  SwipeAction,
  SwipeAnswer,
  SwipeResult,
} from '@amora/shared/api/likes';
import type { MemberSummary } from '@amora/shared/api/profile';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, fetchJson } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { LIKES_KEY } from './likesQuery';

/** The likes API (docs/product.md#chats-and-likes). Each call resolves the answer or throws ApiRequestError. */

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1]): Promise<T> {
  const result = await apiFetch<T>(path, options);
  // false: the server said authentication_required (a visitor, or the session ended).
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

/** Who a like modal, a match modal or a toast shows; `fictional` marks a staff-run profile there. */
export type LikeProfile = MemberSummary;

export const likesApi = {
  like: (profileId: number) =>
    call<{ match: boolean }>('/api/likes.php', { method: 'POST', body: { profile_id: profileId } }),
  unlike: (profileId: number) =>
    call<{ ok: true }>('/api/likes.php', { method: 'DELETE', body: { profile_id: profileId } }),
  autoLike: () => call<AutoLikeAnswer>('/api/auto-like.php', { retries: 1 }),
  swipeStack: (signal?: AbortSignal) => fetchJson<SwipeAnswer>('/api/swipe.php', { signal, retries: 2 }),
  swipe: (profileId: number, action: SwipeAction) =>
    call<SwipeResult>('/api/swipe.php', { method: 'POST', body: { profile_id: profileId, action } }),
};

/** The likes answer with `profileId` liked or not, as the server will have it (optimistic updates). */
export function withLike(answer: LikesAnswer, profileId: number, liked: boolean): LikesAnswer {
  const likedNow = answer.liked.filter((id) => id !== profileId);
  const matches = answer.matches.filter((id) => id !== profileId);
  if (liked) {
    likedNow.unshift(profileId);
    if (answer.liked_by.some((l) => l.id === profileId)) matches.unshift(profileId);
  }
  return { ...answer, liked: likedNow, matches };
}

/** Reloads the likes (badge, tabs) after `delayMs`: auto-like answers need a moment to land. */
export function reloadLikesLater(queryClient: QueryClient, delayMs: number): void {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: LIKES_KEY }), delayMs);
}
