/** The navigation loading bar: a slow page change shows progress instead of a frozen screen. */
export const LOADING_BAR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100 */
  progress: number;
}

const TICK_MS = 50;

/** Eases toward (but never reaches) 100: about 50% at half the duration, 70% at the full duration. */
export function estimatedProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

/**
 * Nuxt-style loading indicator: nothing shows for navigations shorter than the throttle; then progress eases
 * toward 100 over the duration; finish jumps to 100, hides after hideDelay and resets to 0 after resetDelay.
 */
export class LoadingBarController {
  private state: LoadingBarState = { visible: false, progress: 0 };
  private listeners = new Set<() => void>();
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: typeof LOADING_BAR;
  private readonly now: () => number;

  constructor(options: Partial<typeof LOADING_BAR> = {}, now: () => number = Date.now) {
    this.options = { ...LOADING_BAR, ...options };
    this.now = now;
  }

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    this.clearTimers();
    this.set({ visible: false, progress: 0 });
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = undefined;
      const startedAt = this.now();
      this.set({ visible: true, progress: 0 });
      this.tickTimer = setInterval(() => {
        const progress = estimatedProgress(this.options.duration, this.now() - startedAt);
        this.set({ visible: true, progress: Math.max(0, Math.min(100, progress)) });
      }, TICK_MS);
    }, this.options.throttle);
  }

  finish(): void {
    const wasShown = this.state.visible;
    this.clearTimers();
    if (!wasShown) {
      this.set({ visible: false, progress: 0 });
      return;
    }
    this.set({ visible: true, progress: 100 });
    this.hideTimer = setTimeout(() => {
      this.set({ visible: false, progress: 100 });
      this.resetTimer = setTimeout(() => this.set({ visible: false, progress: 0 }), this.options.resetDelay);
    }, this.options.hideDelay);
  }

  dispose(): void {
    this.clearTimers();
    this.listeners.clear();
  }

  private clearTimers(): void {
    clearTimeout(this.throttleTimer);
    clearInterval(this.tickTimer);
    clearTimeout(this.hideTimer);
    clearTimeout(this.resetTimer);
    this.throttleTimer = this.tickTimer = this.hideTimer = this.resetTimer = undefined;
  }

  private set(next: LoadingBarState): void {
    if (next.visible === this.state.visible && next.progress === this.state.progress) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
