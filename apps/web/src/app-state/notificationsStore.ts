import { useSyncExternalStore } from 'react';

/**
 * The little of notifications every page needs (kept apart so first views stay small): the
 * notifications query key, and the "meaningful moment" that allows the push prompt (docs/product.md#push) —
 * a match, a message sent or received in this visit; never page load.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

let moment = false;
const listeners = new Set<() => void>();

export function markMeaningfulMoment(): void {
  if (moment) return;
  moment = true;
  for (const listener of listeners) listener();
}

export function useMeaningfulMoment(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => moment,
    () => false,
  );
}
