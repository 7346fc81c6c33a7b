import { routeByName } from '@amora/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { safeGet, safeSet } from '../../lib/storage';
import { useCurrentRoute } from '../../routeHandle';

/** Auto-like runs once per browser session, this long after entering the members area. */
export const AUTO_LIKE_DELAY_MS = 3_000;
export const AUTO_LIKE_SESSION_KEY = 'amora.autoLikeDone';

/** The seconds of a `t=N` query (whole seconds, at most an hour), or null. */
export function likeModalDelay(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= 3600 ? seconds : null;
}

/**
 * Query `t=N` (docs/product.md#chats-and-likes): the like modal opens after N seconds and `t` leaves the URL (replace,
 * other parameters kept). Returns whether the modal is open and how to close it.
 */
export function useLikeModalTimer(): [open: boolean, close: () => void, pending: boolean] {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const seconds = likeModalDelay(params.get('t'));
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  useEffect(() => {
    if (seconds === null) return;
    const timer = setTimeout(() => {
      setOpen(true);
      // The modal's own auto-like counts as this session's.
      safeSet(() => sessionStorage, AUTO_LIKE_SESSION_KEY, '1');
      setParamsRef.current(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('t');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  return [open, useCallback(() => setOpen(false), []), seconds !== null];
}

/**
 * Auto-like (docs/product.md#the-calls-the-web-makes): once per session, a short while after a logged-in member enters the
 * members area, a fitting member likes them; the toast and the reload load with the call.
 * `waiting`: a like modal is due or open, and its auto-like stands for this one.
 */
export function useAutoLike(waiting: boolean): void {
  const user = useSession();
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const inMembersArea = route ? routeByName(route.name).membersArea === true : false;
  const active = user !== null && inMembersArea && !waiting;

  useEffect(() => {
    if (!active || safeGet(() => sessionStorage, AUTO_LIKE_SESSION_KEY)) return;
    const timer = setTimeout(() => {
      if (safeGet(() => sessionStorage, AUTO_LIKE_SESSION_KEY)) return;
      safeSet(() => sessionStorage, AUTO_LIKE_SESSION_KEY, '1');
      void import('./autoLike').then((m) => m.runAutoLike(queryClient));
    }, AUTO_LIKE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, queryClient]);
}
