import type { PushSubscriptionJson } from '@amora/shared/api/notifications';
import type { BodyOf } from '@amora/shared/contract';
import { postPush } from '@amora/shared/endpoints';
import { call } from '../../api/endpoint';
import {
  checkPush,
  PUSH_WORKER,
  type PushState,
  pushSupported,
  setPushState,
} from '../../app-state/session/push';

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function save(body: BodyOf<typeof postPush>): Promise<void> {
  await call(postPush, { body });
}

/**
 * Asks for permission (only ever after the member clicked "turn on"), registers the push worker,
 * subscribes with the site's VAPID key and saves the subscription on the server.
 */
export async function subscribePush(publicKey: string): Promise<PushState> {
  if (!pushSupported() || !publicKey) {
    setPushState('unsupported');
    return 'unsupported';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    const next = permission === 'denied' ? 'denied' : 'capable';
    setPushState(next);
    return next;
  }
  const registration = await navigator.serviceWorker.register(PUSH_WORKER, { scope: '/' });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  // The DOM types a subscription's JSON with every field optional; one the push service made has them all.
  await save({ subscription: subscription.toJSON() as PushSubscriptionJson });
  setPushState('subscribed');
  return 'subscribed';
}

/** Ends this browser's subscription here and on the server. */
export async function unsubscribePush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await save({ subscription: null, endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  await checkPush(true);
}

/** iOS and iPadOS offer Web Push only to a site added to the Home Screen (installed-app mode). */
export function needsHomeScreenInstall(installedApp: boolean): boolean {
  if (installedApp || typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return iOS;
}
