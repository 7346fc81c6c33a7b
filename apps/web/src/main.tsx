import './styles/main.scss';
import type { Language } from '@amora/shared/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { logOutOnAuthenticationRequired, sessionQuery } from './app-state/session/useSession';
import { captureTracking } from './app-state/signup/tracking';
import { settingsQuery } from './app-state/site/useSettings';
import { isChunkLoadError, reloadForChunkError } from './features/errors/chunkReload';
import { initI18n } from './i18n/i18n';
import { readLocaleCookie, resolveLanguage } from './i18n/locale';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

const queryClient = createQueryClient();

/** Locale: cookie → the site's domain_language (needs the settings) → en. */
async function startLanguage(): Promise<Language> {
  const cookieLanguage = readLocaleCookie(document.cookie);
  if (cookieLanguage) {
    void queryClient.prefetchQuery(settingsQuery(cookieLanguage));
    return cookieLanguage;
  }
  try {
    const settings = await queryClient.fetchQuery({ ...settingsQuery(undefined), retry: 1 });
    const language = resolveLanguage(null, settings.domain_language);
    if (settings.language === language) queryClient.setQueryData(settingsQuery(language).queryKey, settings);
    return language;
  } catch {
    return resolveLanguage(null, null);
  }
}

async function boot() {
  logOutOnAuthenticationRequired(queryClient);
  captureTracking(window.location.search);
  void queryClient.prefetchQuery(sessionQuery);
  const language = await startLanguage();
  try {
    await initI18n(language);
  } catch (error) {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
