import { TALK_CATEGORIES, TALK_REQUEST_KINDS } from '@talent/contract/masterclass';
import { z } from 'zod';

/*
 * The talk request being written, kept in this browser under the user until it is sent, so a reload or a closed
 * tab loses nothing. The key carries a version: a shape change bumps it and old entries are not read.
 */
const PREFIX = 'talent:talk-request-draft:v1:';

export const RequestDraftSchema = z.object({
  kind: z.enum(TALK_REQUEST_KINDS),
  topic: z.string(),
  category: z.union([z.enum(TALK_CATEGORIES), z.literal('')]),
  abstract: z.string(),
  preferred_dates: z.array(z.string()).max(3),
  speaker_bio: z.string(),
});
export type RequestDraft = z.infer<typeof RequestDraftSchema>;

export const EMPTY_DRAFT: RequestDraft = {
  kind: 'ask',
  topic: '',
  category: '',
  abstract: '',
  preferred_dates: [''],
  speaker_bio: '',
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRequestDraft(userId: string): RequestDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + userId);
    if (!raw) return null;
    const parsed = RequestDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the draft, or forgets it once it holds nothing typed. */
export function writeRequestDraft(userId: string, draft: RequestDraft): void {
  const empty =
    !draft.topic.trim() &&
    !draft.abstract.trim() &&
    !draft.speaker_bio.trim() &&
    draft.category === '' &&
    draft.preferred_dates.every((date) => !date);
  try {
    if (empty) storage()?.removeItem(PREFIX + userId);
    else storage()?.setItem(PREFIX + userId, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the form still works, only the draft is not kept.
  }
}

export function clearRequestDraft(userId: string): void {
  try {
    storage()?.removeItem(PREFIX + userId);
  } catch {
    // Nothing to clear.
  }
}
