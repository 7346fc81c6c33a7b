import type { MAILING_LIMITS, MailingType } from '@amora/shared/api/mailings';
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

/** Copies of the mailing constants (compile-time checked against the shared ones). */
export const MAILING_TYPES = ['news', 'promotions'] as const satisfies readonly MailingType[];
type MissingType = Exclude<MailingType, (typeof MAILING_TYPES)[number]>;
const allTypes: MissingType extends never ? true : false = true;
void allTypes;
export const MAILING_LIMITS_WEB = {
  subject: 150,
  body: 20_000,
  button: 40,
  link: 500,
} as const satisfies typeof MAILING_LIMITS;
