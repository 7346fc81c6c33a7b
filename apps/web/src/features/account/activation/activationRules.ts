import type { SessionUser } from '../../../app-state/session/types';
import { safeGet, safeSet } from '../../../lib/storage';

export const ACTIVATION_DISMISSED_KEY = 'amora.activationReminderDismissedAt';
/** Query parameter that marks the first page after signup (docs/product.md#accounts). */
export const SIGNUP_COMPLETE_PARAM = 'api_signup_complete';

export type ReminderVariant = 'modal' | 'alert' | null;

export interface ReminderContext {
  user: Pick<SessionUser, 'status' | 'notifications_disabled' | 'profile'> | null;
  /** The query has api_signup_complete. */
  signupComplete: boolean;
  smartphone: boolean;
  /** Timestamp of an earlier dismissal, or null. */
  dismissedAt: number | null;
}

/**
 * The activation reminder of docs/product.md#accounts: for a member whose account is not_confirmed, whose profile
 * is disabled and who has no notification switched off. A modal on a smartphone right after
 * signup (api_signup_complete in the query), otherwise an alert. Hidden once dismissed.
 */
export function activationReminder(c: ReminderContext): ReminderVariant {
  const { user } = c;
  if (!user || c.dismissedAt !== null) return null;
  if (user.status !== 'not_confirmed') return null;
  if (user.profile.status !== 'disabled') return null;
  if (user.notifications_disabled.length > 0) return null;
  return c.signupComplete && c.smartphone ? 'modal' : 'alert';
}

/** A phone: narrow and touch-first, or a phone's user agent. */
export function isSmartphone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const query = (q: string) => (typeof win.matchMedia === 'function' ? win.matchMedia(q).matches : false);
  if (query('(max-width: 575.98px)') && query('(pointer: coarse)')) return true;
  return /iPhone|iPod|Android.+Mobile|Windows Phone|Mobi/i.test(win.navigator.userAgent);
}

export function readReminderDismissedAt(storage: () => Storage = () => localStorage): number | null {
  const value = Number(safeGet(storage, ACTIVATION_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeReminderDismissal(now = Date.now(), storage: () => Storage = () => localStorage): void {
  safeSet(storage, ACTIVATION_DISMISSED_KEY, String(now));
}
