import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PLACEHOLDERS } from './api/pages';
import { LANGUAGES } from './languages';
import { STATIC_PAGES } from './routes';

/**
 * The static and legal pages (`locales/pages/<lng>/<page>.md`, decision 011) held to the rules of
 * the catalogues beside them: every page in all eleven languages, with a `# Title` line and the
 * same placeholders as English, only placeholders the server fills, translated, and only the
 * Markdown subset the web renders (no HTML, no outside links).
 */
const PAGES_DIR = path.join(import.meta.dirname, 'locales', 'pages');
const file = (language: string, page: string) => path.join(PAGES_DIR, language, `${page}.md`);
const read = (language: string, page: string) => readFileSync(file(language, page), 'utf8');

/** The `# Title` of the first line and the body after it, as the server splits them (pages/texts.ts). */
function parts(source: string): { title: string; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^#[ \t]+(.+)\n?/.exec(text);
  return {
    title: match ? (match[1] as string).trim() : '',
    body: (match ? text.slice(match[0].length) : text).trim(),
  };
}
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1] as string))].sort();

describe('static page texts', () => {
  it('has a folder for every language and nothing else', () => {
    expect(readdirSync(PAGES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(STATIC_PAGES)('English %s has a title and only known placeholders', (page) => {
    const text = parts(read('en', page));
    expect(text.title).not.toBe('');
    expect(text.body.length).toBeGreaterThan(200);
    const unknown = placeholdersOf(read('en', page)).filter(
      (name) => !(PAGE_PLACEHOLDERS as readonly string[]).includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no page files other than the known pages', (language) => {
    const files = readdirSync(path.join(PAGES_DIR, language)).map((f) => f.replace(/\.md$/, ''));
    expect(files.filter((f) => !(STATIC_PAGES as readonly string[]).includes(f))).toEqual([]);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(STATIC_PAGES)('has %s with the placeholders of English', (page) => {
      expect(existsSync(file(language, page)), `${language}/${page}.md`).toBe(true);
      const text = parts(read(language, page));
      expect(text.title).not.toBe('');
      expect(placeholdersOf(read(language, page))).toEqual(placeholdersOf(read('en', page)));
      // A translation, not a copy of the English text.
      expect(text.body).not.toBe(parts(read('en', page)).body);
    });
  });

  it.each(LANGUAGES)('%s uses only the Markdown subset (no HTML tags, no outside links)', (language) => {
    for (const page of STATIC_PAGES) {
      const source = read(language, page);
      expect(source, `${language}/${page}`).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i);
      const targets = [...source.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] as string);
      expect(
        targets.filter(
          (href) => !(href.startsWith('/') && !href.startsWith('//')) && !href.startsWith('mailto:'),
        ),
        `${language}/${page}`,
      ).toEqual([]);
    }
  });
});
