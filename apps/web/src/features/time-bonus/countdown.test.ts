import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('time-bonus countdown', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(14_399)).toBe('03:59:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });

  it('rounds a part second up, so 00:00:00 means it is over', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
  });
});
