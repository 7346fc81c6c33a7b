import type { LikesAnswer, SwipeAction } from '@amora/shared/api/likes';
import type { MemberSummary } from '@amora/shared/api/profile';
import { deleteLikes, getAutoLike, getSwipe, postLikes, postSwipe } from '@amora/shared/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/endpoint';
import { LIKES_KEY } from '../../app-state/counts/likesQuery';

/** The likes API (docs/product.md#chats-and-likes). Each call resolves the answer or throws ApiRequestError. */

/** Who a like modal, a match modal or a toast shows; `fictional` marks a staff-run profile there. */
export type LikeProfile = MemberSummary;

export const likesApi = {
  like: (profileId: number) => call(postLikes, { body: { profile_id: profileId } }),
  unlike: (profileId: number) => call(deleteLikes, { body: { profile_id: profileId } }),
  autoLike: () => call(getAutoLike, { retries: 1 }),
  swipeStack: (signal?: AbortSignal) => call(getSwipe, { signal, retries: 2 }),
  swipe: (profileId: number, action: SwipeAction) =>
    call(postSwipe, { body: { profile_id: profileId, action } }),
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
