import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

// sonner (~9 kB gzipped) loads after the first render (the app shell's Toaster, lazy), not in any page's first
// download; a toast raised before then waits for it, and sonner shows it as soon as its Toaster mounts.
let sonner: Promise<typeof Sonner> | null = null;
const load = () => (sonner ??= import('sonner'));

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void load().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** sonner's `toast`, `toast.success` and `toast.error`, loaded on first use. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: string, options?: ExternalToast) => show('success', message, options),
    error: (message: string, options?: ExternalToast) => show('error', message, options),
  },
);
