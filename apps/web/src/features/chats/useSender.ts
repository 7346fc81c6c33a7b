import type { Message } from '@amora/shared/api/chat';
import type { ProfileCard } from '@amora/shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/errors';
import { addSentMessage, chatApi, newClientId, type SendWhere, setBalance } from './api';

/** A message on its way: shown at once, "sending", then replaced by the stored one or "failed". */
export interface Pending {
  clientId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  /** A photo or a gift instead of a text (kept for a retry). */
  kind?: 'text' | 'photo' | 'gift';
  file?: File;
  gift?: { slug: string; image: string };
  /** The member answered "Are you sure?" for this first message (decision 042). */
  confirmOffensive?: boolean;
}

/** What the member sends: a text, a photo file or a gift from the catalogue. */
export type Outgoing =
  | { text: string; confirmOffensive?: boolean }
  | { file: File }
  | { gift: { slug: string; image: string } };

/** Where a message goes: an existing conversation, or a member (the first message starts one). */
export type SendTarget = { conversationId: number } | { profileId: number };

/**
 * The server said no (credits, chat limit, blocked, text): the message is not stored and a retry
 * would be refused again, so its text goes back to the composer with the reason. Anything else
 * (no connection, a server error) leaves the message "failed" with a Retry that resends it with
 * the same client_id, so it is stored and charged once however often it is retried.
 */
export function isRefusal(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function useSender({
  target,
  profile,
  onRefused,
  onSent,
}: {
  target: SendTarget;
  profile: ProfileCard;
  onRefused: (error: ApiRequestError, text: string) => void;
  onSent?: (message: Message) => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef({ target, profile, onRefused, onSent });
  latest.current = { target, profile, onRefused, onSent };

  const deliver = useCallback(
    async (item: Pending) => {
      const sending: Pending = { ...item, state: 'sending' };
      setPending((list) =>
        list.some((p) => p.clientId === item.clientId)
          ? list.map((p) => (p.clientId === item.clientId ? sending : p))
          : [...list, sending],
      );
      const { target: to } = latest.current;
      const where: SendWhere =
        'conversationId' in to ? { conversation_id: to.conversationId } : { profile_id: to.profileId };
      const drop = () => setPending((list) => list.filter((p) => p.clientId !== item.clientId));
      try {
        const answer = item.file
          ? await chatApi.sendPhoto(where, item.clientId, item.file)
          : await chatApi.send({
              ...where,
              text: item.text,
              client_id: item.clientId,
              ...(item.gift ? { gift: item.gift.slug } : {}),
              ...(item.confirmOffensive ? { confirm_offensive: true } : {}),
            });
        addSentMessage(queryClient, latest.current.profile, answer.message);
        setBalance(queryClient, answer);
        drop();
        latest.current.onSent?.(answer.message);
      } catch (error) {
        if (isRefusal(error)) {
          drop();
          latest.current.onRefused(error, item.text);
        } else {
          setPending((list) =>
            list.map((p) => (p.clientId === item.clientId ? { ...p, state: 'failed' } : p)),
          );
        }
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (outgoing: string | Outgoing) => {
      const what = typeof outgoing === 'string' ? { text: outgoing } : outgoing;
      const base = {
        clientId: newClientId(),
        createdAt: new Date().toISOString(),
        state: 'sending' as const,
      };
      if ('file' in what) return deliver({ ...base, text: '', kind: 'photo', file: what.file });
      if ('gift' in what) return deliver({ ...base, text: '', kind: 'gift', gift: what.gift });
      return deliver({ ...base, ...what });
    },
    [deliver],
  );

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const retry = useCallback(
    (clientId: string) => {
      const item = pendingRef.current.find((p) => p.clientId === clientId);
      if (item) void deliver(item);
    },
    [deliver],
  );

  return { pending, send, retry };
}
