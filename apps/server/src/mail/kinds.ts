import type { MailingType } from '@amora/shared/api/mailings';

/**
 * The kinds of mail the platform sends. Their texts are in the mail catalogues
 * (`packages/shared/src/locales/mail/<lng>.json`, key `templates.<kind>`), resolved by texts.ts.
 */

/** Mails of accounts and complaints. */
export const ACCOUNT_TEMPLATES = [
  'activation',
  'password_reset',
  'email_change',
  'account_deleted',
  'reactivated',
  'complaint_received',
  'data_export',
  /** A sign-in from a browser the account had not used (decision 042). */
  'new_sign_in',
] as const;

/**
 * Mails of the staff console's notice-and-action process (EU Digital Services Act, Art. 16–17):
 * the reporter's receipt and decision, and the statement of reasons to a member whose content was
 * removed or whose account was restricted.
 */
export const MODERATION_TEMPLATES = ['report_received', 'report_decision', 'statement_of_reasons'] as const;
export type ModerationTemplate = (typeof MODERATION_TEMPLATES)[number];

/** Account and moderation mails: they go out whatever the member's notification settings. */
export const MAIL_TEMPLATES = [...ACCOUNT_TEMPLATES, ...MODERATION_TEMPLATES] as const;
export type AccountTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * Reminder mails (modules/notifications/reminders.ts, preference `reminders`): short, no names of
 * other members, no message content (privacy).
 */
export const REMINDER_TEMPLATES = [
  'time_bonus_ending',
  'welcome_discount_ending',
  'complete_profile',
  'come_back',
] as const;
export type ReminderTemplate = (typeof REMINDER_TEMPLATES)[number];

/**
 * Notification mails (modules/notifications): the mail says who and what, the button leads to the
 * site. No special-category data, no message content (privacy).
 */
export const NOTIFICATION_TEMPLATES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
  'unread_reminder',
  'weekly_update',
  ...REMINDER_TEMPLATES,
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/** Templates that name another member (the actor); a staff-run one is marked in them. */
export const ACTOR_TEMPLATES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
  'unread_reminder',
] as const satisfies readonly NotificationTemplate[];

/**
 * Mailings from the staff console (modules/campaigns): staff write subject, body and button;
 * the layout around them — greeting, sign-off, the unsubscribe footer — is the notification
 * mails'. Only the "why you get this" line is the mailing's own, per type and language.
 */
export const CAMPAIGN_TEMPLATE = 'campaign';

export type MailTemplate = AccountTemplate | NotificationTemplate | typeof CAMPAIGN_TEMPLATE;

/** What staff wrote for one language, and which of the member's preferences it is sent under. */
export interface CampaignContent {
  type: MailingType;
  subject: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
  /** The button's label; the mail's `link` is where it leads. */
  button?: string;
}

/**
 * The actor as a mail's subject and first line and a push name them: a staff-run profile carries
 * the site's label, "Harry (fictional profile)", in every language (decision 028).
 */
export function actorName(name: string, fictionalLabel: string | null | undefined): string {
  return fictionalLabel ? `${name} (${fictionalLabel})` : name;
}

/** Paragraphs of a plain-text body: split at blank lines, single line breaks kept inside. */
export function campaignParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
