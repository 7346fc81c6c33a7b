import type { Language } from '../languages';

/**
 * One name in every language, picked from a catalogue per language (`locales/data/<lng>.json`,
 * `locales/profile/<lng>.json`). A name missing in one language throws when the module loads:
 * the completeness tests (data.test.ts) keep that from reaching a member.
 */
export function namesIn<T>(
  catalogues: Record<Language, T>,
  pick: (catalogue: T) => string | undefined,
  what: string,
): Record<Language, string> {
  return Object.fromEntries(
    Object.entries(catalogues).map(([language, catalogue]) => {
      const name = pick(catalogue as T);
      if (name === undefined) throw new Error(`No ${language} text for ${what}`);
      return [language, name];
    }),
  ) as Record<Language, string>;
}
