import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/errors';

export type TokenState<T> =
  | { state: 'busy' }
  | { state: 'done'; value: T }
  | { state: 'error'; code: string };

/** Runs a mail link's call once on arrival (StrictMode-safe) and tracks its outcome. */
export function useTokenAction<T>(token: string, run: (token: string) => Promise<T>): TokenState<T> {
  const [result, setResult] = useState<TokenState<T>>(
    token ? { state: 'busy' } : { state: 'error', code: 'link_invalid' },
  );
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    run(token).then(
      (value) => setResult({ state: 'done', value }),
      (error: unknown) =>
        setResult({ state: 'error', code: error instanceof ApiRequestError ? error.code : 'generic' }),
    );
  }, [token, run]);
  return result;
}
