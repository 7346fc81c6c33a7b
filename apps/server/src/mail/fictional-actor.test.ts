import { LANGUAGES, type Language } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { PUSHED_TEMPLATES, pushTexts } from '../modules/notifications/push';
import { FICTIONAL_SINGULAR, FICTIONAL_WARNING } from '../modules/sites/fictional-texts';
import { ACTOR_TEMPLATES, CAMPAIGN_TEMPLATE, MAIL_TEMPLATES, NOTIFICATION_TEMPLATES } from './kinds';
import { escapeHtml, type RenderInput, renderMail } from './templates';

/**
 * A mail or push about something a staff-run profile did says so in the subject and the first
 * line, in every language, and the mail repeats the site's warning; about a real member, neither
 * (decision 028).
 */

const LINK = 'https://amora.example/likes/m/501';
const ACTOR = 'Harry';
const mark = (language: Language) => ({
  icon: '🎭',
  label: FICTIONAL_SINGULAR[language]!,
  warning: FICTIONAL_WARNING[language]!,
});

function render(template: RenderInput['template'], language: Language, staffRun: boolean) {
  return renderMail({
    template,
    language,
    siteName: 'Amora',
    supportEmail: 'support@amora.example',
    data: {
      name: 'Anna',
      link: LINK,
      days: 14,
      newEmail: 'new@example.com',
      actor: ACTOR,
      likes: 3,
      unread: 2,
      percent: 25,
      unsubscribe: 'https://amora.example/api/unsubscribe.php?u=1&type=like_received&sig=x',
      campaign: { type: 'news', subject: 'News', body: 'Hello' },
      fictional: staffRun ? mark(language) : undefined,
    },
  });
}

/** The mail's first line after the greeting: its first paragraph. */
const firstLine = (text: string) => text.split('\n\n')[1] ?? '';

describe('mails naming a staff-run profile', () => {
  for (const template of ACTOR_TEMPLATES) {
    it(`${template}: the label in the subject and first line, the warning above the footer, in every language`, () => {
      for (const language of LANGUAGES) {
        const { label, warning } = mark(language);
        const named = `${ACTOR} (${label})`;
        const mail = render(template, language, true);
        expect(mail.subject, language).toContain(named);
        expect(firstLine(mail.text), language).toContain(named);
        const [letter, footer] = mail.text.split('\n-- \n');
        expect(letter, language).toContain(warning);
        expect(footer, language).not.toContain(warning);
        expect(mail.html, language).toContain(escapeHtml(named));
        expect(mail.html, language).toContain(escapeHtml(warning));

        const real = render(template, language, false);
        expect(real.subject, language).toContain(ACTOR);
        expect(firstLine(real.text), language).toContain(ACTOR);
        expect(real.subject, language).not.toContain(`(${label})`);
        expect(real.text, language).not.toContain(`(${label})`);
        expect(real.text, language).not.toContain(warning);
        expect(real.html, language).not.toContain(escapeHtml(warning));
      }
    });
  }

  it('every other template names nobody, so it has nothing to mark', () => {
    const all: RenderInput['template'][] = [...MAIL_TEMPLATES, ...NOTIFICATION_TEMPLATES, CAMPAIGN_TEMPLATE];
    const others = all.filter((t) => !(ACTOR_TEMPLATES as readonly string[]).includes(t));
    expect(others.length).toBeGreaterThan(10);
    for (const template of others) {
      for (const language of LANGUAGES) {
        const mail = render(template, language, true);
        // An actor template left out of ACTOR_TEMPLATES would name Harry here, unmarked.
        expect(mail.text, `${template} ${language}`).not.toContain(ACTOR);
        expect(mail.text, `${template} ${language}`).not.toContain(mark(language).warning);
      }
    }
  });
});

describe('pushes naming a staff-run profile', () => {
  it('every pushed event names the actor, marked when staff-run, in every language', () => {
    for (const template of PUSHED_TEMPLATES) {
      expect(ACTOR_TEMPLATES).toContain(template);
      for (const language of LANGUAGES) {
        const { label } = mark(language);
        const staffRun = pushTexts(language, template, {
          site: 'Amora',
          actor: ACTOR,
          fictionalLabel: label,
        });
        expect(staffRun.title).toBe('Amora');
        expect(staffRun.body, `${template} ${language}`).toContain(`${ACTOR} (${label})`);
        const real = pushTexts(language, template, { site: 'Amora', actor: ACTOR, fictionalLabel: null });
        expect(real.body, `${template} ${language}`).toContain(ACTOR);
        expect(real.body, `${template} ${language}`).not.toContain(`(${label})`);
      }
    }
  });
});
