import { type Language, THEME_COLORS } from '@amora/shared';
import {
  ACTOR_TEMPLATES,
  actorName,
  CAMPAIGN_TEMPLATE,
  type CampaignContent,
  campaignParagraphs,
  MAIL_TEMPLATES,
  type MailTemplate,
  NOTIFICATION_TEMPLATES,
  type NotificationTemplate,
} from './kinds';
import { accountTexts, campaignWhy, layoutTexts, type MailTexts, notificationTexts } from './texts';

export { MAIL_TEMPLATES, type MailTemplate, NOTIFICATION_TEMPLATES, type NotificationTemplate };

const isNotification = (template: MailTemplate): template is NotificationTemplate =>
  (NOTIFICATION_TEMPLATES as readonly string[]).includes(template);
const namesActor = (template: MailTemplate) => (ACTOR_TEMPLATES as readonly string[]).includes(template);

export interface RenderInput {
  template: MailTemplate;
  language: Language;
  siteName: string;
  supportEmail: string;
  data: {
    name: string;
    link?: string;
    days?: number;
    newEmail?: string;
    reference?: string;
    topic?: string;
    action?: string;
    reason?: string;
    until?: string;
    /** Notification mails: the other member's name, the weekly figures. */
    actor?: string;
    /**
     * The actor is a staff-run profile: the site's mark (fictionalTexts). Its label follows the
     * name in the subject and first line, its warning stands above the footer (decision 028).
     */
    fictional?: { icon: string; label: string; warning: string };
    likes?: number;
    unread?: number;
    /** Discount reminders: the percentage; profile reminder: what is missing. */
    percent?: number;
    needsPhoto?: boolean;
    needsAbout?: boolean;
    /** Notification mails: the one-click unsubscribe URL, shown in the footer. */
    unsubscribe?: string;
    /** `new_sign_in`: the browser and system, the country if known, the time — already worded. */
    signIn?: { device: string; place: string | null; time: string };
    /** `campaign`: what staff wrote (subject, plain-text body, button label); required there. */
    campaign?: CampaignContent;
  };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Every link of the mail (the call to action), for the development log. */
  links: string[];
}

/** Templates that are useless without their link; `reactivated` and `complaint_received` go without one. */
const LINK_REQUIRED: ReadonlySet<MailTemplate> = new Set([
  'activation',
  'password_reset',
  'email_change',
  'account_deleted',
  'data_export',
  'new_sign_in',
  ...NOTIFICATION_TEMPLATES,
]);

const BRAND = THEME_COLORS.pink;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One line, no control characters: values that end up in headers or the subject. */
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function checkedLink(link: string | undefined, template: MailTemplate): string | undefined {
  if (link === undefined || link === '') {
    if (LINK_REQUIRED.has(template)) throw new Error(`Mail template ${template} needs data.link`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Mail link is not an absolute URL: ${link}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Mail link must be http(s): ${link}`);
  }
  return link;
}

/** Subject, plain text and HTML of one mail in the member's language, branded for the site. */
export function renderMail(input: RenderInput): RenderedMail {
  const { template, language } = input;
  const layout = layoutTexts(language);
  const site = oneLine(input.siteName);
  const supportEmail = oneLine(input.supportEmail);
  const name = oneLine(input.data.name);
  if (template === 'account_deleted' && !(Number.isInteger(input.data.days) && (input.data.days ?? 0) > 0)) {
    throw new Error('Mail template account_deleted needs data.days (a positive whole number)');
  }
  if (
    (template === 'time_bonus_ending' || template === 'welcome_discount_ending') &&
    !(Number.isInteger(input.data.percent) && (input.data.percent ?? 0) > 0)
  ) {
    throw new Error(`Mail template ${template} needs data.percent (a positive whole number)`);
  }
  const params = {
    site,
    days: input.data.days ?? 0,
    newEmail: input.data.newEmail ? oneLine(input.data.newEmail) : undefined,
    reference: input.data.reference ? oneLine(input.data.reference) || undefined : undefined,
    topic: input.data.topic ? oneLine(input.data.topic) || undefined : undefined,
    action: input.data.action,
    reason: input.data.reason ? oneLine(input.data.reason) : undefined,
    until: input.data.until ? oneLine(input.data.until) : undefined,
    signIn: input.data.signIn && {
      device: oneLine(input.data.signIn.device),
      place: input.data.signIn.place ? oneLine(input.data.signIn.place) : null,
      time: oneLine(input.data.signIn.time),
    },
  };
  const fictional = input.data.actor && namesActor(template) ? input.data.fictional : undefined;
  const link = checkedLink(input.data.link, template);
  const unsubscribe = input.data.unsubscribe ? checkedLink(input.data.unsubscribe, template) : undefined;
  const texts: MailTexts =
    template === CAMPAIGN_TEMPLATE
      ? campaignTexts(required(input.data.campaign, template), language, site)
      : isNotification(template)
        ? notificationTexts(template, language, {
            site,
            actor: actorName(oneLine(input.data.actor ?? ''), fictional && oneLine(fictional.label)),
            likes: input.data.likes ?? 0,
            unread: input.data.unread ?? 0,
            percent: input.data.percent,
            needsPhoto: input.data.needsPhoto ?? false,
            needsAbout: input.data.needsAbout ?? false,
          })
        : accountTexts(template, language, params);

  const subject = oneLine(texts.subject);
  // No name on file: "Hi," / "¡Hola!" rather than "Hi ," / "¡Hola, !".
  const greeting = name ? layout.greeting(name) : layout.greeting('').replace(/,?\s+([,!])/, '$1');
  const { body, button, why } = texts;
  const signoff = layout.signoff(site);
  const unsubscribeHint = layout.unsubscribe;
  const support = layout.support(supportEmail);
  const disclosure = fictional
    ? oneLine(`${fictional.icon} ${capitalise(fictional.label)}: ${fictional.warning}`)
    : null;

  const text = [
    greeting,
    '',
    ...body.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [button, link, ''] : []),
    signoff,
    '',
    ...(disclosure ? [disclosure, ''] : []),
    '-- ',
    why,
    ...(unsubscribe ? [unsubscribeHint, unsubscribe] : []),
    support,
    `${site} · ${supportEmail}`,
    '',
  ].join('\n');

  const html = renderHtml({
    language,
    subject,
    site,
    supportEmail,
    greeting,
    body,
    button,
    link,
    linkHint: layout.linkHint,
    signoff,
    disclosure,
    why,
    support,
    unsubscribe: unsubscribe ? { hint: unsubscribeHint, url: unsubscribe } : undefined,
  });
  return { subject, text, html, links: link ? [link] : [] };
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function required<T>(value: T | undefined, template: MailTemplate): T {
  if (value === undefined) throw new Error(`Mail template ${template} needs data.campaign`);
  return value;
}

/** A mailing's texts: what staff wrote, with the mailing type's "why" line. */
function campaignTexts(content: CampaignContent, language: Language, site: string): MailTexts {
  return {
    subject: content.subject,
    body: campaignParagraphs(content.body),
    button: content.button ?? '',
    why: campaignWhy(language, content.type, site),
  };
}

function renderHtml(m: {
  language: Language;
  subject: string;
  site: string;
  supportEmail: string;
  greeting: string;
  body: string[];
  button: string;
  link: string | undefined;
  linkHint: string;
  signoff: string;
  disclosure: string | null;
  why: string;
  support: string;
  unsubscribe: { hint: string; url: string } | undefined;
}): string {
  const e = escapeHtml;
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#333333;">${content}</p>`;
  const cta = m.link
    ? `<tr><td align="center" style="padding:8px 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="${BRAND}" style="border-radius:24px;background-color:${BRAND};">
<a href="${e(m.link)}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:24px;">${e(m.button)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 24px;font-family:${FONT};font-size:13px;line-height:20px;color:#666666;">
${e(m.linkHint)}<br><a href="${e(m.link)}" target="_blank" rel="noopener" style="color:${BRAND};word-break:break-all;">${e(m.link)}</a>
</td></tr>`
    : '';
  return `<!doctype html>
<html lang="${e(m.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(m.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f7f2f4;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(m.body[0] ?? '')}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f7f2f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;background-color:${BRAND};border-radius:8px 8px 0 0;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#ffffff;">${e(m.site)}</td></tr>
<tr><td style="padding:28px 32px 8px;">
${paragraph(e(m.greeting))}
${m.body.map((p) => paragraph(e(p).replaceAll('\n', '<br>'))).join('\n')}
</td></tr>
${cta}
<tr><td style="padding:0 32px 28px;">${paragraph(e(m.signoff))}</td></tr>
${m.disclosure ? `<tr><td style="padding:0 32px 28px;"><p style="margin:0;padding:12px 16px;background-color:#fff4e5;border-radius:6px;font-family:${FONT};font-size:14px;line-height:20px;color:#5c3b00;">${e(m.disclosure)}</p></td></tr>` : ''}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:16px 32px;font-family:${FONT};font-size:12px;line-height:18px;color:#888888;">
${e(m.why)}<br>${m.unsubscribe ? `${e(m.unsubscribe.hint)} <a href="${e(m.unsubscribe.url)}" style="color:#888888;">${e(m.unsubscribe.url)}</a><br>` : ''}${e(m.support)}<br>
<strong>${e(m.site)}</strong> · <a href="mailto:${e(m.supportEmail)}" style="color:#888888;">${e(m.supportEmail)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
