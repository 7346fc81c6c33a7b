/**
 * The mailings' values of the API, free of Zod: the web imports them at run time without
 * bringing the schemas into its bundle (decision 037). `api/mailings.ts` builds its schemas from
 * them and re-exports them.
 */

export const MAILING_TYPES = ['promotions', 'news'] as const;
export type MailingType = (typeof MAILING_TYPES)[number];
export const MAILING_STATUSES = ['draft', 'sending', 'sent', 'cancelled'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

export const MAILING_LIMITS = { subject: 150, body: 20_000, button: 40, link: 500 } as const;
