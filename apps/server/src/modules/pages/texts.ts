import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, StaticPage } from '@amora/shared';

export interface PageText {
  language: Language;
  title: string;
  /** The Markdown after the `# Title` line, placeholders not yet filled. */
  body: string;
}

/**
 * The static and legal page texts, `<dir>/<language>/<page>.md`. They ship with the code and never
 * change while the server runs, so each file is read once. A missing translation falls back to
 * English (the completeness test keeps that from happening in a release).
 */
export class PageTexts {
  private readonly cache = new Map<string, PageText | null>();

  constructor(private readonly dir: string) {}

  get(page: StaticPage, language: Language): PageText | null {
    return this.read(page, language) ?? (language === 'en' ? null : this.read(page, 'en'));
  }

  private read(page: StaticPage, language: Language): PageText | null {
    const key = `${language}/${page}`;
    if (!this.cache.has(key)) {
      let text: PageText | null = null;
      try {
        text = parsePage(readFileSync(path.join(this.dir, language, `${page}.md`), 'utf8'), language);
      } catch {
        text = null;
      }
      this.cache.set(key, text);
    }
    return this.cache.get(key) ?? null;
  }
}

/** Splits `# Title` (the first line) from the body; a file without it has no title. */
export function parsePage(source: string, language: Language): PageText {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^#[ \t]+(.+)\n?/.exec(text);
  return {
    language,
    title: match ? match[1]!.trim() : '',
    body: (match ? text.slice(match[0].length) : text).trim(),
  };
}

/** The `{{name}}` placeholders a text uses, sorted and unique. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
