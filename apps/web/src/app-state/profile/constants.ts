import type { ProfileOptionField, REPORT_REASONS } from '@amora/shared/values/profile';

/**
 * The profile values the screens use: from the Zod-free `@amora/shared/values/profile` (the
 * schemas of `@amora/shared/api/profile` would bring Zod into the page).
 */
export {
  ABOUT_MAX_LENGTH,
  MAX_INTERESTS,
  PHOTO_MAX_BYTES,
  PROFILE_OPTION_FIELDS,
  PROFILE_OPTIONS,
  type ProfileOptionField,
  REPORT_REASONS,
} from '@amora/shared/values/profile';

/** The option fields of the signup's "personal info" step: looks, relationship status, reason. */
export const PERSONAL_FIELDS = [
  'hair_colour',
  'eye_colour',
  'body_type',
  'tattoos',
  'relationship_status',
  'signup_reason',
] as const satisfies readonly ProfileOptionField[];

/** What the server accepts (it checks the content; the browser's type is a first filter). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
