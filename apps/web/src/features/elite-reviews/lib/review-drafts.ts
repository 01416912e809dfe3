import { z } from 'zod';

/*
 * What an operator typed on a review and has not sent: kept for the tab's session, per operator and application,
 * so a reload, a refetch or a look at another application loses nothing.
 */

const DecisionDraftSchema = z.object({
  outcome: z.enum(['accepted', 'waitlisted', 'rejected']).or(z.literal('')),
  reason: z.string(),
  reapply_at: z.string(),
  gap_tests: z.array(z.string()),
});
export type DecisionDraft = z.infer<typeof DecisionDraftSchema>;

const NoteDraftSchema = z.object({ body: z.string() });
export type NoteDraft = z.infer<typeof NoteDraftSchema>;

const keyOf = (kind: 'decision' | 'note', userId: string, reviewId: string) =>
  `borderless.elite-review-${kind}.${userId}.${reviewId}`;

function load<T>(schema: z.ZodType<T>, key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off (private mode): the draft lives as long as the page.
  }
}

function clear(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export const decisionDraft = (userId: string, reviewId: string) => {
  const key = keyOf('decision', userId, reviewId);
  return {
    load: () => load(DecisionDraftSchema, key),
    save: (draft: DecisionDraft) => save(key, draft),
    clear: () => clear(key),
  };
};

export const noteDraft = (userId: string, reviewId: string) => {
  const key = keyOf('note', userId, reviewId);
  return {
    load: () => load(NoteDraftSchema, key),
    save: (draft: NoteDraft) => save(key, draft),
    clear: () => clear(key),
  };
};
