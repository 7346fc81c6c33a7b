import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/**
 * The mail catalogues (`locales/mail/<lng>.json`, the server's `mail` namespace) held to the
 * rules of the web's (locales.test.ts): every key in all eleven, the same placeholders, each
 * language's own plural forms, translated. One difference: a `_one` form may write its number as
 * a word ("Innerhalb von einem Tag"), so it need not use {{count}} (decision 033).
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

const load = (language: string) =>
  flatten(
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'locales', 'mail', `${language}.json`), 'utf8'),
    ) as Tree,
  );

const placeholderList = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[1] ?? m[2]).sort();
const placeholders = (text: string) => placeholderList(text).join(',');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralBases = (catalogue: Map<string, string>) =>
  new Set([...catalogue.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseKey));
const keysByBase = (catalogue: Map<string, string>) => new Set([...catalogue.keys()].map(baseKey));
const pluralForms = (language: string, base: string) =>
  new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.map((c) => `${base}_${c}`)
    .sort();
const formsIn = (catalogue: Map<string, string>, base: string) =>
  [...catalogue.keys()].filter((k) => PLURAL_SUFFIX.test(k) && baseKey(k) === base).sort();

/** A string's placeholders; in a `_one` form without {{count}}, which it may write as a word. */
const placeholdersOf = (key: string, text: string) =>
  key.endsWith('_one')
    ? placeholderList(text)
        .filter((p) => p !== 'count')
        .join(',')
    : placeholders(text);

const english = load('en');

describe('mail catalogues', () => {
  it('has a real English catalogue', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  it('stays out of the web’s catalogues (the web never loads mail texts)', () => {
    const web = readFileSync(path.join(import.meta.dirname, 'locales', 'en.json'), 'utf8');
    expect(web).not.toContain(english.get('templates.activation.why'));
  });

  it('has every plural form English uses, and only those', () => {
    for (const base of pluralBases(english)) expect(formsIn(english, base)).toEqual(pluralForms('en', base));
  });

  it('counts with {{count}} in every plural form but a `_one`', () => {
    for (const [key, text] of english) {
      if (PLURAL_SUFFIX.test(key) && !key.endsWith('_one')) expect(text, key).toContain('{{count}}');
    }
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    const catalogue = load(language);

    it('has every English key and no others', () => {
      const own = keysByBase(catalogue);
      const englishKeys = keysByBase(english);
      expect([...englishKeys].filter((k) => !own.has(k))).toEqual([]);
      expect([...own].filter((k) => !englishKeys.has(k))).toEqual([]);
    });

    it('has the plural forms of its own language for every plural key', () => {
      expect([...pluralBases(catalogue)].sort()).toEqual([...pluralBases(english)].sort());
      for (const base of pluralBases(english)) {
        expect(formsIn(catalogue, base)).toEqual(pluralForms(language, base));
      }
    });

    it('keeps the placeholders of every string', () => {
      // A plural form is held against the English "other" form.
      const englishText = (key: string) =>
        english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));
      const mismatched = [...catalogue].filter(([key, text]) => {
        const source = englishText(key);
        return source !== undefined && placeholdersOf(key, text) !== placeholdersOf(key, source);
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
      // Every other plural form counts.
      for (const [key, text] of catalogue) {
        if (PLURAL_SUFFIX.test(key) && !key.endsWith('_one')) expect(text, key).toContain('{{count}}');
      }
    });

    it('has no empty strings and is translated, not copied', () => {
      expect([...catalogue].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      const copied = [...english].filter(([key, text]) => text.length > 12 && catalogue.get(key) === text);
      expect(copied.length, copied.map(([k]) => k).join(', ')).toBeLessThan(english.size * 0.05);
    });
  });
});
