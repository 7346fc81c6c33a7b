import type { MailingType } from '@amora/shared/api/mailings';
import { and, eq, lte, sql } from 'drizzle-orm';
import { campaignRecipients, users } from '../../db/schema';
import { mailableBy } from '../notifications/audience';

/**
 * Who a mailing of `type` on a site reaches: the notification mail rules (`mayMail`: confirmed,
 * not switched off, not stopped by the provider, no `.invalid` address), and further not banned,
 * not a staff-run profile, not a staff account (staff send themselves a test). `startedAt`:
 * only members who had signed up when sending began, so a mailing ends.
 */
export function audienceOf(siteId: number, type: MailingType, now: Date, startedAt?: Date) {
  return and(
    eq(users.siteId, siteId),
    mailableBy(type, now),
    startedAt ? lte(users.signupDate, startedAt) : undefined,
  );
}

export const notYetMailed = (campaignId: number) =>
  sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.userId} = ${users.id})`;
