import { z } from 'zod';
import type { EliteFormKey } from '../api/elite-forms.ts';

/*
 * A form's draft that the server has not confirmed yet (offline, or the server failed) is kept in this browser under
 * the user and the form, so a closed tab or a reload loses nothing; it is sent again on the next visit. The key
 * carries a version: a shape change bumps it and old entries are not read.
 */
const PREFIX = 'talent:elite-draft:v1:';

const LocalDraftSchema = z.object({
  draft: z.record(z.string(), z.unknown()),
  /** ISO time of the change, so an older local copy never wins over a newer server draft. */
  updated_at: z.string(),
});
export type LocalDraft = z.infer<typeof LocalDraftSchema>;

const keyOf = (userId: string, form: EliteFormKey) => `${PREFIX}${userId}:${form}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off: the server copy is all there is.
    return null;
  }
}

export function readLocalDraft(userId: string, form: EliteFormKey): LocalDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(userId, form));
    if (!raw) return null;
    const parsed = LocalDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(
  userId: string,
  form: EliteFormKey,
  draft: Record<string, unknown>,
  now = new Date(),
): void {
  try {
    storage()?.setItem(keyOf(userId, form), JSON.stringify({ draft, updated_at: now.toISOString() }));
  } catch {
    // Quota exceeded or blocked: the save to the server is still being tried.
  }
}

export function clearLocalDraft(userId: string, form: EliteFormKey): void {
  try {
    storage()?.removeItem(keyOf(userId, form));
  } catch {
    // Nothing to clear.
  }
}

/** The local copy when it is newer than what the server saved (null otherwise: the server's draft wins). */
export function newerLocalDraft(
  userId: string,
  form: EliteFormKey,
  serverSavedAt: string | null,
): LocalDraft | null {
  const local = readLocalDraft(userId, form);
  if (!local) return null;
  if (serverSavedAt && Date.parse(serverSavedAt) >= Date.parse(local.updated_at)) {
    clearLocalDraft(userId, form);
    return null;
  }
  return local;
}
