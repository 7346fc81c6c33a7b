import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the catalogue tests (locales, locales-mail, locales-staff) read catalogues with: a
 * catalogue as a flat map of dotted keys, its placeholders and its i18next plural forms.
 */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** `locales/<folder>/<language>.json` (folder '' for the web's), as dotted key → text. */
export const loadCatalogue = (language: string, dir = 'locales') =>
  flatten(JSON.parse(readFileSync(path.join(import.meta.dirname, dir, `${language}.json`), 'utf8')) as Tree);

/** i18next placeholders ({{name}}) and nesting ($t(key)), sorted. */
export const placeholderList = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[1] ?? m[2]).sort();
/** The same as one comparable string. */
export const placeholders = (text: string) => placeholderList(text).join(',');

/**
 * i18next plural forms: `chat.freeLeft_one`, `…_other` are one key whose forms a language picks
 * by Intl.PluralRules (Polish has four, English two), so a catalogue has its own set of forms.
 */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
export const pluralBases = (catalogue: Map<string, string>) =>
  new Set([...catalogue.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseKey));
export const keysByBase = (catalogue: Map<string, string>) => new Set([...catalogue.keys()].map(baseKey));
/** What a language's catalogue must hold for a plural key: one form per category it uses. */
export const pluralForms = (language: string, base: string) =>
  new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.map((c) => `${base}_${c}`)
    .sort();
export const formsIn = (catalogue: Map<string, string>, base: string) =>
  [...catalogue.keys()].filter((k) => PLURAL_SUFFIX.test(k) && baseKey(k) === base).sort();
