import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@amora/shared/languages';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * Counts read right in every language: i18next picks the form by Intl.PluralRules
 * (docs/decisions/032-language-register-and-plurals.md) and formats the number.
 */
type Tree = { [key: string]: string | Tree };
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../../../packages/shared/src/locales', `${language}.json`),
      'utf8',
    ),
  ) as Tree;

async function translator(language: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: catalogue(language) } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const COUNTS = [0, 1, 2, 5, 22];

describe('plural forms', () => {
  it.each([
    ['en', ['0 credits', '1 credit', '2 credits', '5 credits', '22 credits']],
    ['pl', ['0 kredytów', '1 kredyt', '2 kredyty', '5 kredytów', '22 kredyty']],
    ['fi', ['0 krediittiä', '1 krediitti', '2 krediittiä', '5 krediittiä', '22 krediittiä']],
    ['fr', ['0 crédit', '1 crédit', '2 crédits', '5 crédits', '22 crédits']],
  ])('a balance of 0, 1, 2, 5 and 22 in %s', async (language, expected) => {
    const t = await translator(language);
    expect(COUNTS.map((count) => t('payments.balance', { count }).replace(/^.*: /, ''))).toEqual(expected);
  });

  it('writes a large count as the language writes numbers, with its plural form', async () => {
    expect((await translator('en'))('search.count', { count: 12345 })).toBe('12,345 members found');
    expect((await translator('de'))('search.count', { count: 12345 })).toBe('12.345 Mitglieder gefunden');
    expect((await translator('pl'))('search.count', { count: 22 })).toBe('Znaleziono 22 osoby');
    expect((await translator('fr'))('search.count', { count: 1_000_000 })).toMatch(
      /^1\s000\s000 de membres trouvés$/,
    );
  });

  describe.each(LANGUAGES)('%s', (language) => {
    it('renders every counted key for 0, 1, 2, 5 and 22 with the number and no leftover placeholder', async () => {
      const t = await translator(language);
      const english = catalogue('en');
      const bases = new Set<string>();
      const walk = (tree: Tree, prefix: string) => {
        for (const [key, value] of Object.entries(tree)) {
          if (typeof value !== 'string') walk(value, `${prefix}${key}.`);
          else if (/_(one|other)$/.test(key)) bases.add(prefix + key.replace(/_(one|other)$/, ''));
        }
      };
      walk(english, '');
      expect(bases.size).toBeGreaterThan(20);
      const params = { id: 'A1', amount: '€10', limit: 25, max: 25 };
      for (const base of bases) {
        for (const count of COUNTS) {
          const text = t(base as 'nav.unread', { ...params, count });
          expect(text, `${language} ${base} ${count}`).not.toBe(base);
          expect(text, `${language} ${base} ${count}`).not.toMatch(/\{\{|\}\}/);
          if (base !== 'payments.creditsUnit')
            expect(text, `${language} ${base} ${count}`).toContain(String(count));
        }
      }
    });
  });
});
