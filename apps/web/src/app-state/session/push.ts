import { useEffect, useSyncExternalStore } from 'react';

/**
 * Web Push state of this browser (docs/product.md#push, #client-state): `unsupported` (not capable),
 * `unknown` (not checked yet), `denied`, `capable` (may subscribe) or `subscribed`.
 * Tiny on purpose: the session polling reads it on every page; subscribing lives in
 * features/notifications and loads when a member asks for it.
 */
export type PushState = 'unsupported' | 'unknown' | 'denied' | 'capable' | 'subscribed';
export const PUSH_WORKER = '/sw-push.js';

let state: PushState = 'unknown';
const listeners = new Set<() => void>();

export function getPushState(): PushState {
  return state;
}

export function setPushState(next: PushState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Reads the permission and the worker's subscription (its code loads on first use). */
export function checkPush(force = false): Promise<PushState> {
  return import('./pushCheck').then((m) =>
    m.readPushState(force, { worker: PUSH_WORKER, supported: pushSupported, set: setPushState }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushState(): PushState {
  const current = useSyncExternalStore(subscribe, getPushState, () => 'unknown' as const);
  useEffect(() => {
    if (current === 'unknown') void checkPush();
  }, [current]);
  return current;
}

/** Whether this browser has a push subscription; the session then polls every 300 s. */
export function usePushSubscribed(): boolean {
  return usePushState() === 'subscribed';
}
