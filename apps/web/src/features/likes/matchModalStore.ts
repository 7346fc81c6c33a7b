import { useSyncExternalStore } from 'react';
import { markMeaningfulMoment } from '../../app-state/notificationsStore';
import type { LikeProfile } from './api';

/** The member of an open match modal ("New like!"), or null. Mounted once in the default layout. */
let current: LikeProfile | null = null;
const listeners = new Set<() => void>();

function set(value: LikeProfile | null) {
  current = value;
  for (const l of listeners) l();
}

export const openMatchModal = (profile: LikeProfile) => {
  // A match is the moment to offer push notifications (docs/product.md#push).
  markMeaningfulMoment();
  set(profile);
};
export const closeMatchModal = () => set(null);

export function useMatchModalProfile(): LikeProfile | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
