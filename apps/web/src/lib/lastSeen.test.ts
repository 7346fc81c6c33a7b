import { describe, expect, it } from 'vitest';
import { timeAgo } from './lastSeen';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it('counts in the largest whole unit, never less than a minute', () => {
    expect(timeAgo(ago(10_000), now, 'en')).toBe('1 minute ago');
    expect(timeAgo(ago(42 * MIN), now, 'en')).toBe('42 minutes ago');
    expect(timeAgo(ago(3 * 60 * MIN + 59 * MIN), now, 'en')).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 60 * MIN), now, 'en')).toBe('1 day ago');
    expect(timeAgo(ago(15 * 24 * 60 * MIN), now, 'en')).toBe('2 weeks ago');
    expect(timeAgo(ago(100 * 24 * 60 * MIN), now, 'en')).toBe('3 months ago');
    expect(timeAgo(ago(800 * 24 * 60 * MIN), now, 'en')).toBe('2 years ago');
  });

  it('speaks the member’s language (Norwegian through Bokmål)', () => {
    expect(timeAgo(ago(5 * MIN), now, 'de')).toBe('vor 5 Minuten');
    expect(timeAgo(ago(5 * MIN), now, 'nl')).toBe('5 minuten geleden');
    expect(timeAgo(ago(5 * MIN), now, 'no')).toBe('for 5 minutter siden');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(ago(-30_000), now, 'en')).toBe('1 minute ago');
  });
});
