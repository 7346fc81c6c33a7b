import type { ModerationReason } from '@amora/shared/api/staff';

/** Copy of the shared reason codes (the web imports no Zod at run time, docs/decisions/005). */
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
] as const satisfies readonly ModerationReason[];

// Compile-time check: every shared reason is listed here.
type Missing = Exclude<ModerationReason, (typeof MODERATION_REASONS)[number]>;
const complete: Missing extends never ? true : false = true;
void complete;
