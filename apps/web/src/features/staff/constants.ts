import type { MailingType } from '@amora/shared/values/mailings';

/** The staff console's values: from the Zod-free modules of packages/shared (decision 037). */
export { MAILING_LIMITS } from '@amora/shared/values/mailings';
export { MODERATION_REASONS } from '@amora/shared/values/staff';

/** The mailing types in the console's order (news first); every shared type is listed. */
export const MAILING_TYPES = ['news', 'promotions'] as const satisfies readonly MailingType[];
type MissingType = Exclude<MailingType, (typeof MAILING_TYPES)[number]>;
const allTypes: MissingType extends never ? true : false = true;
void allTypes;
