import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { showToast, useToasts } from './components/toasts/toastStore';
import { useChatEvents } from './features/chats/useChatEvents';
import { reloadForChunkError } from './features/errors/chunkReload';
import { NavigationProgress } from './features/progress/NavigationProgress';
import { useSession, useSessionPolling } from './features/session/useSession';
import { PageTitle } from './features/site/PageTitle';
import { focusPageContentSoon } from './lib/pageFocus';
import { useLiveEvents } from './live/useLiveEvents';
import { usePushMessages } from './live/usePushMessages';

const ToastHost = lazy(() => import('./components/toasts/ToastHost'));

/** Everything around the layouts: progress bar, title, toasts, chunk-failure recovery. */
export function AppShell() {
  const { t } = useTranslation();
  const toasts = useToasts();
  useSessionPolling();
  // Above the layouts: one live socket for the whole visit, not one per layout. A new socket at
  // every switch between the chat and default layouts made the member look away to others.
  const loggedIn = useSession() !== null;
  useChatEvents(loggedIn);
  useLiveEvents(loggedIn);
  usePushMessages(loggedIn);

  // A new page takes focus to its content (lib/pageFocus.ts); the first load leaves it at the top.
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what triggers it
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    return focusPageContentSoon();
  }, [pathname]);

  // Where a navigation under way is going: a page part that fails to load on the way is reloaded
  // there, at the page the member asked for.
  const navigation = useNavigation();
  const going = useRef<string | undefined>(undefined);
  going.current = navigation.location
    ? navigation.location.pathname + navigation.location.search + navigation.location.hash
    : undefined;

  useEffect(() => {
    // Vite fires this when a lazy chunk's preload fails (e.g. a deploy removed it).
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError({ target: going.current })) event.preventDefault();
      else showToast(t('errors.generic'));
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [t]);

  return (
    <>
      <a href="#content" className="visually-hidden-focusable skip-link">
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <PageTitle />
      <Outlet />
      <ScrollRestoration />
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
