import { useSyncExternalStore } from 'react';
import { safeGet, safeSet } from '../../lib/storage';

/**
 * When to offer push (spec §4 "a tasteful prompt"): only after a meaningful moment of this visit
 * — a match, a message sent or received — never on page load; once dismissed (timestamp) it
 * stays hidden.
 */
export const PUSH_PROMPT_DISMISSED_KEY = 'amora.pushPromptDismissedAt';

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

export function readPushPromptDismissedAt(storage: () => Storage = () => localStorage): number | null {
  const value = Number(safeGet(storage, PUSH_PROMPT_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storePushPromptDismissal(
  now = Date.now(),
  storage: () => Storage = () => localStorage,
): void {
  safeSet(storage, PUSH_PROMPT_DISMISSED_KEY, String(now));
}
