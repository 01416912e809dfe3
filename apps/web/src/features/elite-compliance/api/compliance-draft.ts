import { useQueryClient } from '@tanstack/react-query';
import { ComplianceResponseSchema, type ComplianceState } from '@talent/contract/elite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, statusOf, talentApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { sendKeepalive } from '../../../lib/keepalive-request.ts';
import { complianceKeys } from './compliance-keys.ts';

const DRAFT_URL = talentApi('/elite/compliance/draft');
export const DRAFT_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';
type Draft = Record<string, unknown>;

async function putDraft(draft: Draft): Promise<ComplianceState> {
  const response = await api.put<unknown>(DRAFT_URL, draft);
  return ComplianceResponseSchema.parse(response.data).data;
}

export interface ComplianceDraftAutosave {
  /** Saves the draft once typing pauses (debounced), or at once. The newest draft wins; saves never overlap. */
  save: (draft: Draft, options?: { debounce?: boolean }) => void;
  /** Sends a waiting or failed draft now. */
  flush: () => Promise<void>;
  /** Drops a waiting draft (after the details are saved, a late draft must not follow them). */
  cancel: () => void;
  status: DraftStatus;
  savedAt: Date | null;
}

/**
 * `PUT /elite/compliance/draft`, debounced while typing. A draft still waiting (or whose save failed) when the page is left goes out on
 * the way (in the app: on unmount; closing the tab: with keepalive). A 409 means the stage is closed to changes:
 * the draft is dropped and `onClosed` gets the server's reason.
 */
export function useComplianceDraft(onClosed: (message: string) => void): ComplianceDraftAutosave {
  const queryClient = useQueryClient();
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  const pending = useRef<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback((): Promise<void> => {
    clearTimer();
    // Chained, so two saves never race and the last one written is the newest draft.
    const next = chain.current.then(async () => {
      const draft = pending.current;
      if (!draft) return;
      pending.current = null;
      setStatus('saving');
      try {
        queryClient.setQueryData(complianceKeys.state(), await putDraft(draft));
        setSavedAt(new Date());
        setStatus(pending.current ? 'pending' : 'saved');
      } catch (error) {
        if (statusOf(error) === 409) {
          setStatus('idle');
          onClosedRef.current(errorMessage(error));
          return;
        }
        // Kept for the retry (or the next keystroke) unless something newer came in meanwhile.
        pending.current ??= draft;
        setStatus('error');
      }
    });
    chain.current = next.catch(() => {});
    return next;
  }, [queryClient]);

  const save = useCallback(
    (draft: Draft, options?: { debounce?: boolean }) => {
      pending.current = draft;
      clearTimer();
      if (options?.debounce) {
        setStatus('pending');
        timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
      } else {
        void flush();
      }
    },
    [flush],
  );

  const cancel = useCallback(() => {
    clearTimer();
    pending.current = null;
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      const draft = pending.current;
      if (!draft) return;
      clearTimer();
      if (sendKeepalive('PUT', DRAFT_URL, draft)) pending.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useEffect(
    () => () => {
      if (pending.current) void flush();
      clearTimer();
    },
    [flush],
  );

  return { save, flush, cancel, status, savedAt };
}
