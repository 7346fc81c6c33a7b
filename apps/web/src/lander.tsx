import './styles/lander.scss';
import { matchRoute } from '@amora/shared/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureTracking } from './app-state/signup/tracking';
import { settingsQuery } from './app-state/site/useSettings';
import { LanderApp } from './features/landers/LanderApp';
import { landerQuery } from './features/landers/LanderScreen';
import { initI18n } from './i18n/i18n';
import { readLocaleCookie, resolveLanguage } from './i18n/locale';

/**
 * The lean entry of the landing pages (docs/product.md#landing-pages: ≤ 120 KB gzip of JavaScript, Lighthouse ≥ 95).
 * The server sends lander.html for lander routes; it renders the same screens as the main app
 * without the router, toasts and live events. Every link out of a lander is a full page load
 * into the main app, which finds the tracking kept in this tab's session storage.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } },
});

async function boot() {
  captureTracking(window.location.search);
  // The members of the lander load while the language and catalogue do.
  void queryClient.prefetchQuery(landerQuery);
  let language = readLocaleCookie(document.cookie);
  if (language) {
    void queryClient.prefetchQuery(settingsQuery(language));
  } else {
    const settings = await queryClient.fetchQuery(settingsQuery(undefined)).catch(() => null);
    language = resolveLanguage(null, settings?.domain_language ?? null);
    if (settings?.language === language) queryClient.setQueryData(settingsQuery(language).queryKey, settings);
  }
  await initI18n(language).catch((error: unknown) => console.error(error));
  const match = matchRoute(window.location.pathname);
  const root = document.getElementById('root');
  if (!root || !match) return;
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanderApp route={{ def: match.route, params: match.params }} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
