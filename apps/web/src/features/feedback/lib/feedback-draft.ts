import { FeedbackCategorySchema } from '@talent/contract/feedback';
import { z } from 'zod';

/** What the form holds until it is sent: kept for the tab's session, so closing the dialog or reloading loses nothing. */
const DraftSchema = z.object({
  category: FeedbackCategorySchema.or(z.literal('')),
  what_happened: z.string(),
  expected: z.string(),
  include_details: z.boolean(),
  screenshot: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type FeedbackDraft = z.infer<typeof DraftSchema>;

export const EMPTY_DRAFT: FeedbackDraft = {
  category: '',
  what_happened: '',
  expected: '',
  include_details: true,
  screenshot: null,
};

// Per user: someone else signing in on the same tab never sees it.
const keyOf = (userId: string) => `borderless.feedback-draft.${userId}`;

export function loadDraft(userId: string): FeedbackDraft {
  try {
    const raw = sessionStorage.getItem(keyOf(userId));
    const parsed = raw ? DraftSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(userId: string, draft: FeedbackDraft): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or off (private mode): the draft lives as long as the dialog.
  }
}

export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear.
  }
}
