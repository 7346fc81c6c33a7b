import { LIMITS } from '@amora/shared/constants';
import type { DELETE_REASONS } from '@amora/shared/values/account';

/**
 * The accounts values the screens use: from the Zod-free `@amora/shared/values/account` (the
 * schemas of `@amora/shared/api/account` would bring Zod, ≈ 15 KB gzip, into the page).
 */
export {
  DELETE_REASONS,
  GENDERS,
  type Gender,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@amora/shared/values/account';

export const REACTIVATION_DAYS = LIMITS.accountReactivationDays;

export type DeleteReason = (typeof DELETE_REASONS)[number];
