import type { LikesAnswer, LikeTab } from '@amora/shared/api/likes';
import type { ProfileCard } from '@amora/shared/api/profile';

/** The three tabs of /likes/{type} (docs/product.md#screens), received first (the default of /likes). */
export const TABS: readonly LikeTab[] = ['received', 'given', 'matches'];

export const isLikeTab = (value: string | undefined): value is LikeTab => TABS.includes(value as LikeTab);

export interface LikeEntry {
  profile: ProfileCard;
  /** Liked the member and not opened since (received tab only). */
  isNew: boolean;
  /** The member likes them back too: a match, not a like to answer (received tab only). */
  isMatch: boolean;
}

/** The cards of one tab, in the server's order (newest first); ids without a card are skipped. */
export function likeList(answer: LikesAnswer, tab: LikeTab): LikeEntry[] {
  const cards = new Map(answer.profiles.map((p) => [p.id, p]));
  const matches = new Set(answer.matches);
  const entries =
    tab === 'received'
      ? answer.liked_by.map((l) => ({
          id: l.id,
          isNew: l.like_new && !matches.has(l.id),
          isMatch: matches.has(l.id),
        }))
      : (tab === 'given' ? answer.liked : answer.matches).map((id) => ({ id, isNew: false, isMatch: false }));
  return entries.flatMap(({ id, isNew, isMatch }) => {
    const profile = cards.get(id);
    return profile ? [{ profile, isNew, isMatch }] : [];
  });
}
