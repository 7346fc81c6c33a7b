import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHATS_KEY, CONVERSATION_ROOT } from '../app-state/counts/chatsQuery';
import { LIKES_KEY } from '../app-state/counts/likesQuery';
import { NOTIFICATIONS_KEY } from '../app-state/notificationsStore';
import { checkPush } from '../app-state/session/push';

interface PushMessage {
  source: 'amora-push';
  type: string;
  url?: string;
}

const isPushMessage = (data: unknown): data is PushMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'amora-push';

/**
 * Messages from the push worker (/sw-push.js): a pushed event reloads chats and likes at once
 * (docs/product.md#the-calls-the-web-makes) — useful when the live socket is asleep in a background tab — and a notification
 * click in an open tab navigates there.
 */
export function usePushMessages(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'open' && message.url?.startsWith('/')) {
        navigate(message.url);
        return;
      }
      if (message.type === 'subscription_changed') {
        void checkPush(true);
        return;
      }
      for (const key of [CHATS_KEY, CONVERSATION_ROOT, LIKES_KEY, NOTIFICATIONS_KEY]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [loggedIn, queryClient, navigate]);
}
