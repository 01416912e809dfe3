import { useSyncExternalStore } from 'react';
import { serverOffsetMs } from './interview-timing.ts';

/*
 * The interview's estimate of the server's clock (think and answer times are the server's). One per page load: the
 * interview calls feed it (a new take's `started_at`, else a response's Date header), and countdowns read `now()`.
 */
let offsetMs = 0;
let precise = false;

export const serverClock = {
  /** A take's `started_at`, just answered: precise to the request's time in flight. */
  observeInstant(serverIso: string, receivedAtMs: number): void {
    offsetMs = serverOffsetMs(serverIso, receivedAtMs);
    precise = true;
  },
  /** A Date header (whole seconds): only until a precise instant arrives. */
  observeDateHeader(header: string | undefined, receivedAtMs: number): void {
    if (!header || precise) return;
    offsetMs = serverOffsetMs(header, receivedAtMs, true);
  },
  now(): number {
    return Date.now() + offsetMs;
  },
};

const TICK_MS = 250;
const subscribe = (notify: () => void) => {
  const timer = window.setInterval(notify, TICK_MS);
  return () => window.clearInterval(timer);
};
// Rounded to the tick, so React sees a stable value between ticks.
const snapshot = () => Math.floor(serverClock.now() / TICK_MS) * TICK_MS;

/** The server's time, refreshed four times a second while `active` (a countdown is on screen). */
export function useServerNow(active: boolean): number {
  return useSyncExternalStore(active ? subscribe : noSubscribe, snapshot, snapshot);
}
const noSubscribe = () => () => undefined;
