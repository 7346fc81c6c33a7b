import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

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
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8')) as Tree,
  );

/** i18next placeholders ({{name}}) and nesting ($t(key)), sorted, as one comparable string. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)]
    .map((m) => m[1] ?? m[2])
    .sort()
    .join(',');

const english = load('en');

describe('translation catalogues', () => {
  it('has a real English catalogue', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    const catalogue = load(language);

    it('has every English key and no others', () => {
      expect([...english.keys()].filter((k) => !catalogue.has(k))).toEqual([]);
      expect([...catalogue.keys()].filter((k) => !english.has(k))).toEqual([]);
    });

    it('keeps the placeholders of every string', () => {
      const mismatched = [...english].filter(
        ([key, text]) => catalogue.has(key) && placeholders(catalogue.get(key)!) !== placeholders(text),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('has no empty strings and is translated, not copied', () => {
      expect([...catalogue].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      const copied = [...english].filter(([key, text]) => text.length > 12 && catalogue.get(key) === text);
      // Brand names and a few international words may match; whole sentences must not.
      expect(copied.length, copied.map(([k]) => k).join(', ')).toBeLessThan(english.size * 0.05);
    });
  });
});
