import type { LikesAnswer } from '@amora/shared/api/likes';
import type { ProfileCard } from '@amora/shared/api/profile';

const NAMES = ['Anna', 'Bea', 'Cleo', 'Dana', 'Eva', 'Fay', 'Gina', 'Hanna'];

export const cardFixture = (id: number, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: NAMES[(id - 1) % NAMES.length] ?? `Member ${id}`,
  age: 25 + (id % 10),
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  main_image: { filename: `/photos/${id}.webp`, thumb_filename: `/photos/${id}-t.webp`, match: '' },
  fictional: false,
  online: false,
  last_seen: null,
  ...extra,
});

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
