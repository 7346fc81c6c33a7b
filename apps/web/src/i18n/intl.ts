import { COUNTRY_LANGUAGES, intlLanguage, type Language } from '@amora/shared/languages';

export { intlLanguage };

/**
 * The locale dates, times and numbers are written in: the member's language with the site's
 * country where that language is spoken there (en-GB on a British site: "6 March 2026", 09:00;
 * de-AT, fr-CA, nl-BE), the visitor's own country first. English with no such country is en-GB,
 * Amora's English (docs/language-style.md).
 */
export function formatLocale(language: string, countries: readonly string[]): string {
  const country = countries.find((c) => COUNTRY_LANGUAGES[c]?.includes(language as Language));
  if (country) return `${intlLanguage(language)}-${country}`;
  return language === 'en' ? 'en-GB' : intlLanguage(language);
}
