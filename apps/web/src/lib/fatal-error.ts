import { isSearchCrawler } from '@talent/contract/bots';
import { useSyncExternalStore } from 'react';
import { recordError } from './recent-errors.ts';

/** Crawlers get console logging instead of the error page, so an error screen is never indexed. */
export function isBot(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return isSearchCrawler(userAgent);
}

// Noise from the browser itself, never a reason to replace the page.
const IGNORED = [/ResizeObserver loop/i];

let fatal: unknown = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function reportFatalError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (IGNORED.some((pattern) => pattern.test(message))) return;
  recordError('Unhandled error', error);
  if (isBot()) {
    console.error('Unhandled error', error);
    return;
  }
  console.error('Unhandled error; showing the error page.', error);
  fatal = error ?? new Error('Unknown error');
  emit();
}

export function clearFatalError(): void {
  if (fatal === null) return;
  fatal = null;
  emit();
}

export function useFatalError(): unknown {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fatal,
  );
}

/** window 'error' and 'unhandledrejection' → the error page. Returns a function that removes the listeners. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportFatalError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportFatalError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
