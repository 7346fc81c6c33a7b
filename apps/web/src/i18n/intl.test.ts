import { describe, expect, it } from 'vitest';
import { formatLocale, intlLanguage } from './intl';

describe('formatLocale', () => {
  it('writes English dates as the site country does', () => {
    const gb = formatLocale('en', ['GB', 'IE', 'AU', 'NZ']);
    expect(gb).toBe('en-GB');
    const date = new Date(Date.UTC(2026, 2, 6, 9, 0));
    const long = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(new Intl.DateTimeFormat(gb, long).format(date)).toBe('6 March 2026');
    expect(new Intl.DateTimeFormat(formatLocale('en', ['US']), long).format(date)).toBe('March 6, 2026');
    const clock = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    const afternoon = new Date(Date.UTC(2026, 2, 6, 14, 5));
    expect(new Intl.DateTimeFormat(gb, clock).format(afternoon)).toBe('14:05');
    expect(new Intl.DateTimeFormat('en-US', clock).format(afternoon)).toMatch(/^2:05\s?PM$/u);
  });

  it('takes the visitor country first, and only a country where the language is spoken', () => {
    expect(formatLocale('en', ['IE', 'GB'])).toBe('en-IE');
    expect(formatLocale('de', ['AT', 'DE'])).toBe('de-AT');
    expect(formatLocale('fr', ['NL', 'BE'])).toBe('fr-BE');
    expect(formatLocale('en', ['NL'])).toBe('en-GB');
    expect(formatLocale('pl', [])).toBe('pl');
  });

  it('gives Intl Bokmål for Norwegian, which Amora calls no everywhere else', () => {
    expect(intlLanguage('no')).toBe('nb');
    expect(formatLocale('no', ['NO'])).toBe('nb-NO');
  });
});
