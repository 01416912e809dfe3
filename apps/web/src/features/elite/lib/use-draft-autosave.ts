import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { sendKeepalive } from '../../../lib/keepalive-request.ts';
import { draftUrl, putEliteDraft, storeApplication, type EliteFormKey } from '../api/elite-forms.ts';
import { clearLocalDraft, writeLocalDraft } from './local-draft.ts';

export type AutosaveState =
  | { kind: 'idle' }
  /** Changes wait for a pause in typing. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The server did not take it (offline, 5xx): kept on this device and tried again. */
  | { kind: 'retrying' }
  /** 409: the form cannot be saved now (not eligible, an earlier form first, sent for review). */
  | { kind: 'locked'; message: string };

export const AUTOSAVE_DELAY_MS = 800;
/** Waits between tries after a failed save; coming back online tries at once. */
const RETRY_DELAYS_MS = [3_000, 10_000, 30_000];

export interface DraftAutosave {
  /** The form changed: kept locally at once, sent after the pause (or now, with `immediate`). */
  change: (draft: Record<string, unknown>, options?: { immediate?: boolean }) => void;
  /** Sends what waits now (on blur). */
  flush: () => Promise<void>;
  /** Drops what waits (the form was submitted: a late draft must not follow it). */
  cancel: () => void;
  state: AutosaveState;
}

/**
 * Autosave of one elite form's draft (`PUT …/draft`): debounced while typing, at once on blur, on the way out of the
 * page (in the app: sent; the tab closing: keepalive). Saves never overlap and the newest draft wins. Until the
 * server confirms a draft it sits in localStorage, so nothing typed offline is lost.
 */
export function useDraftAutosave({
  form,
  userId,
  enabled,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  form: EliteFormKey;
  userId: string;
  enabled: boolean;
  delayMs?: number;
}): DraftAutosave {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const failures = useRef(0);
  const locked = useRef(false);
  const mounted = useRef(true);
  // The retry timer calls the newest flush (a callback cannot name itself).
  const retry = useRef<() => Promise<void>>(() => Promise.resolve());
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  });

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const report = useCallback((next: AutosaveState) => {
    if (mounted.current) setState(next);
  }, []);

  const flush = useCallback((): Promise<void> => {
    clearTimer();
    const next = chain.current.then(async () => {
      const draft = pending.current;
      if (!draft || locked.current || !enabledRef.current) return;
      pending.current = null;
      report({ kind: 'saving' });
      try {
        const application = await putEliteDraft(form, draft);
        failures.current = 0;
        storeApplication(queryClient, application);
        if (pending.current) {
          report({ kind: 'pending' });
        } else {
          clearLocalDraft(userId, form);
          report({ kind: 'saved', at: new Date() });
        }
      } catch (error) {
        if (statusOf(error) === 409) {
          locked.current = true;
          pending.current = null;
          clearLocalDraft(userId, form);
          report({ kind: 'locked', message: errorMessage(error) });
          return;
        }
        // Keep it unless something newer came in meanwhile, and try again later.
        pending.current ??= draft;
        const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
        failures.current += 1;
        report({ kind: 'retrying' });
        if (mounted.current) timer.current = setTimeout(() => void retry.current(), delay);
      }
    });
    chain.current = next.catch(() => {});
    return next;
  }, [clearTimer, form, queryClient, report, userId]);

  useEffect(() => {
    retry.current = flush;
  }, [flush]);

  const change = useCallback(
    (draft: Record<string, unknown>, options?: { immediate?: boolean }) => {
      if (locked.current || !enabledRef.current) return;
      pending.current = draft;
      writeLocalDraft(userId, form, draft);
      clearTimer();
      if (options?.immediate) {
        void flush();
      } else {
        report({ kind: 'pending' });
        timer.current = setTimeout(() => void flush(), delayMs);
      }
    },
    [clearTimer, delayMs, flush, form, report, userId],
  );

  const cancel = useCallback(() => {
    clearTimer();
    pending.current = null;
    clearLocalDraft(userId, form);
  }, [clearTimer, form, userId]);

  // Back online: try what waits at once rather than at the next retry.
  useEffect(() => {
    const onOnline = () => {
      if (pending.current) void flush();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  // The tab closes or reloads with a save waiting: the page's own requests die with it, keepalive outlives it.
  useEffect(() => {
    const onPageHide = () => {
      const draft = pending.current;
      if (!draft || locked.current || !enabledRef.current) return;
      if (sendKeepalive('PUT', draftUrl(form), draft)) {
        clearTimer();
        // The local copy stays: the answer is never read, so the next visit compares dates.
        pending.current = null;
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [clearTimer, form]);

  // Leaving the page inside the app: send what waits rather than lose the last words.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pending.current) void flush();
      clearTimer();
    };
  }, [clearTimer, flush]);

  return { change, flush, cancel, state };
}
