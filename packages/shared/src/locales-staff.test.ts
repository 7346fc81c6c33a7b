import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, PLURAL_SUFFIX } from './catalogue-checks';

/**
 * The staff console's catalogue (`locales/staff/en.json`, decision 033): English only by design
 * (decision 012), in the catalogues' format — `{{placeholders}}`, the plural forms English uses.
 */

const folder = path.join(import.meta.dirname, 'locales', 'staff');
const english = loadCatalogue('en', 'locales/staff');

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
