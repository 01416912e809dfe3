import {
  ELITE_TRACKS,
  type EliteApplication,
  type EliteApplicationStatus,
  type EliteDecisionView,
  type EliteStage,
  type EliteTrack,
  type StageView,
} from '@talent/contract/elite';
import type { ApplicationRow } from './elite.repository.ts';

/** Rows → contract JSON, and the plain-words lines of the history. */

export const trackOf = (row: ApplicationRow): EliteTrack | null =>
  row.track && row.track in ELITE_TRACKS ? (row.track as EliteTrack) : null;

export const statusOf = (row: ApplicationRow) => row.status as EliteApplicationStatus;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function formState(draft: Record<string, unknown>, savedAt: Date | null, submittedAt: Date | null) {
  return { draft, draft_saved_at: iso(savedAt), submitted_at: iso(submittedAt) };
}

export function applicationJson(
  row: ApplicationRow,
  stages: { stages: StageView[]; current: EliteStage },
  decision: EliteDecisionView | null,
): EliteApplication {
  return {
    id: row.id,
    status: statusOf(row),
    track: trackOf(row),
    started_at: row.createdAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    current_stage: stages.current,
    stages: stages.stages,
    forms: {
      join: formState(row.joinDraft, row.joinDraftSavedAt, row.joinSubmittedAt),
      work_preference: formState(
        row.workPreferenceDraft,
        row.workPreferenceDraftSavedAt,
        row.workPreferenceSubmittedAt,
      ),
    },
    decision,
  };
}

/** What would help next, as links into the product. */
function nextSteps(
  row: ApplicationRow,
  testTitles: ReadonlyMap<string, string>,
): EliteDecisionView['next_steps'] {
  switch (row.outcome) {
    case 'accepted':
      return [
        { label: 'Browse elite-only jobs', href: '/jobs?elite_only=1' },
        { label: 'See the elite badge on your profile', href: '/profile' },
      ];
    case 'waitlisted':
      return [
        { label: 'Keep your profile up to date', href: '/profile' },
        { label: 'Earn more skill badges', href: '/skill-center' },
      ];
    default:
      return [
        ...row.gapTests.map((slug) => ({
          label: `Take the ${testTitles.get(slug) ?? slug} skill test`,
          href: `/skill-center/tests/${slug}`,
        })),
        { label: 'Strengthen your profile', href: '/profile' },
      ];
  }
}

export function decisionJson(
  row: ApplicationRow,
  waitlistPosition: number | null,
  testTitles: ReadonlyMap<string, string>,
): EliteDecisionView | null {
  if (!row.outcome || !row.decidedAt) return null;
  const outcome = row.outcome as EliteDecisionView['outcome'];
  return {
    outcome,
    reason: row.reason ?? '',
    decided_at: row.decidedAt.toISOString(),
    reapply_at: outcome === 'rejected' ? iso(row.reapplyAt) : null,
    waitlist_position: outcome === 'waitlisted' ? waitlistPosition : null,
    next_steps: nextSteps(row, testTitles),
  };
}

const EVENT_LINES: Record<string, string> = {
  started: 'Application started',
  join_submitted: 'Join form submitted',
  work_preference_submitted: 'Work preferences submitted',
  skill_assessments_done: 'Skill assessments complete',
  compliance_done: 'Contract and compliance complete',
  submitted: 'Sent for review',
  withdrawn: 'Withdrawn by the candidate',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Not accepted',
};

/** A history line: what happened and, for an operator's decision, by whom. */
export function historyLine(event: string, actorName: string | null, byOperator: boolean): string {
  const line = EVENT_LINES[event] ?? event.replaceAll('_', ' ');
  return byOperator && actorName ? `${line} by ${actorName}` : line;
}

export const DECISION_EVENTS = new Set(['accepted', 'waitlisted', 'rejected']);
