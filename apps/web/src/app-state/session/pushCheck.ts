/** What a check can find (push.ts's PushState but `unknown`); its own, so no import goes back. */
type CheckedPushState = 'unsupported' | 'denied' | 'capable' | 'subscribed';

let checking: Promise<CheckedPushState> | null = null;

/** What the check needs of push.ts, handed over so this lazy file does not import it back. */
export interface PushStore {
  worker: string;
  supported(): boolean;
  set(next: CheckedPushState): void;
}

/** Permission and subscription of this browser, read once (again with `force`). */
export function readPushState(force: boolean, store: PushStore): Promise<CheckedPushState> {
  if (checking && !force) return checking;
  checking = (async () => {
    if (!store.supported()) return 'unsupported' as const;
    if (Notification.permission === 'denied') return 'denied' as const;
    try {
      const registration = await navigator.serviceWorker.getRegistration(store.worker);
      const subscription = await registration?.pushManager.getSubscription();
      return subscription && Notification.permission === 'granted'
        ? ('subscribed' as const)
        : ('capable' as const);
    } catch {
      return 'capable' as const;
    }
  })().then((next) => {
    store.set(next);
    return next;
  });
  return checking;
}
