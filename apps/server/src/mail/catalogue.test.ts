import { LANGUAGES } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TEMPLATE, MAIL_TEMPLATES, type MailTemplate, NOTIFICATION_TEMPLATES } from './kinds';
import { type RenderInput, renderMail } from './templates';
import { unsubscribePageTexts } from './texts';

const LINK = 'https://amora.example/go?x=1';
const UNSUBSCRIBE = 'https://amora.example/api/unsubscribe.php?u=1&type=news&sig=x';

/** Data that takes every branch of every mail: each paragraph variant and plural form is read. */
const VARIANTS: RenderInput['data'][] = [
  ...[1, 2, 5, 21, 22, 112].map((days) => ({ name: 'Anna', link: LINK, days, percent: 20 })),
  {
    name: 'Anna',
    link: LINK,
    days: 3,
    newEmail: 'new@example.com',
    reference: '42',
    topic: 'A profile',
    action: 'upheld',
    reason: 'spam',
    until: '1 May 2027',
    actor: 'Jan',
    likes: 3,
    unread: 2,
    percent: 25,
    needsPhoto: true,
    needsAbout: true,
    unsubscribe: UNSUBSCRIBE,
  },
  { name: '', link: LINK, days: 3, action: 'dismissed', actor: 'Jan', likes: 0, unread: 0, percent: 5 },
  ...['photo_rejected', 'text_removed', 'photos_removed', 'banned'].map((action) => ({
    name: 'Jo',
    link: LINK,
    days: 3,
    action,
    reason: 'spam',
    percent: 5,
    needsAbout: true,
  })),
  ...(['news', 'promotions'] as const).map((type) => ({
    name: 'Jo',
    link: LINK,
    campaign: { type, subject: 'News', body: 'Hello' },
  })),
];

/** Catalogue syntax that must never reach a member: placeholders, nesting, a key's path. */
const LEFTOVER = /\{\{|\}\}|\$t\(|templates\.|layout\.|undefined|NaN/;

describe('the mail catalogues', () => {
  const all: MailTemplate[] = [...MAIL_TEMPLATES, ...NOTIFICATION_TEMPLATES, CAMPAIGN_TEMPLATE];
  for (const template of all) {
    it(`render ${template} in all eleven languages, every variant, with no missing text`, () => {
      for (const language of LANGUAGES) {
        for (const data of VARIANTS) {
          if ((template === CAMPAIGN_TEMPLATE) !== Boolean(data.campaign)) continue;
          // A missing text throws (lib/i18n.ts), so rendering is the check.
          const mail = renderMail({
            template,
            language,
            siteName: 'Amora',
            supportEmail: 'support@amora.example',
            data,
          });
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part, `${language} ${template} ${JSON.stringify(data)}`).not.toMatch(LEFTOVER);
          }
        }
      }
    });
  }

  it('say how many days are left in each language’s plural form', () => {
    const days = (language: RenderInput['language'], count: number) =>
      renderMail({
        template: 'account_deleted',
        language,
        siteName: 'Amora',
        supportEmail: 'support@amora.example',
        data: { name: 'A', link: LINK, days: count },
      }).text;
    expect(days('en', 1)).toContain('within 1 day ');
    expect(days('en', 21)).toContain('within 21 days ');
    expect(days('de', 1)).toContain('Innerhalb von einem Tag ');
    expect(days('pl', 1)).toContain('w ciągu 1 dnia ');
    expect(days('pl', 3)).toContain('w ciągu 3 dni ');
    expect(days('pl', 22)).toContain('w ciągu 22 dni ');
  });

  it('never read a member’s text as catalogue syntax', () => {
    const mail = renderMail({
      template: 'complaint_received',
      language: 'en',
      siteName: 'Amora',
      supportEmail: 'support@amora.example',
      data: { name: '{{site}}', reference: '1', topic: '$t(layout.linkHint) {{email}}' },
    });
    expect(mail.text).toContain('Hi {{site}},');
    expect(mail.text).toContain('about “$t(layout.linkHint) {{email}}”');
  });

  it('hold the unsubscribe page in all eleven languages', () => {
    for (const language of LANGUAGES) {
      const page = unsubscribePageTexts(language);
      for (const text of [page.title, page.button, page.invalid, page.question('News', 'Amora')]) {
        expect(text, language).not.toMatch(LEFTOVER);
      }
      expect(page.done('News', 'Amora'), language).toContain('Amora');
    }
  });
});
