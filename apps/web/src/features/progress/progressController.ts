import { PROGRESS_BAR } from '@amora/shared/constants';

export interface ProgressState {
  visible: boolean;
  /** 0–100 */
  value: number;
}

export interface ProgressTimings {
  throttleMs: number;
  durationMs: number;
  hideAfterMs: number;
  tickMs: number;
}

/** Highest value the trickle reaches before the navigation is done. */
export const TRICKLE_MAX = 95;

/**
 * Navigation progress (docs/product.md#navigation, #numbers-and-limits): runs 0→100 per navigation; shows only when a navigation
 * takes longer than the throttle, trickles towards TRICKLE_MAX over `durationMs`, jumps to 100
 * when done and hides `hideAfterMs` later.
 */
export class ProgressController {
  private state: ProgressState = { visible: false, value: 0 };
  private startedAt = 0;
  private running = false;
  private showTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly timings: ProgressTimings;

  constructor(
    private readonly onChange: (state: ProgressState) => void,
    timings: Partial<ProgressTimings> = {},
  ) {
    this.timings = { ...PROGRESS_BAR, tickMs: 100, ...timings };
  }

  get current(): ProgressState {
    return this.state;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    clearTimeout(this.hideTimer);
    this.startedAt = Date.now();
    this.showTimer = setTimeout(() => {
      this.set({ visible: true, value: this.trickleValue() });
      this.tickTimer = setInterval(
        () => this.set({ visible: true, value: this.trickleValue() }),
        this.timings.tickMs,
      );
    }, this.timings.throttleMs);
  }

  finish(): void {
    if (!this.running) return;
    this.running = false;
    clearTimeout(this.showTimer);
    clearInterval(this.tickTimer);
    if (!this.state.visible) return;
    this.set({ visible: true, value: 100 });
    this.hideTimer = setTimeout(() => this.set({ visible: false, value: 0 }), this.timings.hideAfterMs);
  }

  dispose(): void {
    clearTimeout(this.showTimer);
    clearInterval(this.tickTimer);
    clearTimeout(this.hideTimer);
    this.running = false;
  }

  private trickleValue(): number {
    const elapsed = Date.now() - this.startedAt;
    const fraction = Math.min(1, elapsed / this.timings.durationMs);
    // Ease out: fast at first, slower towards the end of the duration.
    return Math.round(TRICKLE_MAX * (1 - (1 - fraction) ** 2) * 10) / 10;
  }

  private set(next: ProgressState): void {
    if (next.visible === this.state.visible && next.value === this.state.value) return;
    this.state = next;
    this.onChange(next);
  }
}
