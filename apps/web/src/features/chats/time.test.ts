import { describe, expect, it } from 'vitest';
import { dayLabel, relativeTime } from './time';

const now = new Date(2025, 2, 14, 15, 0, 0);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('chat times in the member’s locale', () => {
  it('relative times for the chats list', () => {
    expect(relativeTime(at(2025, 2, 14, 14, 59), now, 'en')).toBe('1 min. ago');
    expect(relativeTime(at(2025, 2, 14, 12, 0), now, 'en')).toBe('3 hr. ago');
    expect(relativeTime(at(2025, 2, 13, 23, 0), now, 'en')).toBe('yesterday');
    expect(relativeTime(at(2025, 2, 10, 9, 0), now, 'en')).toBe('4 days ago');
    expect(relativeTime(at(2025, 1, 2, 9, 0), now, 'en')).toBe('Feb 2');
    expect(relativeTime(at(2025, 2, 13, 23, 0), now, 'de')).toBe('gestern');
  });

  it('day separators', () => {
    expect(dayLabel(at(2025, 2, 14, 9, 0), now, 'en')).toBe('today');
    expect(dayLabel(at(2025, 2, 13, 9, 0), now, 'en')).toBe('yesterday');
    expect(dayLabel(at(2025, 2, 3, 9, 0), now, 'en')).toBe('Monday, March 3');
    expect(dayLabel(at(2025, 2, 13, 9, 0), now, 'nl')).toBe('gisteren');
  });
});
