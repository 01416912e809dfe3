import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApplicationDraftResponseSchema, type ApplicationDraft } from '@talent/contract/applications';
import type { z } from 'zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applyKeys } from './apply-keys.ts';
import { storedCsrfToken } from '../../../lib/csrf-token.ts';
import { sendKeepalive } from '../../../lib/keepalive-request.ts';

export type DraftResponse = z.infer<typeof ApplicationDraftResponseSchema>['data'];

const draftUrl = (jobId: string) => talentApi(`/jobs/${encodeURIComponent(jobId)}/application-draft`);

export async function getApplicationDraft(jobId: string, signal?: AbortSignal): Promise<DraftResponse> {
  const response = await api.get<unknown>(draftUrl(jobId), { signal });
  return ApplicationDraftResponseSchema.parse(response.data).data;
}

export async function putApplicationDraft(jobId: string, draft: ApplicationDraft): Promise<DraftResponse> {
  const response = await api.put<unknown>(draftUrl(jobId), draft);
  return ApplicationDraftResponseSchema.parse(response.data).data;
}

export async function deleteApplicationDraft(jobId: string): Promise<void> {
  await api.delete(draftUrl(jobId));
}

export const applicationDraftQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: applyKeys.draft(jobId),
    queryFn: ({ signal }) => getApplicationDraft(jobId, signal),
    retry: shouldRetry,
    // The draft is ours: what the server has is what this tab last saved, so never refetch it behind the form.
    staleTime: Infinity,
  });

/** What the candidate entered for this job so far (`GET …/application-draft`; an empty draft when none). */
export function useApplicationDraft(jobId: string) {
  return useQuery(applicationDraftQueryOptions(jobId));
}

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface DraftAutosave {
  /**
   * Saves the whole draft: at once (after a step) or, with `debounce`, once typing pauses. The newest draft
   * wins; saves never overlap.
   */
  save: (draft: ApplicationDraft, options?: { debounce?: boolean }) => void;
  /** Sends a pending save now and waits for it (before leaving a step). Rejects when the save fails. */
  flush: () => Promise<void>;
  /** Drops a pending save (after submitting, a late save must not bring the draft back). */
  cancel: () => void;
  status: AutosaveStatus;
  /** When the last save landed. */
  savedAt: Date | null;
  /** Why the last save failed (null once one succeeds), e.g. a 422 on a field the caller can fix. */
  error: unknown;
}

export const AUTOSAVE_DELAY_MS = 800;

/**
 * Autosave for the draft (`PUT …/application-draft`): after each step at once, debounced while typing. A save
 * still pending when the page goes away is sent on the way out.
 */
export interface DraftAutosaveOptions {
  /**
   * A save failed: return a corrected draft to save instead (e.g. without an invitation the server refused), or
   * nothing to keep the failed one for the next try.
   */
  repair?: ((error: unknown, draft: ApplicationDraft) => ApplicationDraft | null | undefined) | undefined;
}

export function useDraftAutosave(
  jobId: string,
  delayMs = AUTOSAVE_DELAY_MS,
  options: DraftAutosaveOptions = {},
): DraftAutosave {
  const queryClient = useQueryClient();
  const repairRef = useRef(options.repair);
  useEffect(() => {
    repairRef.current = options.repair;
  });
  const pending = useRef<ApplicationDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<unknown>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback((): Promise<void> => {
    clearTimer();
    // Chained, so two saves never race and the last one written is the newest draft.
    const next = chain.current.then(async () => {
      let draft = pending.current;
      if (!draft) return;
      pending.current = null;
      setStatus('saving');
      const put = async (body: ApplicationDraft) => {
        const saved = await putApplicationDraft(jobId, body);
        queryClient.setQueryData(applyKeys.draft(jobId), saved);
        setSavedAt(new Date());
        setError(null);
        setStatus(pending.current ? 'pending' : 'saved');
      };
      try {
        await put(draft);
      } catch (first) {
        let failure = first;
        const repaired = repairRef.current?.(first, draft);
        if (repaired) {
          draft = repaired;
          try {
            await put(repaired);
            return;
          } catch (second) {
            failure = second;
          }
        }
        // Keep it for the next try unless something newer came in meanwhile.
        pending.current ??= draft;
        setError(failure);
        setStatus('error');
        throw failure;
      }
    });
    chain.current = next.catch(() => {});
    return next;
  }, [jobId, queryClient]);

  const save = useCallback(
    (draft: ApplicationDraft, options?: { debounce?: boolean }) => {
      pending.current = draft;
      clearTimer();
      if (options?.debounce) {
        setStatus('pending');
        timer.current = setTimeout(() => void flush().catch(() => {}), delayMs);
      } else {
        void flush().catch(() => {});
      }
    },
    [delayMs, flush],
  );

  const cancel = useCallback(() => {
    clearTimer();
    pending.current = null;
  }, []);

  // Closing or reloading the tab while a save waits on the debounce: the page's own requests die with it, so
  // send the draft with keepalive, which outlives the page.
  useEffect(() => {
    const onPageHide = () => {
      const draft = pending.current;
      const token = storedCsrfToken();
      if (!timer.current || !draft || !token) return;
      clearTimer();
      pending.current = null;
      sendKeepalive('PUT', draftUrl(jobId), draft);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [jobId]);

  // Leaving the page (in the app) with a save still waiting on the debounce: send it rather than lose the last words.
  useEffect(
    () => () => {
      if (timer.current && pending.current) void flush().catch(() => {});
      clearTimer();
    },
    [flush],
  );

  return { save, flush, cancel, status, savedAt, error };
}
