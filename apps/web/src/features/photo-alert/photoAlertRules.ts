import type { SessionUser } from '../../app-state/session/types';
import { safeGet, safeSet } from '../../lib/storage';

export const PHOTO_ALERT_DISMISSED_KEY = 'amora.photoAlertDismissedAt';

/**
 * The profile-photo alert (docs/product.md#alerts): a logged-in member without a main photo is nudged to add
 * one, except on the profile editor itself; once dismissed it stays hidden.
 */
export function showPhotoAlert(c: {
  user: Pick<SessionUser, 'profile'> | null;
  dismissedAt: number | null;
  routeName: string | null;
}): boolean {
  if (!c.user || c.dismissedAt !== null) return false;
  if (c.routeName === 'profile') return false;
  return c.user.profile.main_image === null;
}

export function readPhotoAlertDismissedAt(storage: () => Storage = () => localStorage): number | null {
  const value = Number(safeGet(storage, PHOTO_ALERT_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storePhotoAlertDismissal(
  now = Date.now(),
  storage: () => Storage = () => localStorage,
): void {
  safeSet(storage, PHOTO_ALERT_DISMISSED_KEY, String(now));
}
