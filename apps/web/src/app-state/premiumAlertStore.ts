import { useSyncExternalStore } from 'react';

/** Which premium-only limit a free member ran into (docs/product.md#who-may-do-what, #numbers-and-limits). */
export type PremiumReason = 'chats' | 'photos' | 'locked_photos';

export interface PremiumAlertRequest {
  reason: PremiumReason;
  /** The free limit that was reached (chats started, photos). */
  limit?: number;
  /** Photos the member may not see yet (locked_photos). */
  hidden?: number;
}

/** The open premium alert, or null. Mounted once in every layout (LayoutFrame). */
let current: PremiumAlertRequest | null = null;
const listeners = new Set<() => void>();

function set(value: PremiumAlertRequest | null) {
  current = value;
  for (const listener of listeners) listener();
}

export const openPremiumAlert = (request: PremiumAlertRequest) => set(request);
export const closePremiumAlert = () => set(null);

export function usePremiumAlert(): PremiumAlertRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
