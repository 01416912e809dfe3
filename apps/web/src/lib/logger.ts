import { recordError } from './recent-errors.ts';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LoggerOptions {
  /** How many identical messages pass within the window before the rest are dropped. */
  limit?: number;
  windowMs?: number;
  sink?: Pick<Console, LogLevel>;
  now?: () => number;
  /** Sees each error written (the recent errors a feedback report carries); dropped repeats stay out. */
  onError?: (message: string, details: unknown[]) => void;
}

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

interface ThrottleWindow {
  start: number;
  count: number;
  dropped: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A console logger that throttles repeats, so a render loop cannot flood the console: after 5 repeats within
 * 1000 ms, the 6th and later identical messages inside the window are dropped; when the window closes, one summary
 * line says how many were dropped.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const limit = options.limit ?? 5;
  const windowMs = options.windowMs ?? 1000;
  const sink = options.sink ?? console;
  const now = options.now ?? Date.now;
  const windows = new Map<string, ThrottleWindow>();

  const log = (level: LogLevel, message: string, details: unknown[]) => {
    const key = `${level}:${message}`;
    const time = now();
    let current = windows.get(key);
    if (!current || time - current.start >= windowMs) {
      if (current) flush(key, level, message, current);
      current = { start: time, count: 0, dropped: 0, timer: undefined };
      windows.set(key, current);
    }
    current.count += 1;
    if (current.count <= limit) {
      sink[level](message, ...details);
      if (level === 'error') options.onError?.(message, details);
      return;
    }
    current.dropped += 1;
    const open = current;
    open.timer ??= setTimeout(
      () => {
        if (windows.get(key) === open) windows.delete(key);
        flush(key, level, message, open);
      },
      windowMs - (time - open.start),
    );
  };

  const flush = (_key: string, level: LogLevel, message: string, closed: ThrottleWindow) => {
    if (closed.timer) clearTimeout(closed.timer);
    closed.timer = undefined;
    if (closed.dropped > 0) {
      sink[level](`${message} (repeated ${closed.dropped} more time${closed.dropped === 1 ? '' : 's'})`);
      closed.dropped = 0;
    }
  };

  return {
    info: (message, ...details) => log('info', message, details),
    warn: (message, ...details) => log('warn', message, details),
    error: (message, ...details) => log('error', message, details),
  };
}

export const logger = createLogger({ onError: (message, details) => recordError(message, ...details) });
