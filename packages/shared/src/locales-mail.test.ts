import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseKey,
  formsIn,
  keysByBase,
  loadCatalogue,
  PLURAL_SUFFIX,
  placeholderList,
  placeholders,
  pluralBases,
  pluralForms,
} from './catalogue-checks';
import { LANGUAGES } from './languages';

/**
 * The mail catalogues (`locales/mail/<lng>.json`, the server's `mail` namespace) held to the
 * rules of the web's (locales.test.ts): every key in all eleven, the same placeholders, each
 * language's own plural forms, translated. One difference: a `_one` form may write its number as
 * a word ("Innerhalb von einem Tag"), so it need not use {{count}} (decision 033).
 */

const load = (language: string) => loadCatalogue(language, 'locales/mail');

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
