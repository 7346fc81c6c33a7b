import type { Language } from '@amora/shared/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One lazy chunk per catalogue: only the active language is fetched. */
const catalogues = import.meta.glob<ResourceKey>('../../../../packages/shared/src/locales/*.json', {
  import: 'default',
});

export function catalogueLoader(language: string): (() => Promise<ResourceKey>) | undefined {
  return catalogues[`../../../../packages/shared/src/locales/${language}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogueLoader(language);
    if (!load) {
      callback(new Error(`No catalogue for ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Starts i18next in `language`, resolving once its catalogue is loaded. Rejects when the
 * catalogue chunk cannot be fetched (the caller may reload, see chunkReload).
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const load = catalogueLoader(language);
  if (!load) throw new Error(`No catalogue for ${language}`);
  const translation = await load();
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      resources: { [language]: { translation } },
      partialBundledLanguages: true,
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  setDocumentLanguage(language);
  return i18n;
}
