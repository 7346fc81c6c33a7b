import { PUSH_WORKER, type PushState, pushSupported, setPushState } from './push';

let checking: Promise<PushState> | null = null;

/** Permission and subscription of this browser, read once (again with `force`). */
export function readPushState(force: boolean): Promise<PushState> {
  if (checking && !force) return checking;
  checking = (async () => {
    if (!pushSupported()) return 'unsupported' as const;
    if (Notification.permission === 'denied') return 'denied' as const;
    try {
      const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
      const subscription = await registration?.pushManager.getSubscription();
      return subscription && Notification.permission === 'granted'
        ? ('subscribed' as const)
        : ('capable' as const);
    } catch {
      return 'capable' as const;
    }
  })().then((next) => {
    setPushState(next);
    return next;
  });
  return checking;
}
