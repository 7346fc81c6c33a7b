import { PROGRESS_BAR } from '@amora/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressController, type ProgressState, TRICKLE_MAX } from './progressController';

describe('ProgressController', () => {
  let states: ProgressState[];
  let controller: ProgressController;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    controller = new ProgressController((s) => states.push(s));
  });
  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  it('never shows for navigations faster than the throttle', () => {
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1);
    controller.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(controller.current.visible).toBe(false);
  });

  it('shows after the throttle and trickles towards the maximum over the duration', () => {
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs);
    expect(controller.current.visible).toBe(true);
    const early = controller.current.value;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(20);
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs / 2);
    const middle = controller.current.value;
    expect(middle).toBeGreaterThan(early);
    expect(middle).toBeLessThan(TRICKLE_MAX);
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs);
    expect(controller.current.value).toBe(TRICKLE_MAX);
  });

  it('jumps to 100 when done and hides after hideAfterMs', () => {
    controller.start();
    vi.advanceTimersByTime(1_000);
    controller.finish();
    expect(controller.current).toEqual({ visible: true, value: 100 });
    vi.advanceTimersByTime(PROGRESS_BAR.hideAfterMs - 1);
    expect(controller.current.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.current).toEqual({ visible: false, value: 0 });
  });

  it('a new navigation during the hide delay keeps the bar and restarts', () => {
    controller.start();
    vi.advanceTimersByTime(1_000);
    controller.finish();
    vi.advanceTimersByTime(100);
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.hideAfterMs);
    expect(controller.current.visible).toBe(true);
  });
});
