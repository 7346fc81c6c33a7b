import type { MailingType } from '@amora/shared/api/mailings';
import { textsOf } from '../lib/i18n';
import type { AccountTemplate, NotificationTemplate } from './kinds';

/**
 * A mail's texts from the mail catalogues (`packages/shared/src/locales/mail/<lng>.json`), with
 * the web's i18next rules: `{{name}}` placeholders and plural forms by the language's own rules
 * (decision 033). Values arrive as plain text; the renderer escapes them for HTML.
 */

/** What a text may use. */
export interface TextParams {
  site: string;
  /** Days left to reactivate a deleted account (`account_deleted`, a plural). */
  days: number;
  /** The new address of an e-mail change, when known. */
  newEmail?: string;
  /** Number of a complaint or report, shown as "#42" in the subject. */
  reference?: string;
  /** What a complaint is about: the subject the complainant typed, one line. */
  topic?: string;
  /** Moderation mails: what was decided or done (`upheld`, `actioned`, `photo_rejected`, …). */
  action?: string;
  /** Moderation mails: the reason, already translated (moderation.reasons in the catalogues). */
  reason?: string;
  /** Statement of reasons for a ban: its end, formatted for the language; absent: until lifted. */
  until?: string;
  /** `new_sign_in`: what signed in, from where (null: unknown) and when. */
  signIn?: { device: string; place: string | null; time: string };
}

export interface NotificationParams {
  site: string;
  /** The other member's profile name (with a staff-run profile's label, see actorName). */
  actor: string;
  /** Weekly update and come-back reminder: new likes and unread messages. */
  likes: number;
  unread: number;
  /** Time-bonus and welcome-discount reminders: the discount in percent. */
  percent?: number;
  /** Profile reminder: what the profile lacks. */
  needsPhoto?: boolean;
  needsAbout?: boolean;
}

/** One mail's own texts; the layout (greeting, sign-off, footer) is layoutTexts'. */
export interface MailTexts {
  subject: string;
  /** One to three short paragraphs. */
  body: string[];
  /** Label of the button that carries the link. */
  button: string;
  /** Why the member receives this mail (footer). */
  why: string;
}

/** The layout around every mail. */
export function layoutTexts(language: string) {
  const t = textsOf(language, 'mail');
  return {
    greeting: (name: string) => t('layout.greeting', { name }),
    /** Above the link written out in full, for mail clients that hide the button. */
    linkHint: t('layout.linkHint'),
    signoff: (site: string) => t('layout.signoff', { site }),
    support: (email: string) => t('layout.support', { email }),
    /** Above the one-click unsubscribe link in the footer. */
    unsubscribe: t('layout.unsubscribe'),
  };
}

/** A report or complaint that led to action (the rest: no breach found). */
const upheld = (action: string | undefined) => action === 'actioned' || action === 'upheld';

/** The statement of reasons' first paragraph: what was done (a ban: until when). */
const STATEMENT_ACTIONS = new Set(['photo_rejected', 'text_removed', 'photos_removed']);

/** Which paragraphs an account or moderation mail has, by its parameters. */
function accountBody(template: AccountTemplate, p: TextParams): string[] {
  switch (template) {
    case 'email_change':
      return [p.newEmail ? 'body1' : 'body1NoAddress', 'body2'];
    case 'complaint_received':
      return [p.topic ? 'body1Topic' : 'body1', 'body2'];
    case 'new_sign_in':
      return ['body1', p.signIn?.place ? 'details' : 'detailsNoPlace', 'body2'];
    case 'report_decision':
      return [upheld(p.action) ? 'upheld' : 'dismissed', 'redress'];
    case 'statement_of_reasons': {
      const done = STATEMENT_ACTIONS.has(p.action ?? '')
        ? (p.action as string)
        : p.until
          ? 'banned'
          : 'bannedIndefinitely';
      return [done, 'reason', 'appeal'];
    }
    default:
      return ['body1', 'body2'];
  }
}

/** Which paragraphs a notification mail has, by its parameters. */
function notificationBody(template: NotificationTemplate, p: NotificationParams): string[] {
  switch (template) {
    case 'new_conversation':
    case 'new_message':
    case 'like_received':
    case 'match':
    case 'unread_reminder':
      return ['body1'];
    case 'complete_profile':
      // Names only what is missing: a photo, a few words, or both.
      return ['body1', ...(p.needsPhoto ? ['photo'] : []), ...(p.needsAbout ? ['about'] : [])];
    case 'come_back':
      // What waits, or — nothing waiting — the new members.
      return ['body1', (p.likes ?? 0) + (p.unread ?? 0) > 0 ? 'waiting' : 'nothingWaiting'];
    default:
      return ['body1', 'body2'];
  }
}

/** An account or moderation mail's texts in `language`. */
export function accountTexts(template: AccountTemplate, language: string, p: TextParams): MailTexts {
  const t = textsOf(language, 'mail');
  const values = {
    site: p.site,
    count: p.days,
    newEmail: p.newEmail,
    topic: p.topic,
    reason: p.reason ?? '',
    until: p.until,
    // " (#42)" after a subject line, or nothing without a number.
    ref: p.reference ? ` (#${p.reference})` : '',
    device: p.signIn?.device,
    place: p.signIn?.place ?? undefined,
    time: p.signIn?.time,
  };
  const key = (part: string) => t(`templates.${template}.${part}`, values);
  return {
    subject: key('subject'),
    body: accountBody(template, p).map(key),
    button: key('button'),
    why: key('why'),
  };
}

/** A notification or reminder mail's texts in `language`. */
export function notificationTexts(
  template: NotificationTemplate,
  language: string,
  p: NotificationParams,
): MailTexts {
  const t = textsOf(language, 'mail');
  const values = { site: p.site, actor: p.actor, likes: p.likes, unread: p.unread, percent: p.percent ?? 0 };
  const key = (part: string) => t(`templates.${template}.${part}`, values);
  return {
    subject: key('subject'),
    body: notificationBody(template, p).map(key),
    button: key('button'),
    why: key('why'),
  };
}

/** A mailing's "why you get this" line, by the preference it is sent under. */
export function campaignWhy(language: string, type: MailingType, site: string): string {
  return textsOf(language, 'mail')(`templates.campaign.why.${type}`, { site });
}

/** The one-click unsubscribe page (modules/notifications/routes.ts). */
export function unsubscribePageTexts(language: string) {
  const t = textsOf(language, 'mail');
  return {
    title: t('unsubscribePage.title'),
    question: (type: string, site: string) => t('unsubscribePage.question', { type, site }),
    button: t('unsubscribePage.button'),
    done: (type: string, site: string) => t('unsubscribePage.done', { type, site }),
    invalid: t('unsubscribePage.invalid'),
  };
}
