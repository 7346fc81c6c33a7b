/**
 * Unread messages and new likes (spec §3 "chat store"). Zero until the chat and likes issues
 * fill them in; the top bar badges and the title prefix already read them from here.
 */
export interface Counts {
  unreadMessages: number;
  newLikes: number;
}

const NONE: Counts = { unreadMessages: 0, newLikes: 0 };

export function useCounts(): Counts {
  return NONE;
}

/** Badge text: the number, or "99+" above the cap (spec §2, §9). */
export function badgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
