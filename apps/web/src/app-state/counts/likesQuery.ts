import type { LikesAnswer } from '@amora/shared/api/likes';
import { getLikes } from '@amora/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';

/**
 * GET /api/likes.php (docs/product.md#the-calls-the-web-makes), shared by the likes page, the like button and the top bar's
 * new-likes badge. Kept tiny: the badge imports it on every page.
 */
export const LIKES_KEY = ['likes'] as const;

export const likesQuery = queryOptions({
  queryKey: LIKES_KEY,
  queryFn: ({ signal }) => call(getLikes, { signal }),
  staleTime: 10_000,
  meta: { member: true, silent: true },
});

/** New likes: members who liked the member and whose profile the member has not opened since. */
export const countNewLikes = (answer: LikesAnswer | undefined): number =>
  answer ? answer.liked_by.filter((l) => l.like_new).length : 0;
