import type { ProfileCard } from '@amora/shared/api/profile';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '../lib/lastSeen';
import { notePresence, presenceOf, presenceVersion, subscribePresence } from '../lib/presence';

type PresenceProfile = Pick<ProfileCard, 'id' | 'online' | 'last_seen'>;

/** One clock for every presence on the page, ticking once a minute while any is shown. */
let minute = Date.now();
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | undefined;

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (!clockTimer) {
    minute = Date.now();
    clockTimer = setInterval(() => {
      minute = Date.now();
      for (const l of clockListeners) l();
    }, 60_000);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

/**
 * A member's presence by the one rule of lib/presence.ts: what this answer says, unless another
 * answer said something newer, with "online" ageing out on the page's clock.
 */
export function usePresence(profile: PresenceProfile): { online: boolean; lastSeen: string | null } {
  // Both re-render the member's presence: the minute clock and any newer word about anyone.
  useSyncExternalStore(
    subscribeClock,
    () => minute,
    () => minute,
  );
  useSyncExternalStore(subscribePresence, presenceVersion, presenceVersion);
  useEffect(() => {
    notePresence(profile.id, profile);
  }, [profile]);
  return presenceOf(profile.id, profile, Date.now());
}

/** Whether the member is online now, for a green dot. */
export function useOnline(profile: PresenceProfile): boolean {
  return usePresence(profile).online;
}

/**
 * "online" or "last seen 3 hours ago" in the member's language; null for a member in invisible
 * mode (the server then sends neither).
 */
export function usePresenceText(profile: PresenceProfile): { online: boolean; text: string | null } {
  const { t, i18n } = useTranslation();
  const { online, lastSeen } = usePresence(profile);
  if (online) return { online, text: t('members.online') };
  if (!lastSeen) return { online, text: null };
  return {
    online,
    text: t('presence.lastSeen', { time: timeAgo(lastSeen, new Date(), i18n.language) }),
  };
}

/** The presence line of a profile or a chat: a green dot when online, else the last-seen time. */
export function Presence({ profile, className = '' }: { profile: PresenceProfile; className?: string }) {
  const { online, text } = usePresenceText(profile);
  if (!text) return null;
  return (
    <span className={`presence${online ? ' presence--online' : ''} ${className}`.trim()}>
      {online && <span className="online-dot" aria-hidden="true" />}
      {text}
    </span>
  );
}
