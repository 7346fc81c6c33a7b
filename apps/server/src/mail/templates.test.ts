import { LANGUAGES } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { REMINDER_TEMPLATES } from './kinds';
import {
  escapeHtml,
  MAIL_TEMPLATES,
  NOTIFICATION_TEMPLATES,
  type RenderInput,
  renderMail,
} from './templates';
import { accountTexts, layoutTexts, notificationTexts } from './texts';

const LINK = 'https://amora.example/activate?token=abc123&x=1';

const input = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  template: 'activation',
  language: 'en',
  siteName: 'Amora',
  supportEmail: 'support@amora.example',
  data: { name: 'Anna', link: LINK, days: 14, newEmail: 'new@example.com' },
  ...overrides,
});

describe('renderMail', () => {
  it('has texts for every language and template', () => {
    for (const language of LANGUAGES) {
      for (const template of MAIL_TEMPLATES) {
        const texts = accountTexts(template, language, { site: 'Amora', days: 2 });
        expect(texts.subject, `${language} ${template}`).toContain('Amora');
        expect(texts.body.length, `${language} ${template}`).toBeGreaterThan(1);
      }
    }
  });

  for (const template of MAIL_TEMPLATES) {
    it(`renders ${template} in all eleven languages`, () => {
      const english = renderMail(input({ template, language: 'en' }));
      for (const language of LANGUAGES) {
        const mail = renderMail(
          input({ template, language, data: { name: '<script>', link: LINK, days: 14 } }),
        );
        expect(mail.subject, language).toContain('Amora');
        expect(mail.subject.length, language).toBeGreaterThan(10);
        if (language !== 'en') expect(mail.subject, language).not.toBe(english.subject);
        // The link on its own line in the text, escaped in the HTML (twice: button and fallback).
        expect(mail.text.split('\n'), language).toContain(LINK);
        expect(mail.html.split(`href="${escapeHtml(LINK)}"`).length - 1, language).toBe(2);
        expect(mail.links).toEqual([LINK]);
        // The name: raw in the text part, escaped in the HTML, never as markup.
        expect(mail.text, language).toContain('<script>');
        expect(mail.html, language).toContain('&lt;script&gt;');
        expect(mail.html, language).not.toContain('<script>');
        // Branding and footer.
        expect(mail.html, language).toContain(`<html lang="${language}">`);
        expect(mail.html, language).toContain('#d81b60');
        expect(mail.html, language).toContain('support@amora.example');
        expect(mail.text, language).toContain('support@amora.example');
        expect(mail.text, language).not.toMatch(/undefined|NaN|\$\{/);
        expect(mail.html, language).not.toMatch(/undefined|NaN|\$\{/);
      }
    });
  }

  it('says how many days are left to reactivate', () => {
    for (const language of LANGUAGES) {
      expect(renderMail(input({ template: 'account_deleted', language })).text, language).toContain('14');
    }
    expect(
      renderMail(input({ template: 'account_deleted', data: { name: 'A', link: LINK, days: 1 } })).text,
    ).toContain('within 1 day ');
  });

  it('names the new address of an e-mail change, escaped', () => {
    const mail = renderMail(
      input({
        template: 'email_change',
        language: 'de',
        data: { name: 'A', link: LINK, newEmail: 'a"b@x.de' },
      }),
    );
    expect(mail.text).toContain('a"b@x.de');
    expect(mail.html).toContain('a&quot;b@x.de');
  });

  it('escapes the site name and support address too', () => {
    const mail = renderMail(input({ siteName: 'A&B <Love>', supportEmail: 'help"@x.example' }));
    expect(mail.html).toContain('A&amp;B &lt;Love&gt;');
    expect(mail.html).not.toContain('<Love>');
    expect(mail.html).toContain('mailto:help&quot;@x.example');
  });

  it('refuses a missing or non-http link and missing days', () => {
    expect(() => renderMail(input({ data: { name: 'A' } }))).toThrow(/needs data.link/);
    expect(() => renderMail(input({ data: { name: 'A', link: 'javascript:alert(1)' } }))).toThrow(/http/);
    expect(() => renderMail(input({ template: 'account_deleted', data: { name: 'A', link: LINK } }))).toThrow(
      /days/,
    );
  });

  it('renders the welcome-back mail without a link as well', () => {
    const mail = renderMail(input({ template: 'reactivated', data: { name: 'Anna' } }));
    expect(mail.links).toEqual([]);
    expect(mail.html).not.toContain('href="http');
    expect(mail.subject).toBe('Welcome back to Amora!');
    expect(mail.text).toContain('Great to have you back!');
  });

  it('acknowledges a complaint in all eleven languages, without a link', () => {
    const english = renderMail(
      input({ template: 'complaint_received', data: { name: 'Jan', reference: '42', topic: 'A profile' } }),
    );
    expect(english.subject).toBe('We’ve received your complaint (#42) – Amora');
    expect(english.text).toContain('We’ve received your complaint about “A profile”.');
    expect(english.text).toContain('2 working days');
    expect(english.text).toContain('Digital Services Act');
    for (const language of LANGUAGES) {
      const mail = renderMail(
        input({
          template: 'complaint_received',
          language,
          data: { name: 'Jan', reference: '42', topic: 'Fake <b>"profile"</b>\r\nBcc: x@y.z' },
        }),
      );
      expect(mail.links, language).toEqual([]);
      expect(mail.html, language).not.toContain('href="http');
      expect(mail.subject, language).toContain('#42');
      expect(mail.subject, language).toContain('Amora');
      expect(mail.subject, language).not.toMatch(/[\r\n]/);
      if (language !== 'en') expect(mail.subject, language).not.toBe(english.subject);
      // The button label is only for a link: none in either part.
      const button = accountTexts('complaint_received', language, { site: 'Amora', days: 0 }).button;
      expect(mail.text, language).not.toContain(button);
      expect(mail.html, language).not.toContain(button);
      // The topic: on one line, raw in the text part, escaped in the HTML.
      expect(mail.text, language).toContain('Fake <b>"profile"</b> Bcc: x@y.z');
      expect(mail.html, language).toContain('Fake &lt;b&gt;&quot;profile&quot;&lt;/b&gt; Bcc: x@y.z');
      expect(mail.html, language).not.toContain('<b>');
      expect(mail.text, language).toContain('Digital Services Act');
      expect(mail.text, language).not.toMatch(/undefined|NaN|\$\{/);
      // Without number and topic it still reads well.
      const bare = renderMail(input({ template: 'complaint_received', language, data: { name: 'Jan' } }));
      expect(bare.subject, language).not.toMatch(/#|\(\)/);
      expect(bare.text, language).not.toMatch(/undefined|NaN|\$\{|“”|„“|«|»|”|’’/);
    }
  });

  it('greets without a name when none is known', () => {
    const greet = (language: RenderInput['language']) =>
      renderMail(input({ language, data: { name: ' ', link: LINK } })).text.split('\n')[0];
    expect(greet('en')).toBe('Hi,');
    expect(greet('es')).toBe('¡Hola!');
    expect(greet('sv')).toBe('Hej!');
    expect(greet('de')).toBe('Hallo,');
  });

  it('keeps the subject on one line', () => {
    expect(renderMail(input({ siteName: 'Amo\r\nBcc: x@y.z' })).subject).not.toMatch(/[\r\n]/);
  });
});

describe('notification and reminder mails', () => {
  const UNSUBSCRIBE = 'https://amora.example/api/unsubscribe.php?u=1&type=reminders&sig=x';
  const data = {
    name: 'Anna',
    link: LINK,
    actor: 'Jan',
    likes: 3,
    unread: 2,
    percent: 25,
    unsubscribe: UNSUBSCRIBE,
  };
  const render = (template: RenderInput['template'], language: RenderInput['language'], extra = {}) =>
    renderMail(input({ template, language, data: { ...data, ...extra } }));

  it('has every notification template, reminders included, in every language', () => {
    expect(NOTIFICATION_TEMPLATES).toEqual(expect.arrayContaining([...REMINDER_TEMPLATES]));
    for (const language of LANGUAGES) {
      for (const template of NOTIFICATION_TEMPLATES) {
        const texts = notificationTexts(template, language, {
          site: 'Amora',
          actor: 'Jan',
          likes: 1,
          unread: 1,
        });
        expect(texts.subject.length, `${language} ${template}`).toBeGreaterThan(10);
      }
    }
  });

  for (const template of NOTIFICATION_TEMPLATES) {
    it(`renders ${template} in all eleven languages, with the unsubscribe link`, () => {
      const english = render(template, 'en');
      for (const language of LANGUAGES) {
        const mail = render(template, language, { needsPhoto: true, needsAbout: true });
        expect(mail.subject.length, language).toBeGreaterThan(10);
        if (language !== 'en') {
          expect(mail.subject, language).not.toBe(english.subject);
          expect(mail.text, language).not.toBe(english.text);
        }
        expect(mail.links).toEqual([LINK]);
        expect(mail.text.split('\n'), language).toContain(UNSUBSCRIBE);
        expect(mail.text, language).toContain(layoutTexts(language).unsubscribe);
        expect(mail.html, language).toContain(`<html lang="${language}">`);
        expect(mail.text, language).not.toMatch(/undefined|NaN|\bnull\b|\$\{|\[object/);
        expect(mail.html, language).not.toMatch(/undefined|NaN|\$\{|\[object/);
      }
    });
  }

  it('reminders say they come from the site, and name the discount in every language', () => {
    for (const language of LANGUAGES) {
      for (const template of REMINDER_TEMPLATES) {
        const { why } = notificationTexts(template, language, {
          site: 'Amora',
          actor: '',
          likes: 0,
          unread: 0,
        });
        expect(why, `${language} ${template}`).toContain('Amora');
      }
      for (const template of ['time_bonus_ending', 'welcome_discount_ending'] as const) {
        const mail = render(template, language, { percent: 30 });
        expect(mail.subject, `${language} ${template}`).toMatch(/30(\u00a0)?%/);
        expect(mail.text, `${language} ${template}`).toMatch(/30(\u00a0)?%/);
      }
    }
    expect(() => render('time_bonus_ending', 'en', { percent: undefined })).toThrow(/percent/);
    expect(() => render('welcome_discount_ending', 'de', { percent: 0 })).toThrow(/percent/);
  });

  it('the profile reminder names only what is missing; the come-back mail has no zeros', () => {
    for (const language of LANGUAGES) {
      const both = render('complete_profile', language, { needsPhoto: true, needsAbout: true });
      const photo = render('complete_profile', language, { needsPhoto: true, needsAbout: false });
      const about = render('complete_profile', language, { needsPhoto: false, needsAbout: true });
      const lines = (m: ReturnType<typeof render>) => m.text.split('\n').filter(Boolean).length;
      expect(lines(both), language).toBe(lines(photo) + 1);
      expect(lines(about), language).toBe(lines(photo));
      expect(photo.text, language).not.toBe(about.text);

      const waiting = render('come_back', language, { likes: 3, unread: 2 });
      expect(waiting.text, language).toMatch(/3\D[^\n]*2/);
      const nothing = render('come_back', language, { likes: 0, unread: 0 });
      expect(nothing.text, language).not.toMatch(/: 0/);
      expect(nothing.text, language).not.toBe(waiting.text);
    }
  });
});
