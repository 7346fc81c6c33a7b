import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHATS_KEY, CONVERSATION_ROOT } from '../../app-state/counts/chatsQuery';
import { isLiveOpen } from '../../lib/liveSocket';

/** Polling periods while the page is visible. */
export const CHAT_POLL = { conversationMs: 5_000, listMs: 30_000 } as const;

/**
 * The one place chat news comes from. Today it polls while the page is visible: the open
 * conversation every 5 s, the chats list (unread badge) every 30 s, and both at once when the
 * page becomes visible again. A live event source (WebSocket GET /api/live) replaces this body
 * and writes into the same queries (CHATS_KEY, ['chat', id]); the screens do not change.
 * Mounted once per layout, for logged-in members.
 */
export function useChatEvents(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = (queryKey: QueryKey) => {
      if (document.visibilityState !== 'visible') return;
      // Only what a screen shows; a fetch already on its way is not cancelled.
      void queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
    };
    // While the live socket is open it brings the news; polling stays as the fallback.
    const conversation = setInterval(() => {
      if (!isLiveOpen()) refresh(CONVERSATION_ROOT);
    }, CHAT_POLL.conversationMs);
    const list = setInterval(() => {
      if (!isLiveOpen()) refresh(CHATS_KEY);
    }, CHAT_POLL.listMs);
    const onVisibility = () => {
      refresh(CONVERSATION_ROOT);
      refresh(CHATS_KEY);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(conversation);
      clearInterval(list);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loggedIn, queryClient]);
}
