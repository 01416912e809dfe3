import { COOLDOWN_DAYS } from '@talent/contract/assessments';

const DAY_MS = 86_400_000;

export interface GradedAttemptFacts {
  passed: boolean | null;
  submittedAt: Date | null;
}

/**
 * When a candidate may take a test again. `graded` is newest first. After a graded attempt: COOLDOWN_DAYS from
 * when it closed, except one free redo straight after a first attempt that failed (only the first: the redo's own
 * result starts the cooldown whatever it is).
 */
export function retakeRule(
  graded: readonly GradedAttemptFacts[],
  now: Date,
): { nextAttemptAt: Date | null; redoAvailable: boolean } {
  const last = graded[0];
  if (!last) return { nextAttemptAt: null, redoAvailable: false };
  if (graded.length === 1 && last.passed === false) return { nextAttemptAt: null, redoAvailable: true };
  const until = new Date((last.submittedAt ?? now).getTime() + COOLDOWN_DAYS * DAY_MS);
  return { nextAttemptAt: until > now ? until : null, redoAvailable: false };
}
