/**
 * The last few errors the app reported (through the logger or the global error handlers), kept in memory so a
 * feedback report can carry them. Nothing here is sent anywhere on its own: the author sees them in the feedback
 * form and may leave them out.
 */

export interface RecentError {
  message: string;
  /** ISO time it happened. */
  at: string;
}

const CAPACITY = 10;
const MESSAGE_MAX = 1000;
const buffer: RecentError[] = [];

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`;
  if (typeof detail === 'string') return detail;
  if (detail === undefined || detail === null) return '';
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
}

/** Keeps an error (the message and what came with it), dropping the oldest past ten. */
export function recordError(message: string, ...details: unknown[]): void {
  const text = [message, ...details.map(describe)].filter(Boolean).join(' ').slice(0, MESSAGE_MAX);
  buffer.push({ message: text, at: new Date().toISOString() });
  if (buffer.length > CAPACITY) buffer.splice(0, buffer.length - CAPACITY);
}

/** Oldest first, at most ten. */
export function recentErrors(): RecentError[] {
  return buffer.slice();
}

/** Tests only: start empty. */
export function clearRecentErrors(): void {
  buffer.length = 0;
}
