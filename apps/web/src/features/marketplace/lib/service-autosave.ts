import { useQueryClient } from '@tanstack/react-query';
import type { ServiceDraft } from '@talent/contract/marketplace';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf, talentApi } from '../../../lib/api-client.ts';
import { sendKeepalive } from '../../../lib/keepalive-request.ts';
import { problemsFrom } from '../../../components/marketplace/lib/form-problems.ts';
import { saveService, sellingKeys } from '../api/selling.ts';

export const SAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

/*
 * The editor's copy of the draft that has not reached the server yet, kept in this browser until it has: a failed
 * save, a closed tab or a reload loses nothing typed. Read back only when newer than the server's copy.
 */
const BACKUP = 'borderless:service-draft:v1:';

interface Backup {
  draft: ServiceDraft;
  at: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readBackup(id: string, serverUpdatedAt: string): ServiceDraft | null {
  try {
    const raw = storage()?.getItem(BACKUP + id);
    if (!raw) return null;
    const backup = JSON.parse(raw) as Backup;
    return Date.parse(backup.at) > Date.parse(serverUpdatedAt) ? backup.draft : null;
  } catch {
    return null;
  }
}

function writeBackup(id: string, draft: ServiceDraft | null): void {
  try {
    if (draft) storage()?.setItem(BACKUP + id, JSON.stringify({ draft, at: new Date().toISOString() }));
    else storage()?.removeItem(BACKUP + id);
  } catch {
    // Storage full or blocked: the draft stays on screen and goes with the next save.
  }
}

/**
 * `PUT /marketplace/services/{id}` a moment after typing stops. Saves never overlap and the newest draft wins. A
 * failed save keeps everything typed (on screen and in this browser) and is retried by the next change, "Try
 * again" or `flush()`; a 422 (a live service is judged whole) gives the fields to fix. A draft still waiting when
 * the page goes away is sent on the way out.
 */
export function useServiceAutosave(id: string) {
  const queryClient = useQueryClient();
  const pending = useRef<ServiceDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  /** Sends what waits now; resolves true once everything typed is on the server. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimer();
    const next = chain.current.then(async () => {
      const draft = pending.current;
      if (!draft) return true;
      pending.current = null;
      setStatus('saving');
      try {
        await saveService(id, draft);
        setSavedAt(new Date());
        setError(null);
        setFieldErrors({});
        if (pending.current) {
          setStatus('pending');
        } else {
          setStatus('saved');
          writeBackup(id, null);
        }
        // The problems to publish and the list's figures follow the saved draft.
        void queryClient.invalidateQueries({ queryKey: sellingKeys.services() });
        return pending.current === null;
      } catch (failure) {
        pending.current ??= draft;
        const problems = problemsFrom(failure, () => true);
        setFieldErrors(problems.fields);
        setError(
          statusOf(failure) === 422
            ? 'Not saved: a published service must stay complete. Fix the fields marked below.'
            : `Not saved: ${problems.other ?? 'please try again.'} What you typed is kept here.`,
        );
        setStatus('failed');
        return false;
      }
    });
    chain.current = next.catch(() => false);
    return next;
  }, [id, queryClient]);

  const change = useCallback(
    (draft: ServiceDraft) => {
      pending.current = draft;
      writeBackup(id, draft);
      clearTimer();
      setStatus((current) => (current === 'failed' ? 'failed' : 'pending'));
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, id],
  );

  useEffect(() => {
    const onPageHide = () => {
      const draft = pending.current;
      if (!draft) return;
      clearTimer();
      if (sendKeepalive('PUT', talentApi(`/marketplace/services/${encodeURIComponent(id)}`), draft))
        pending.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [id]);

  useEffect(
    () => () => {
      if (pending.current) void flush();
      clearTimer();
    },
    [flush],
  );

  return { change, flush, status, savedAt, error, fieldErrors };
}
