import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, errorMessageKey } from './api/errors';
import { showToast } from './components/toasts/toastStore';
import { i18n } from './i18n/i18n';

function toastFor(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'authentication_required') return;
  const key = errorMessageKey(error, (k) => i18n.exists(k));
  showToast(i18n.isInitialized ? i18n.t(key as 'errors.generic') : 'An error occurred, try again later');
}

/**
 * Server state. Our fetch wrapper already retries (docs/product.md#the-calls-the-web-makes), so TanStack Query does not.
 * Failed queries show the generic error toast unless their meta says `silent`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) toastFor(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (!mutation.meta?.silent) toastFor(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
