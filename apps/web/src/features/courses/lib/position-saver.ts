import { COURSE_VIDEO_DONE_RATIO, type LessonProgressUpdate } from '@talent/contract/courses';

/** How often a playing video's position is saved. */
export const POSITION_SAVE_INTERVAL_MS = 5_000;
/** A saved position this close to the end starts the video over: the candidate finished it. */
const END_MARGIN_SECONDS = 2;
const MAX_POSITION = 86_400;

export interface PositionSaverOptions {
  /** Sends one save. `leaving`: the page is going away, so it must outlive it (a keepalive request). */
  send: (update: LessonProgressUpdate & { position_seconds: number }, leaving: boolean) => void;
  durationSeconds: number;
  /** The lesson was done before (the server keeps `done`; it is sent once). */
  done: boolean;
  intervalMs?: number;
  /** Milliseconds, for the interval; the browser time goes in `client_time`. */
  now?: () => number;
  clientTime?: () => string;
}

export interface PositionSaver {
  /** A `timeupdate` while playing: saves when the interval has passed since the last save. */
  playing(seconds: number): void;
  /** Paused, a seek finished, or the video ended: saves at once. */
  settled(seconds: number): void;
  /** The page or the lesson is going away: saves what was not saved yet. */
  leave(seconds: number, leaving: boolean): void;
}

/**
 * When a video lesson's position is saved: every few seconds while it plays, at once when it pauses, seeks or
 * ends, and on the way out; never twice for the same second. Reaching COURSE_VIDEO_DONE_RATIO of the clip sends
 * `done` with the position, once. Each save carries the browser's time, so the server keeps the newest of two
 * tabs or devices.
 */
export function createPositionSaver({
  send,
  durationSeconds,
  done,
  intervalMs = POSITION_SAVE_INTERVAL_MS,
  now = () => Date.now(),
  clientTime = () => new Date().toISOString(),
}: PositionSaverOptions): PositionSaver {
  let lastPosition: number | null = null;
  let lastAt = -Infinity;
  let doneSent = done;

  const save = (seconds: number, leaving: boolean) => {
    if (!Number.isFinite(seconds)) return;
    const position = Math.min(MAX_POSITION, Math.max(0, Math.floor(seconds)));
    const reachedEnd = durationSeconds > 0 && position >= durationSeconds * COURSE_VIDEO_DONE_RATIO;
    const markDone = reachedEnd && !doneSent;
    if (position === lastPosition && !markDone) return;
    lastPosition = position;
    lastAt = now();
    if (markDone) doneSent = true;
    send(
      { position_seconds: position, ...(markDone ? { done: true } : {}), client_time: clientTime() },
      leaving,
    );
  };

  return {
    playing(seconds) {
      if (now() - lastAt >= intervalMs) save(seconds, false);
    },
    settled(seconds) {
      save(seconds, false);
    },
    leave(seconds, leaving) {
      save(seconds, leaving);
    },
  };
}

/** Where the player starts: the saved second, unless there is none or the clip was watched to its end. */
export function resumeAt(saved: number | null, durationSeconds: number): number {
  if (saved === null || saved <= 0) return 0;
  if (durationSeconds > 0 && saved >= durationSeconds - END_MARGIN_SECONDS) return 0;
  return saved;
}
