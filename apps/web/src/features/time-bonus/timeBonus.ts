import type { DiscountCode, TimeBonus } from '@amora/shared/api/payments';
import { TIME_BONUS } from '@amora/shared/constants';
import { getDiscountcode, getTimebonus } from '@amora/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../api/endpoint';
import { useSession } from '../../app-state/session/useSession';
import { secondsUntil } from './countdown';

/**
 * The time bonus and the welcome discount (docs/product.md#time-bonus, #numbers-and-limits). This module runs on every members-area
 * page, so it stays small: two queries, a one-second clock, no UI.
 */

/** The bonus as loaded, with its end on this browser's clock (seconds_left counts from the answer). */
export interface LoadedBonus {
  bonus: TimeBonus;
  endsAt: number;
}

/**
 * Loaded when a non-paid member is logged in (the query starts with the session), dropped on
 * logout with the other member queries (meta.member).
 */
export const timeBonusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['timebonus', userId],
    queryFn: async ({ signal }): Promise<LoadedBonus | null> => {
      const { time_bonus } = await call(getTimebonus, { signal });
      return time_bonus ? { bonus: time_bonus, endsAt: Date.now() + time_bonus.seconds_left * 1000 } : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { member: true, silent: true },
  });

/** The welcome code (25 % on the first purchase); a failure is ignored silently (docs/product.md#when-something-fails). */
export const welcomeCodeQuery = (userId: number) =>
  queryOptions({
    queryKey: ['welcome-code', userId],
    queryFn: async ({ signal }): Promise<DiscountCode | null> => {
      try {
        const answer = await call(getDiscountcode, { query: { welcome: 'true' }, signal, retries: 0 });
        return answer.discount_code;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { member: true, silent: true },
  });

/** Epoch ms, updated every `tickMs` while `active`. */
export function useNow(active: boolean, tickMs: number = TIME_BONUS.tickMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active, tickMs]);
  return now;
}

export interface RunningBonus {
  bonus: TimeBonus;
  secondsLeft: number;
}

/**
 * The running time bonus with its seconds left, ticking every second; null when none applies:
 * logged out, a paid member, no bonus from the server, or the countdown reached zero.
 */
export function useTimeBonus(): RunningBonus | null {
  const user = useSession();
  const eligible = user !== null && !user.paid_user;
  const { data } = useQuery({ ...timeBonusQuery(user?.id ?? 0), enabled: eligible });
  const loaded = eligible ? (data ?? null) : null;
  const now = useNow(loaded !== null);
  if (!loaded) return null;
  const secondsLeft = secondsUntil(loaded.endsAt, now);
  return secondsLeft > 0 ? { bonus: loaded.bonus, secondsLeft } : null;
}

/** The welcome code when no time bonus runs (active discount = time bonus, else welcome code). */
export function useWelcomeCode(enabled: boolean): DiscountCode | null {
  const user = useSession();
  const eligible = enabled && user !== null && !user.paid_user;
  const { data } = useQuery({ ...welcomeCodeQuery(user?.id ?? 0), enabled: eligible });
  return eligible && data && data.status === 'active' && !data.expired ? data : null;
}
