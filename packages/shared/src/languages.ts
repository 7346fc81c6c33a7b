/** The eleven interface languages (docs/product.md#who-it-is-for). */
export const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language tag Intl gets for one of our languages: Norwegian is `no` everywhere in Amora
 * (catalogues, cookies, URLs, mails) and Bokmål (`nb`) only here, where Intl wants it
 * (docs/decisions/032-language-register-and-plurals.md).
 */
export function intlLanguage(language: string): string {
  return language === 'no' ? 'nb' : language;
}

/** Each language's name in itself, for the language dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  sv: 'Svenska',
};

/** Country → languages offered by the language switcher (docs/product.md#numbers-and-limits), plus DK, FI, NO, SE. */
export const COUNTRY_LANGUAGES: Record<string, readonly Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['no'],
  SE: ['sv'],
};

/** The countries the product ships regions for. */
export const COUNTRIES = Object.keys(COUNTRY_LANGUAGES);

/**
 * Languages the dropdown offers a visitor from `country`: that country's languages first, then
 * the rest, so every language stays reachable (a Dane on an English site can still pick Dansk).
 */
export function switcherLanguages(country: string | null | undefined): {
  primary: Language[];
  other: Language[];
} {
  const primary = [...(country ? (COUNTRY_LANGUAGES[country.toUpperCase()] ?? []) : [])];
  return { primary, other: LANGUAGES.filter((l) => !primary.includes(l)) };
}

/** Locale cookie (docs/product.md#numbers-and-limits: 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
