/**
 * The staff console's values of the API, free of Zod: the web imports them at run time without
 * bringing the schemas into its bundle (decision 037). `api/staff.ts` builds its schemas from
 * them and re-exports them.
 */

/**
 * Why staff removed content or restricted an account. Members see these translated
 * (`moderation.reasons.<code>` in the catalogues and in the statement-of-reasons mail).
 */
export const MODERATION_REASONS = [
  'nudity',
  'not_a_person',
  'not_the_member',
  'contact_details',
  'offensive',
  'spam',
  'fake',
  'harassment',
  'underage',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
