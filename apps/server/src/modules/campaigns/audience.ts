import type { MailingType } from '@amora/shared/api/mailings';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { campaignRecipients, profiles, users } from '../../db/schema';
import { NotificationService } from '../notifications/service';

/**
 * Who a mailing of `type` on a site reaches: the notification mail rules (`mayMail`: confirmed,
 * not switched off, not stopped by the provider, no `.invalid` address), and further not banned,
 * not a staff-run profile, not a staff account (staff send themselves a test). `startedAt`:
 * only members who had signed up when sending began, so a mailing ends.
 */
export function audienceOf(siteId: number, type: MailingType, now: Date, startedAt?: Date) {
  return and(
    eq(users.siteId, siteId),
    NotificationService.mailable(type),
    isNull(users.role),
    or(isNull(users.bannedAt), lte(users.bannedUntil, now)),
    sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.fictional})`,
    startedAt ? lte(users.signupDate, startedAt) : undefined,
  );
}

export const notYetMailed = (campaignId: number) =>
  sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.userId} = ${users.id})`;
