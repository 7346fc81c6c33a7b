import en from '@amora/shared/locales/en.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../router';

/** Renders the real route table at `path` with English texts. */
export async function renderApp(path: string) {
  await initI18n('en', en);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
