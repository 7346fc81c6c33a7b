import { LANGUAGES } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { escapeHtml, MAIL_TEMPLATES, type RenderInput, renderMail } from './templates';

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
  it('has messages for every language and template', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language].templates).sort()).toEqual([...MAIL_TEMPLATES].sort());
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
        expect(mail.html, language).toContain('#e91e63');
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
