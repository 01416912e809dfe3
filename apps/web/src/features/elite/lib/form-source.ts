import type { EliteApplication } from '@talent/contract/elite';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { EliteFormKey } from '../api/elite-forms.ts';
import { newerLocalDraft, type LocalDraft } from './local-draft.ts';
import type { DraftAutosave } from './use-draft-autosave.ts';

export interface FormSource {
  /** An application is open for changes (`in_progress`). */
  open: boolean;
  /** Sent for review, waitlisted or accepted: the form shows what was sent. */
  readOnly: boolean;
  readOnlyReason: string | undefined;
  /** The draft to start from: a newer local copy, else the server's (a closed application's too: nothing typed twice). */
  draft: Record<string, unknown>;
  /** The local copy that was put back, to be saved at once. */
  restored: LocalDraft | null;
}

const READ_ONLY: Partial<Record<EliteApplication['status'], string>> = {
  submitted:
    'Your application is with our team, so the forms are read-only. To change something, withdraw it from your application page and start again: your answers are kept.',
  waitlisted: 'Your application is on the waitlist, so the forms show what you sent and cannot change.',
  accepted: 'You are an elite member. This is what you sent with your application.',
};

/** Where a form's values come from, and whether it may change, for the application as it stands. */
export function formSource(
  form: EliteFormKey,
  application: EliteApplication | null,
  userId: string,
): FormSource {
  const status = application?.status;
  const readOnlyReason = status ? READ_ONLY[status] : undefined;
  const readOnly = readOnlyReason !== undefined;
  const open = status === 'in_progress';
  const server = application?.forms[form];
  const restored = readOnly
    ? null
    : newerLocalDraft(userId, form, open ? (server?.draft_saved_at ?? null) : null);
  return {
    open,
    readOnly,
    readOnlyReason,
    draft: restored?.draft ?? server?.draft ?? {},
    restored,
  };
}

/** Every change the candidate makes goes to the autosave; a copy put back from this device is saved at once. */
export function useAutosaveOnChange<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  autosave: DraftAutosave,
  restored: boolean,
): void {
  const { change } = autosave;
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name) change(values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [form, change]);

  useEffect(() => {
    if (restored) change(form.getValues() as Record<string, unknown>, { immediate: true });
    // Once, for the copy found when the form opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
