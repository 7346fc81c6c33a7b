import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
} from '@amora/shared/languages';
import { cookieString, readCookie } from '../lib/cookies';

/** The language stored in the locale cookie, when it is one of ours. */
export function readLocaleCookie(cookies: string): Language | null {
  const value = readCookie(cookies, LOCALE_COOKIE);
  return isLanguage(value) ? value : null;
}

/** Locale resolution (docs/architecture.md#texts-and-languages): cookie i18n_redirected → the site's domain_language → en. */
export function resolveLanguage(
  cookieLanguage: string | null | undefined,
  domainLanguage?: string | null,
): Language {
  if (isLanguage(cookieLanguage)) return cookieLanguage;
  if (isLanguage(domainLanguage)) return domainLanguage;
  return DEFAULT_LANGUAGE;
}

export function localeCookie(language: Language): string {
  return cookieString(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS);
}
