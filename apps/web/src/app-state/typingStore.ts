import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sendLive } from '../lib/liveSocket';

/** "… is typing" stays this long after the last signal (the sender repeats it every 3 s). */
export const TYPING_SHOWN_MS = 5_000;
/** While the member types, one signal per this period at most. */
export const TYPING_SIGNAL_EVERY_MS = 3_000;

/** Conversations whose other member is typing: conversation id → the indicator's timer. */
const typing = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** A live `typing` event: show the indicator, or keep it another 5 s. */
export function noteTyping(conversationId: number): void {
  clearTimeout(typing.get(conversationId));
  const had = typing.has(conversationId);
  typing.set(
    conversationId,
    setTimeout(() => {
      typing.delete(conversationId);
      emit();
    }, TYPING_SHOWN_MS),
  );
  if (!had) emit();
}

/** Their message arrived: they stopped typing. */
export function clearTyping(conversationId: number): void {
  if (!typing.has(conversationId)) return;
  clearTimeout(typing.get(conversationId));
  typing.delete(conversationId);
  emit();
}

/** Whether the other member of the conversation is typing right now. */
export function useTyping(conversationId: number | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => conversationId !== undefined && typing.has(conversationId),
    () => false,
  );
}

/**
 * A callback for every keystroke in the composer: tells the other member over the live socket
 * that this member types, at most once per 3 s. Nothing is sent for a conversation not started yet.
 */
export function useTypingSignal(conversationId: number | undefined): () => void {
  const last = useRef(0);
  return useCallback(() => {
    if (conversationId === undefined) return;
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    if (sendLive({ type: 'typing', conversation_id: conversationId })) last.current = now;
  }, [conversationId]);
}
