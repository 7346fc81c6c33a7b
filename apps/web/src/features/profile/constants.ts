import type * as Shared from '@amora/shared/api/profile';

/**
 * Runtime copies of the profile constants of `@amora/shared/api/profile` (that module brings Zod
 * into the page, see features/account/constants.ts). The `satisfies` / type annotations fail the
 * build as soon as a copy drifts from the shared definition.
 */
export const PROFILE_OPTIONS = {
  sexuality: ['hetero', 'gay', 'lesbian', 'bi'],
  hair_colour: ['black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other'],
  eye_colour: ['blue', 'brown', 'green', 'grey', 'hazel', 'other'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'],
  relationship_status: ['single', 'separated', 'divorced', 'widowed', 'in_relationship', 'married'],
  tattoos: ['none', 'some', 'many'],
  signup_reason: ['relationship', 'dating', 'friendship', 'casual', 'chat'],
} as const satisfies typeof Shared.PROFILE_OPTIONS;

export type ProfileOptionField = Shared.ProfileOptionField;
export const PROFILE_OPTION_FIELDS = Object.keys(PROFILE_OPTIONS) as ProfileOptionField[];
/** The option fields of the signup's "personal info" step: looks, relationship status, reason. */
export const PERSONAL_FIELDS = [
  'hair_colour',
  'eye_colour',
  'body_type',
  'tattoos',
  'relationship_status',
  'signup_reason',
] as const satisfies readonly ProfileOptionField[];

export const ABOUT_MAX_LENGTH: typeof Shared.ABOUT_MAX_LENGTH = 2000;
export const MAX_INTERESTS: typeof Shared.MAX_INTERESTS = 15;
export const PHOTO_MAX_BYTES: typeof Shared.PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What the server accepts (it checks the content; the browser's type is a first filter). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const REPORT_REASONS = [
  'fake',
  'inappropriate_photos',
  'harassment',
  'spam',
  'underage',
  'scam',
  'other',
] as const satisfies typeof Shared.REPORT_REASONS;
export type ReportReason = (typeof REPORT_REASONS)[number];
