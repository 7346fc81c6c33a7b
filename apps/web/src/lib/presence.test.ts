import { afterEach, describe, expect, it } from 'vitest';
import { notePresence, presenceOf, resetPresence } from './presence';

const MIN = 60_000;
const t0 = Date.parse('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();

describe('one presence rule', () => {
  afterEach(() => resetPresence());

  it('ages "online" out by the server’s rule on the page’s clock', () => {
    const facts = { online: true, last_seen: at(-6 * MIN) };
    notePresence(1, facts, t0);
    expect(presenceOf(1, facts, t0).online).toBe(true);
    expect(presenceOf(1, facts, t0 + 2 * MIN)).toEqual({ online: false, lastSeen: at(-6 * MIN) });
  });

  it('lets the newest answer win on every screen: an older "online" gives way to a newer "away"', () => {
    const profilePage = { online: true, last_seen: at(-MIN) };
    notePresence(1, profilePage, t0);
    notePresence(1, { online: false, last_seen: at(0) }, t0);
    expect(presenceOf(1, profilePage, t0)).toEqual({ online: false, lastSeen: at(0) });
    // An older answer arriving later changes nothing.
    notePresence(1, profilePage, t0);
    expect(presenceOf(1, profilePage, t0).online).toBe(false);
  });

  it('trusts the server’s "online" for at least a minute when the page’s clock is far off', () => {
    const facts = { online: true, last_seen: at(-3 * 60 * MIN) };
    notePresence(4, facts, t0);
    expect(presenceOf(4, facts, t0 + 30_000).online).toBe(true);
    expect(presenceOf(4, facts, t0 + 2 * MIN).online).toBe(false);
  });

  it('shows nothing for a member in invisible mode, and a future time counts as now', () => {
    expect(presenceOf(2, { online: false, last_seen: null }, t0)).toEqual({ online: false, lastSeen: null });
    notePresence(3, { online: true, last_seen: at(5 * MIN) }, t0);
    expect(presenceOf(3, { online: true, last_seen: at(-20 * MIN) }, t0)).toEqual({
      online: true,
      lastSeen: at(0),
    });
  });
});
