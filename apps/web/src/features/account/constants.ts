import type * as Shared from '@amora/shared/api/account';
import { LIMITS } from '@amora/shared/constants';

/**
 * Runtime copies of the accounts constants of `@amora/shared/api/account`. Importing values from
 * that module would bring Zod (≈ 15 KB gzip) into the page; the `satisfies` / type annotations
 * make the compiler fail as soon as a copy drifts from the shared definition.
 */
export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like_received',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const satisfies typeof Shared.NOTIFICATION_TYPES;

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const satisfies typeof Shared.NOTIFICATION_CHANNELS;

export const DELETE_REASONS = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'privacy',
  'taking_a_break',
  'other',
] as const satisfies typeof Shared.DELETE_REASONS;

export const GENDERS = ['male', 'female'] as const satisfies typeof Shared.GENDERS;

export const PASSWORD_MIN_LENGTH: typeof Shared.PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH: typeof Shared.PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH: typeof Shared.NAME_MAX_LENGTH = 30;
export const MIN_AGE = LIMITS.minAge;
export const MAX_AGE: typeof Shared.MAX_AGE = 120;
export const REACTIVATION_DAYS = LIMITS.accountReactivationDays;

export type Gender = (typeof GENDERS)[number];
export type DeleteReason = (typeof DELETE_REASONS)[number];
