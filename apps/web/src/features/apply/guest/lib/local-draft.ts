import { ScreenerAnswerSchema, COVER_NOTE_MAX, type ScreenerAnswer } from '@talent/contract/applications';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';

/*
 * What a guest types on /apply/:id before they have an account lives in this browser's localStorage, one entry per
 * job. The key carries a version: a future shape change bumps it, and old entries are simply not read.
 */
export const LOCAL_DRAFT_VERSION = 1;
const PREFIX = `talent:guest-apply:v${LOCAL_DRAFT_VERSION}:`;

export const LocalDraftSchema = z.object({
  cover_note: z.string().max(COVER_NOTE_MAX).default(''),
  answers: z.array(ScreenerAnswerSchema).max(50).default([]),
  /** ISO time of the last change, so a newer server draft is not overwritten by an old local one. */
  updated_at: z.string(),
});
export type LocalDraft = z.infer<typeof LocalDraftSchema>;

export function localDraftKey(jobId: string): string {
  return `${PREFIX}${jobId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the page still works, it just cannot keep the draft.
    return null;
  }
}

export function readLocalDraft(jobId: string): LocalDraft | null {
  const raw = storage()?.getItem(localDraftKey(jobId));
  if (!raw) return null;
  try {
    const parsed = LocalDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isEmptyDraft(draft: Pick<LocalDraft, 'cover_note' | 'answers'> | null): boolean {
  return !draft || (draft.cover_note.trim() === '' && draft.answers.length === 0);
}

export function writeLocalDraft(
  jobId: string,
  draft: Omit<LocalDraft, 'updated_at'>,
  now = new Date(),
): void {
  const store = storage();
  if (!store) return;
  try {
    if (isEmptyDraft({ cover_note: draft.cover_note, answers: draft.answers })) {
      store.removeItem(localDraftKey(jobId));
      return;
    }
    store.setItem(localDraftKey(jobId), JSON.stringify({ ...draft, updated_at: now.toISOString() }));
  } catch {
    // Quota exceeded: keep going; the server draft takes over after signup.
  }
}

export function clearLocalDraft(jobId: string): void {
  try {
    storage()?.removeItem(localDraftKey(jobId));
  } catch {
    // Nothing to clear.
  }
}

export interface LocalDraftState {
  coverNote: string;
  answers: ScreenerAnswer[];
  /** When the draft was last written here, or null for a fresh start. */
  savedAt: string | null;
  setCoverNote(value: string): void;
  setAnswers(value: ScreenerAnswer[]): void;
}

/** The guest's draft for one job: read once, written on every change (answers and note are small). */
export function useLocalDraft(jobId: string): LocalDraftState {
  const [draft, setDraft] = useState(() => readLocalDraft(jobId));

  // Another tab on the same job writes the same key; follow it so neither tab overwrites the other's text.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === localDraftKey(jobId)) setDraft(readLocalDraft(jobId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [jobId]);

  const update = useCallback(
    (patch: Partial<Pick<LocalDraft, 'cover_note' | 'answers'>>) => {
      // Storage is the source of truth: the note and the answers are written by different fields.
      const current = readLocalDraft(jobId);
      const next = {
        cover_note: patch.cover_note ?? current?.cover_note ?? '',
        answers: patch.answers ?? current?.answers ?? [],
      };
      writeLocalDraft(jobId, next);
      setDraft(readLocalDraft(jobId) ?? { ...next, updated_at: new Date().toISOString() });
    },
    [jobId],
  );

  return {
    coverNote: draft?.cover_note ?? '',
    answers: draft?.answers ?? [],
    savedAt: draft?.updated_at ?? null,
    setCoverNote: useCallback((value: string) => update({ cover_note: value }), [update]),
    setAnswers: useCallback((value: ScreenerAnswer[]) => update({ answers: value }), [update]),
  };
}
