import { safeGet, safeSet } from '../../lib/storage';

/** The push prompt, once dismissed, stays hidden (docs/product.md#push: dismissal stored with a timestamp). */
export const PUSH_PROMPT_DISMISSED_KEY = 'amora.pushPromptDismissedAt';

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
