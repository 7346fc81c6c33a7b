import { PRESENCE_ONLINE_MS } from '@amora/shared/constants';

/**
 * One presence rule for every screen (cards, profile, chat list, chat header): the freshest word
 * from any answer about a member wins, and "online" ages out by the server's own rule
 * (PRESENCE_ONLINE_MS after the last sign of life) on the page's clock. A profile fetched a
 * minute before the chat header can no longer say "online" while the header says "last seen 8
 * minutes ago" (docs/decisions/031-calm-first-screen.md).
 */
export interface PresenceFacts {
  online: boolean;
  /** ISO time, or null for a member in invisible mode. */
  last_seen: string | null;
}

interface Known {
  online: boolean;
  lastSeen: number;
  /** On this page's clock: when "online" runs out if nothing newer comes. */
  onlineUntil: number;
}

const known = new Map<number, Known>();
const listeners = new Set<() => void>();
let version = 0;
const MINUTE = 60_000;

function fromAnswer(facts: PresenceFacts & { last_seen: string }, receivedAt: number): Known {
  // A time from a server clock ahead of this one counts as now.
  const lastSeen = Math.min(Date.parse(facts.last_seen), receivedAt);
  // The server said online, so by its clock the member was active less than PRESENCE_ONLINE_MS
  // ago; a page clock far off the server's still shows its word for at least a minute.
  const age = Math.min(Math.max(0, receivedAt - lastSeen), PRESENCE_ONLINE_MS - MINUTE);
  return {
    online: facts.online,
    lastSeen,
    onlineUntil: facts.online ? receivedAt - age + PRESENCE_ONLINE_MS : 0,
  };
}

/** Notes what an answer says about a member; only a newer last sign of life replaces the old. */
export function notePresence(id: number, facts: PresenceFacts, receivedAt = Date.now()): void {
  if (!facts.last_seen) return;
  const next = fromAnswer({ ...facts, last_seen: facts.last_seen }, receivedAt);
  const before = known.get(id);
  if (before && before.lastSeen > next.lastSeen) return;
  if (before && before.lastSeen === next.lastSeen) {
    // The same sign of life: "away" (page hidden) wins over "online".
    if (before.online === next.online || !before.online) return;
  }
  known.set(id, next);
  version += 1;
  for (const listener of listeners) listener();
}

/** What every screen shows: online, or last seen at (ISO), or nothing (invisible mode). */
export function presenceOf(
  id: number,
  facts: PresenceFacts,
  now: number,
): { online: boolean; lastSeen: string | null } {
  // No time (invisible mode: the server then never says online either): its word as it is.
  if (!facts.last_seen) return { online: facts.online, lastSeen: null };
  const stored = known.get(id);
  const mine = fromAnswer({ ...facts, last_seen: facts.last_seen }, now);
  const best = stored && stored.lastSeen >= mine.lastSeen ? stored : mine;
  return { online: best.online && now < best.onlineUntil, lastSeen: new Date(best.lastSeen).toISOString() };
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const presenceVersion = () => version;

/** For tests: forget every member. */
export function resetPresence(): void {
  known.clear();
  version += 1;
}
