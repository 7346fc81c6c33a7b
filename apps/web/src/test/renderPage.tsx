import type { User } from '@amora/shared/api/account';
import en from '@amora/shared/locales/en.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SESSION_KEY } from '../app-state/session/useSession';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../queryClient';

export const userFixture: User = {
  id: 7,
  email: 'jan@example.com',
  status: 'active',
  credits: 50,
  paid_user: true,
  free_messages_left: null,
  signup_date: '2025-01-01T10:00:00Z',
  fictional_icon: '🎭',
  fictional_ack: false,
  language: 'en',
  notifications_disabled: [],
  email_disabled: null,
  invisible: false,
  blur_explicit_photos: true,
  profile: { name: 'Jan', country: 'NL', status: 'active', main_image: null },
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders one screen at `path` with English texts, a fresh query client (session preset to
 * `user`) and a router whose other paths show where the screen navigated to.
 */
export async function renderPage(
  element: ReactNode,
  {
    path = '/',
    user = null,
    routePath,
  }: {
    path?: string;
    user?: User | null /** The route pattern, e.g. /members/:id. */;
    routePath?: string;
  } = {},
) {
  await initI18n('en', en);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, { user });
  const router = createMemoryRouter(
    [
      {
        path: routePath ?? new URL(path, 'http://x').pathname,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering each `METHOD path` with a status and JSON body; records the calls. */
export function mockApi(routes: Record<string, [number, unknown] | ((body: unknown) => [number, unknown])>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    const route = routes[`${method} ${path}`];
    const [status, answer] =
      typeof route === 'function' ? route(body) : (route ?? [404, { error: 'not_found', message: 'x' }]);
    return new Response(JSON.stringify(answer), { status });
  };
  return { fetchMock, calls };
}
