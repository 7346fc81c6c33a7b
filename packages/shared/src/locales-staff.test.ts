import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The staff console's catalogue (`locales/staff/en.json`, decision 033): English only by design
 * (decision 012), in the catalogues' format — `{{placeholders}}`, the plural forms English uses.
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

const folder = path.join(import.meta.dirname, 'locales', 'staff');
const english = flatten(JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as Tree);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('staff catalogue', () => {
  it('is English only', () => {
    expect(readdirSync(folder)).toEqual(['en.json']);
    expect(english.size).toBeGreaterThan(100);
  });

  it('has no empty text and only well-formed placeholders', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(text.replace(/\{\{\s*\w+\s*\}\}/g, ''), key).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('has the plural forms English uses for every plural key, each counting', () => {
    const bases = new Set(
      [...english.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
    );
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      const forms = [...english.keys()].filter(
        (k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k),
      );
      expect(forms.sort()).toEqual([`${base}_one`, `${base}_other`]);
      for (const form of forms) expect(english.get(form), form).toContain('{{count}}');
    }
  });
});
