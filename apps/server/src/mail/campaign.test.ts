import { LANGUAGES } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { campaignParagraphs } from './kinds';
import { renderMail } from './templates';
import { campaignWhy } from './texts';

const UNSUBSCRIBE = 'https://amora.example/api/unsubscribe.php?u=1&type=news&sig=abc';
const render = (language: (typeof LANGUAGES)[number], link?: string) =>
  renderMail({
    template: 'campaign',
    language,
    siteName: 'Amora',
    supportEmail: 'support@amora.example',
    data: {
      name: 'Anna',
      link,
      unsubscribe: UNSUBSCRIBE,
      campaign: {
        type: 'news',
        subject: 'Line\r\none',
        body: 'First <b>bold</b>\nsecond line\n\n\n  Next paragraph  ',
        button: 'Open',
      },
    },
  });

describe('mailing mails', () => {
  it('have a translated reason for both types in all eleven languages', () => {
    for (const language of LANGUAGES) {
      for (const type of ['promotions', 'news'] as const) {
        const why = campaignWhy(language, type, 'Amora');
        expect(why, `${language} ${type}`).toContain('Amora');
        if (language !== 'en') expect(why).not.toBe(campaignWhy('en', type, 'Amora'));
      }
      expect(campaignWhy(language, 'news', 'X')).not.toBe(campaignWhy(language, 'promotions', 'X'));
    }
  });

  it('render staff text as text: paragraphs, line breaks, escaped, one-line subject', () => {
    expect(campaignParagraphs('a\r\nb\r\n\r\nc\n \n\nd')).toEqual(['a\nb', 'c', 'd']);
    const mail = render('de', 'https://amora.example/credits');
    expect(mail.subject).toBe('Line one');
    expect(mail.html).toContain('First &lt;b&gt;bold&lt;/b&gt;<br>second line');
    expect(mail.html).toContain('>Next paragraph</p>');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.text).toContain('Open\nhttps://amora.example/credits\n');
    expect(mail.text).toContain('weil du Neuigkeiten von Amora bekommst');
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.text.split('\n')[0]).toBe('Hallo Anna,');
  });

  it('go without a button when there is no link, and need their texts', () => {
    const mail = render('en');
    expect(mail.links).toEqual([]);
    expect(mail.text).not.toContain('Open\n');
    expect(() =>
      renderMail({
        template: 'campaign',
        language: 'en',
        siteName: 'Amora',
        supportEmail: 'support@amora.example',
        data: { name: 'Anna' },
      }),
    ).toThrow(/data.campaign/);
  });
});
