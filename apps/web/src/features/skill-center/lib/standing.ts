import {
  ITEM_TYPE_LABELS,
  type ItemType,
  type MyStanding,
  type Visibility,
} from '@talent/contract/assessments';
import { formatDateTime } from '../../../lib/format.ts';

/** What the candidate may do next on a test, and the words for it. */
export type NextStep =
  | { kind: 'start'; label: 'Start the test' }
  | { kind: 'resume'; label: 'Resume' }
  | { kind: 'redo'; label: 'Redo available' }
  | { kind: 'retake'; label: 'Retake the test' }
  | { kind: 'wait'; until: string };

export function nextStep(mine: MyStanding, now: Date): NextStep {
  if (mine.state === 'in_progress') return { kind: 'resume', label: 'Resume' };
  if (mine.state === 'new') return { kind: 'start', label: 'Start the test' };
  if (mine.redo_available) return { kind: 'redo', label: 'Redo available' };
  if (mine.next_attempt_at && new Date(mine.next_attempt_at).getTime() > now.getTime())
    return { kind: 'wait', until: mine.next_attempt_at };
  return { kind: 'retake', label: 'Retake the test' };
}

export const STANDING_LABELS: Record<MyStanding['state'], string> = {
  new: 'Not taken yet',
  in_progress: 'In progress',
  passed: 'Passed',
  not_passed: 'Not passed',
};

/** "Next attempt from 3 Mar 2026, 09:30 GMT", "Redo available", or null when the test may be taken now. */
export function nextAttemptText(mine: MyStanding, timeZone: string, now: Date): string | null {
  const step = nextStep(mine, now);
  if (step.kind === 'wait') return `Next attempt from ${formatDateTime(step.until, timeZone)}`;
  if (step.kind === 'redo') return 'Redo available';
  return null;
}

export function taskKindsText(kinds: readonly ItemType[]): string {
  return kinds.map((kind) => ITEM_TYPE_LABELS[kind]).join(', ');
}

export const VISIBILITY_EXPLANATIONS: Record<Visibility, string> = {
  private: 'Recruiters see nothing of this test, not even that you took it. Your badge stays yours to share.',
  band: 'Recruiters you apply to see the percentile band and the badge, never the exact score.',
  score: 'Recruiters you apply to see the exact score and percentile as well as the band and the badge.',
};

/** "2 years" for 730 days, else "45 days". */
export function daysText(days: number): string {
  if (days > 0 && days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}
