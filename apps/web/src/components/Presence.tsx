import type { ProfileCard } from '@amora/shared/api/profile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '../lib/lastSeen';

/** A clock for "last seen" texts, ticking once a minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "online" or "last seen 3 hours ago" in the member's language; null for a member in invisible
 * mode (the server then sends neither).
 */
export function usePresenceText(profile: Pick<ProfileCard, 'online' | 'last_seen'>): string | null {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  if (profile.online) return t('members.online');
  if (!profile.last_seen) return null;
  return t('presence.lastSeen', { time: timeAgo(profile.last_seen, now, i18n.language) });
}

/** The presence line of a profile or a chat: a green dot when online, else the last-seen time. */
export function Presence({
  profile,
  className = '',
}: {
  profile: Pick<ProfileCard, 'online' | 'last_seen'>;
  className?: string;
}) {
  const text = usePresenceText(profile);
  if (!text) return null;
  return (
    <span className={`presence${profile.online ? ' presence--online' : ''} ${className}`.trim()}>
      {profile.online && <span className="online-dot" aria-hidden="true" />}
      {text}
    </span>
  );
}
