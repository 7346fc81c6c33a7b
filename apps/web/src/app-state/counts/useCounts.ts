import { useQuery } from '@tanstack/react-query';
import { usePushSubscribed } from '../session/push';
import { sessionPollInterval, useSession } from '../session/useSession';
import { chatsQuery, countUnread } from './chatsQuery';
import { countNewLikes, likesQuery } from './likesQuery';

/**
 * Unread messages and new likes (docs/product.md#client-state). The top bar badges
 * and the title prefix read them from here; zero when logged out.
 */
export interface Counts {
  unreadMessages: number;
  newLikes: number;
}

/** New likes: from the likes query, polled like the session (60 s, 300 s with push) while logged in. */
function useNewLikes(): number {
  const user = useSession();
  const interval = sessionPollInterval(user !== null, usePushSubscribed());
  const likes = useQuery({
    ...likesQuery,
    enabled: user !== null,
    refetchInterval: interval,
    select: countNewLikes,
  });
  return user ? (likes.data ?? 0) : 0;
}

/** Unread messages: the sum over the chats list, which useChatEvents keeps fresh (30 s, or live). */
function useUnreadMessages(): number {
  const user = useSession();
  const chats = useQuery({ ...chatsQuery, enabled: user !== null, select: countUnread });
  return user ? (chats.data ?? 0) : 0;
}

export function useCounts(): Counts {
  const newLikes = useNewLikes();
  const unreadMessages = useUnreadMessages();
  return { unreadMessages, newLikes };
}

/** Badge text: the number, or "99+" above the cap (docs/product.md#top-bar, #numbers-and-limits). */
export function badgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
