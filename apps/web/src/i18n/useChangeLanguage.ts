import { putUser } from '@amora/shared/endpoints';
import type { Language } from '@amora/shared/languages';
import { useCallback } from 'react';
import { request } from '../api/endpoint';
import { useSession } from '../app-state/session/useSession';
import { writeCookie } from '../lib/cookies';
import { i18n, setDocumentLanguage } from './i18n';
import { localeCookie } from './locale';

/**
 * Switches the interface language: cookie, i18next, <html lang>; the settings query is keyed
 * by language, so it refetches in the new language by itself. A logged-in member's language
 * is saved on the server too (docs/product.md#the-calls-the-web-makes, PUT /api/user.php).
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const user = useSession();
  return useCallback(
    async (language: Language) => {
      writeCookie(localeCookie(language));
      await i18n.changeLanguage(language);
      setDocumentLanguage(language);
      if (user) await request(putUser, { body: { language } }).catch(() => undefined);
    },
    [user],
  );
}
