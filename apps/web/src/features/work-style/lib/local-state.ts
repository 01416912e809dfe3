import { WorkStyleResultSchema, type WorkStyleResult } from '@talent/contract/work-style';
import { z } from 'zod';

/*
 * What the questionnaire keeps in this browser: the answers so far (a reload or a closed tab loses nothing), a
 * guest's last result (shown again on return), and the claim token of a result the guest chose to save, which the
 * signed-in app hands to the new account once (see use-claim-guest-result.ts). Keys carry a version: a future
 * shape change bumps it and old entries are simply not read.
 */
const DRAFT_KEY = 'talent:work-style:draft:v1';
const GUEST_RESULT_KEY = 'talent:work-style:guest-result:v1';
export const PENDING_CLAIM_KEY = 'talent:work-style:pending-claim:v1';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the page still works, it just cannot keep anything.
    return null;
  }
}

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused storage: nothing to keep, nothing lost on the server.
  }
}

export const DraftSchema = z.object({
  version: z.number().int(),
  answers: z.record(z.string(), z.number().int().min(1).max(5)),
  /** The screen the person was on. */
  page: z.number().int().min(0),
});
export type Draft = z.infer<typeof DraftSchema>;

export const readDraft = () => read(DRAFT_KEY, DraftSchema);
export const writeDraft = (draft: Draft | null) => write(DRAFT_KEY, draft);

export const readGuestResult = () => read(GUEST_RESULT_KEY, WorkStyleResultSchema);
export const writeGuestResult = (result: WorkStyleResult | null) => write(GUEST_RESULT_KEY, result);

export const readPendingClaim = () => read(PENDING_CLAIM_KEY, z.string().min(1).max(200));
export const writePendingClaim = (token: string | null) => write(PENDING_CLAIM_KEY, token);
