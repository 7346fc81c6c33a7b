import type { Language } from '@amora/shared/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues are JSON assets with content-hashed names (cached for good): only the active
 * language is fetched, as data rather than JavaScript (JSON parses faster and stays out of the
 * JavaScript budget; scripts/bundle-budget.mjs checks its size separately).
 */
const catalogueUrls = import.meta.glob<string>('../../../../packages/shared/src/locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function catalogueLoader(language: string): (() => Promise<ResourceKey>) | undefined {
  const url = catalogueUrls[`../../../../packages/shared/src/locales/${language}.json`];
  if (!url) return undefined;
  return async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Catalogue ${language}: HTTP ${response.status}`);
    return (await response.json()) as ResourceKey;
  };
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
export async function initI18n(language: Language, preloaded?: ResourceKey): Promise<typeof i18n> {
  const load = catalogueLoader(language);
  if (!load && !preloaded) throw new Error(`No catalogue for ${language}`);
  const translation = preloaded ?? (await load!());
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
