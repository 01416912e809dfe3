import { ANSWER_MODES } from '@talent/contract/assignments';
import { z } from 'zod';
import type { AssignmentTab, InterviewValues, SkillTestValues } from './assignment-form.ts';

/*
 * What the send dialog holds until it is sent, per recruiter and application, for the tab's session: closing the
 * dialog (or reloading) loses nothing; someone else signing in on the same tab never sees it. A draft that no
 * longer fits the shape (an older build's) is ignored.
 */

const SkillTestDraftSchema = z.object({
  test_slug: z.string(),
  pass_mark_percent: z.string(),
  deadline_at: z.string(),
  message: z.string(),
});

const InterviewDraftSchema = z.object({
  title: z.string(),
  questions: z.array(
    z.object({
      prompt: z.string(),
      think_seconds: z.string(),
      answer_seconds: z.string(),
      max_takes: z.string(),
      modes: z.array(z.enum(ANSWER_MODES)),
    }),
  ),
  rubric: z.array(z.object({ label: z.string(), description: z.string() })),
  deadline_at: z.string(),
  message: z.string(),
});

const DraftSchema = z.object({
  tab: z.enum(['skill_test', 'interview']).optional(),
  skill_test: SkillTestDraftSchema.optional(),
  interview: InterviewDraftSchema.optional(),
});
export interface AssignmentDraft {
  tab?: AssignmentTab | undefined;
  skill_test?: SkillTestValues | undefined;
  interview?: InterviewValues | undefined;
}

export function draftKey(userId: string, applicationId: string): string {
  return `borderless.assignment-draft.${userId}.${applicationId}`;
}

export function loadDraft(key: string): AssignmentDraft {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed = raw ? DraftSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveDraft(key: string, patch: AssignmentDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...loadDraft(key), ...patch }));
  } catch {
    // Storage full or off (private mode): the draft lives as long as the dialog.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
