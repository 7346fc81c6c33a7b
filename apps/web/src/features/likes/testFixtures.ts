import type { LikesAnswer } from '@amora/shared/api/likes';
import { cardFixture } from '../../test/fixtures';

// The card lives with the shared fixtures (the landers' tests use it too).
export { cardFixture };

/**
 * 1 Anna liked me (new), 2 Bea liked me (seen) and I liked her back (match), 3 Cleo I liked,
 * 4 Dana liked me (new, fictional).
 */
export const likesFixture: LikesAnswer = {
  profiles: [cardFixture(1), cardFixture(2), cardFixture(3), cardFixture(4, { fictional: true })],
  liked_by: [
    { id: 4, like_new: true },
    { id: 1, like_new: true },
    { id: 2, like_new: false },
  ],
  liked: [3, 2],
  matches: [2],
};

export const noLikes: LikesAnswer = { profiles: [], liked_by: [], liked: [], matches: [] };
