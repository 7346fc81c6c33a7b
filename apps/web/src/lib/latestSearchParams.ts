import { useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigationType, useSearchParams } from 'react-router';

/**
 * The page's URL query, and the query last asked for with a setter that keeps it. React Router
 * renders a navigation in a transition, so a second change can come before the page has rendered
 * the first (a quick second choice in a filter bar, a busy phone); built on the rendered query, as
 * react-router's own setter and its updater form are, that second change would drop the first.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    // The URL shows what was asked, or moved by itself (Back, Forward): the rendered query leads again.
    if (navigationType === 'POP' || asked.current?.toString() === params.toString()) asked.current = null;
  }, [params, navigationType]);
  const latest = () => asked.current ?? params;
  const setLatest = (next: URLSearchParams, options?: NavigateOptions) => {
    asked.current = next;
    setParams(next, options);
  };
  return { params, latest, setLatest };
}
