import { isLanguage, type Language } from '@amora/shared';
import daMail from '@amora/shared/locales/mail/da.json' with { type: 'json' };
import deMail from '@amora/shared/locales/mail/de.json' with { type: 'json' };
import enMail from '@amora/shared/locales/mail/en.json' with { type: 'json' };
import esMail from '@amora/shared/locales/mail/es.json' with { type: 'json' };
import fiMail from '@amora/shared/locales/mail/fi.json' with { type: 'json' };
import frMail from '@amora/shared/locales/mail/fr.json' with { type: 'json' };
import itMail from '@amora/shared/locales/mail/it.json' with { type: 'json' };
import nlMail from '@amora/shared/locales/mail/nl.json' with { type: 'json' };
import noMail from '@amora/shared/locales/mail/no.json' with { type: 'json' };
import plMail from '@amora/shared/locales/mail/pl.json' with { type: 'json' };
import svMail from '@amora/shared/locales/mail/sv.json' with { type: 'json' };
import i18next, { type ResourceKey, type TFunction } from 'i18next';
import { CATALOGUES } from './catalogues';

/**
 * The mail catalogues (`packages/shared/src/locales/mail/<lng>.json`): every text the server
 * sends by e-mail and the unsubscribe page. The web app never imports them (its loader globs
 * only `locales/*.json`), so they cost its bundle nothing.
 */
const MAIL: Record<Language, ResourceKey> = {
  da: daMail,
  de: deMail,
  en: enMail,
  es: esMail,
  fi: fiMail,
  fr: frMail,
  it: itMail,
  nl: nlMail,
  no: noMail,
  pl: plMail,
  sv: svMail,
};

export type Namespace = 'mail' | 'translation';

/**
 * The server's i18next: the web's catalogues (`translation`) and the mail catalogues (`mail`), so
 * the server resolves texts exactly as the web does: `{{name}}` placeholders, plural forms by
 * Intl.PluralRules (`_one`/`_other`, Polish `_few`/`_many`), values never interpolated again.
 * A missing text throws rather than sending its key; the completeness test keeps that from
 * happening (decision 033).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(MAIL).map(([language, mail]) => [
      language,
      { mail, translation: CATALOGUES[language as Language] as unknown as ResourceKey },
    ]),
  ),
  lng: 'en',
  fallbackLng: false,
  ns: ['translation', 'mail'],
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  parseMissingKeyHandler: (key: string) => {
    throw new Error(`No text for ${key}`);
  },
});

/** The texts of one language (English for anything else), resolved in one namespace. */
export function textsOf(language: string, namespace: Namespace = 'translation'): TFunction {
  return i18n.getFixedT(isLanguage(language) ? language : 'en', namespace);
}

/** Whether `language` (English for anything else) has a text at `key`: for keys the data chooses. */
export function hasText(language: string, key: string, namespace: Namespace = 'translation'): boolean {
  return i18n.exists(key, { lng: isLanguage(language) ? language : 'en', ns: namespace });
}
