/**
 * The profile values of the API (lists and limits), free of Zod: the web imports them at run
 * time without bringing the schemas into its bundle (decision 037). `api/profile.ts` builds its
 * schemas from them and re-exports them.
 */

/** Option lists of the profile fields (docs/product.md#what-we-keep); labels per language live in data/profileOptions. */
export const PROFILE_OPTIONS = {
  sexuality: ['hetero', 'gay', 'lesbian', 'bi'],
  hair_colour: ['black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other'],
  eye_colour: ['blue', 'brown', 'green', 'grey', 'hazel', 'other'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'],
  relationship_status: ['single', 'separated', 'divorced', 'widowed', 'in_relationship', 'married'],
  tattoos: ['none', 'some', 'many'],
  signup_reason: ['relationship', 'dating', 'friendship', 'casual', 'chat'],
} as const;
export type ProfileOptionField = keyof typeof PROFILE_OPTIONS;
export const PROFILE_OPTION_FIELDS = Object.keys(PROFILE_OPTIONS) as ProfileOptionField[];

export const ABOUT_MAX_LENGTH = 2000;
export const MAX_INTERESTS = 15;

export const REPORT_REASONS = [
  'fake',
  'inappropriate_photos',
  'harassment',
  'spam',
  'underage',
  'scam',
  'other',
] as const;

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
