import { LIMITS } from '../constants';

/**
 * The accounts values of the API (lists and limits), free of Zod: the web imports them at run
 * time without bringing the schemas into its bundle (decision 037). `api/account.ts` builds its
 * schemas from them and re-exports them.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Notification types of docs/product.md#notification-types; a member can switch each off per channel. */
export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like_received',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;

/** Reasons offered when a member deletes the account (settings screen). */
export const DELETE_REASONS = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'privacy',
  'taking_a_break',
  'other',
] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 30;

export const MIN_AGE = LIMITS.minAge;
/** Older than this, a birth date is a slip (a year like 1800), not a member: birth_date_invalid. */
export const MAX_AGE = 120;
