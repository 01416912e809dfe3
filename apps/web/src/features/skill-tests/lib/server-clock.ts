import { useEffect, useState } from 'react';

/**
 * The countdown trusts the server, never the local clock: the attempt carries `server_now`, and the difference
 * between it and the local clock when the answer arrived is the offset added to every later local reading.
 */
export function clockOffsetMs(serverNow: string, localNowMs: number): number {
  return Date.parse(serverNow) - localNowMs;
}

/** Whole seconds left until `deadlineAt`, as the server would count them now (never below zero). */
export function secondsLeft(deadlineAt: string, offsetMs: number, localNowMs: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - (localNowMs + offsetMs)) / 1000));
}

/** "14:05" or "1:02:09": a countdown as a clock face. */
export function clockFace(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Seconds left, re-read every second (the interval only wakes the page; the value comes from the clock). */
export function useSecondsLeft(deadlineAt: string, offsetMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadlineAt, offsetMs));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadlineAt, offsetMs));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);
  return left;
}
