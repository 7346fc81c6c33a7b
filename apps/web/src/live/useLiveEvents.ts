import { postPageHidden } from '@amora/shared/endpoints';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathOf } from '../api/endpoint';
import { CHATS_KEY, CONVERSATION_ROOT } from '../app-state/counts/chatsQuery';
import { LIKES_KEY } from '../app-state/counts/likesQuery';
import { markMeaningfulMoment, NOTIFICATIONS_KEY } from '../app-state/notificationsStore';
import type { UserAnswer } from '../app-state/session/types';
import { SESSION_KEY } from '../app-state/session/useSession';
import { clearTyping, noteTyping } from '../app-state/typingStore';
import { connectLive, type LiveEvent } from '../lib/liveSocket';

/**
 * Live events for a logged-in member (WebSocket GET /api/live): each event refreshes the data
 * the screens already show, so a screen never needs to know where news came from. After a
 * reconnect everything is refetched once to catch up on what was missed.
 */
export function useLiveEvents(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = (queryKey: QueryKey) =>
      void queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
    const onEvent = (event: LiveEvent) => {
      switch (event.type) {
        case 'message':
          markMeaningfulMoment();
          clearTyping(event.conversation_id);
          refresh(CONVERSATION_ROOT);
          void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
          break;
        case 'read':
          refresh(CONVERSATION_ROOT);
          break;
        case 'match':
          markMeaningfulMoment();
          void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
          break;
        case 'like':
          void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
          break;
        case 'credits': {
          // A send from another tab also counts the free messages down (a payment ends them).
          const { credits, free_messages_left: free } = event;
          queryClient.setQueryData<UserAnswer>(SESSION_KEY, (answer) =>
            answer?.user
              ? { user: { ...answer.user, credits, ...(free !== undefined && { free_messages_left: free }) } }
              : answer,
          );
          break;
        }
        case 'notification':
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
          break;
        case 'typing':
          noteTyping(event.conversation_id);
          break;
      }
    };
    const catchUp = () => {
      for (const key of [CHATS_KEY, CONVERSATION_ROOT, LIKES_KEY, SESSION_KEY, NOTIFICATIONS_KEY]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    };
    const connection = connectLive(onEvent, catchUp);
    // docs/product.md#the-calls-the-web-makes: a beacon when the page becomes hidden, so the member shows as away.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && typeof navigator.sendBeacon === 'function') {
        navigator.sendBeacon(pathOf(postPageHidden), new Blob(['{}'], { type: 'application/json' }));
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      connection.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loggedIn, queryClient]);
}
