import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PAGE_PLACEHOLDERS, STATIC_PAGES } from '@amora/shared';
import { describe, expect, it } from 'vitest';
import { PAGES_DIR } from '../../lib/paths';
import { parsePage, placeholdersOf } from './texts';

const read = (language: string, page: string) =>
  readFileSync(path.join(PAGES_DIR, language, `${page}.md`), 'utf8');

/**
 * The static page texts (apps/server/content/pages): every language has every page, with a
 * title and the same placeholders as English, and only placeholders the server knows how to fill.
 */
describe('static page texts', () => {
  it.each(STATIC_PAGES)('English %s has a title and only known placeholders', (page) => {
    const text = parsePage(read('en', page), 'en');
    expect(text.title).not.toBe('');
    expect(text.body.length).toBeGreaterThan(200);
    const unknown = placeholdersOf(read('en', page)).filter(
      (name) => !(PAGE_PLACEHOLDERS as readonly string[]).includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('has no page files other than the known pages', () => {
    for (const language of LANGUAGES.filter((l) => existsSync(path.join(PAGES_DIR, l)))) {
      const files = readdirSync(path.join(PAGES_DIR, language)).map((f) => f.replace(/\.md$/, ''));
      expect(files.filter((f) => !(STATIC_PAGES as readonly string[]).includes(f))).toEqual([]);
    }
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(STATIC_PAGES)('has %s with the placeholders of English', (page) => {
      expect(existsSync(path.join(PAGES_DIR, language, `${page}.md`)), `${language}/${page}.md`).toBe(true);
      const text = parsePage(read(language, page), language);
      expect(text.title).not.toBe('');
      expect(placeholdersOf(read(language, page))).toEqual(placeholdersOf(read('en', page)));
      // A translation, not a copy of the English text.
      expect(text.body).not.toBe(parsePage(read('en', page), 'en').body);
    });
  });

  it('uses only the Markdown subset (no HTML tags, no outside links)', () => {
    for (const language of LANGUAGES.filter((l) => existsSync(path.join(PAGES_DIR, l)))) {
      for (const page of STATIC_PAGES) {
        const file = path.join(PAGES_DIR, language, `${page}.md`);
        if (!existsSync(file)) continue;
        const source = readFileSync(file, 'utf8');
        expect(source, `${language}/${page}`).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i);
        const targets = [...source.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!);
        expect(
          targets.filter(
            (href) => !(href.startsWith('/') && !href.startsWith('//')) && !href.startsWith('mailto:'),
          ),
          `${language}/${page}`,
        ).toEqual([]);
      }
    }
  });
});
