import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession, useSessionPolling } from './app-state/session/useSession';
import { PageTitle } from './app-state/site/PageTitle';
import { useToasts } from './components/toasts/toastStore';
import { useChatEvents } from './features/chats/useChatEvents';
import { NavigationProgress } from './features/progress/NavigationProgress';
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

  // A lazy page part that fails to load (a deploy removed it; Vite's preload error included)
  // rejects its import and reaches the route's errorElement, RouteError, once the navigation has
  // arrived at the page the member asked for: it reloads that page (features/errors/chunkReload).

  return (
    <>
      <a href="#content" className="visually-hidden-focusable skip-link">
        {t('common.skipToContent')}
      </a>
      <NavigationProgress label={t('common.loading')} />
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
