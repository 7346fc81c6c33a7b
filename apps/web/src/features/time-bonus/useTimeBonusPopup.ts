import { TIME_BONUS } from '@amora/shared/constants';
import { routeByName } from '@amora/shared/routes';
import { useEffect, useState } from 'react';
import { useSession } from '../../app-state/session/useSession';
import { safeGet, safeSet } from '../../lib/storage';
import { useCurrentRoute } from '../../routeHandle';
import { useTimeBonus } from './timeBonus';

const DISMISSED_KEY = 'amora.timeBonusDismissedAt';
const storage = () => localStorage;

/** Dismissal is remembered per member and per bonus code, with a timestamp. */
const dismissedKey = (userId: number, code: string) => `${DISMISSED_KEY}.${userId}.${code}`;

export function dismissTimeBonus(userId: number, code: string): void {
  safeSet(storage, dismissedKey(userId, code), String(Date.now()));
}

/**
 * The time-bonus popup (docs/product.md#time-bonus): 40 s after entering the members area, when not dismissed,
 * the member has 0 credits and the bonus is visible. Leaving the members area restarts the wait.
 */
export function useTimeBonusPopup(): { open: boolean; close: () => void } {
  const user = useSession();
  const running = useTimeBonus();
  const route = useCurrentRoute();
  const inMembersArea = route ? routeByName(route.name).membersArea === true : false;
  const [waited, setWaited] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    setWaited(false);
    if (!inMembersArea) return;
    const timer = setTimeout(() => setWaited(true), TIME_BONUS.popupDelayMs);
    return () => clearTimeout(timer);
  }, [inMembersArea]);

  const code = running?.bonus.code ?? '';
  const dismissed = user ? safeGet(storage, dismissedKey(user.id, code)) !== null : true;
  const open =
    waited &&
    inMembersArea &&
    !closed &&
    !dismissed &&
    user !== null &&
    user.credits === 0 &&
    running !== null;
  const close = () => {
    if (user) dismissTimeBonus(user.id, code);
    setClosed(true);
  };
  return { open, close };
}
