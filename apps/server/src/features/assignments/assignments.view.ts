import {
  INTERVIEW_RETENTION_DAYS,
  type Accommodation,
  type AnswerMode,
  type Take,
} from '@talent/contract/assignments';
import type { Allowances, QuestionProgress } from './assignment-rules.ts';
import type {
  AccommodationRow,
  AssignmentContext,
  AssignmentRow,
  CriterionRow,
  QuestionRow,
  TakeRow,
} from './assignments.repository.ts';

/** An assignment with everything its views need. */
export interface Loaded {
  row: AssignmentRow;
  ctx: AssignmentContext;
  questions: QuestionRow[];
  criteria: CriterionRow[];
  accommodations: AccommodationRow[];
  takes: TakeRow[];
  allowances: Allowances;
  progress: QuestionProgress[];
}

export function accommodationJson(row: AccommodationRow): Accommodation {
  return {
    id: row.id,
    kind: row.kind as Accommodation['kind'],
    extra_time_percent: row.extraTimePercent,
    extra_takes: row.extraTakes,
    note: row.note,
    status: row.status as Accommodation['status'],
    decision_note: row.decisionNote,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function takeJson(take: TakeRow, mediaUrl: string | null): Take {
  return {
    id: take.id,
    question_id: take.questionId,
    number: take.number,
    mode: take.mode as AnswerMode,
    state: take.state as Take['state'],
    started_at: take.startedAt.toISOString(),
    think_ends_at: take.thinkEndsAt.toISOString(),
    answer_started_at: take.answerStartedAt?.toISOString() ?? null,
    answer_ends_at: take.answerEndsAt?.toISOString() ?? null,
    stopped_at: take.stoppedAt?.toISOString() ?? null,
    overrun_seconds: take.overrunSeconds,
    duration_seconds: take.durationSeconds,
    text: take.deletedAt ? null : take.text,
    media_url: mediaUrl,
  };
}

/** What is recorded, in plain words, one line each. */
export function candidateRecorded(loaded: Loaded): string[] {
  if (loaded.row.kind === 'skill_test') {
    return [
      'Your answers to each task, saved as you go.',
      'When you start and finish, and your score with its per-topic breakdown.',
      'Nothing from your camera or microphone: this test is not proctored.',
    ];
  }
  const modes = new Set(loaded.questions.flatMap((q) => q.modes));
  const lines: string[] = [];
  if (modes.has('video')) lines.push('Video and sound of the answers you record on camera.');
  if (modes.has('audio')) lines.push('Sound only, for the answers you record as audio.');
  if (modes.has('text')) lines.push('The text of written answers.');
  lines.push('When each take starts and stops, and any time past the answer time (recorded, never cut).');
  lines.push(
    `Only the takes you keep are sent. Recordings are deleted ${INTERVIEW_RETENTION_DAYS} days after you finish, or sooner if you ask.`,
  );
  return lines;
}

/** Who sees the result, in plain words. */
export function sharedWith(loaded: Loaded): string {
  const company = loaded.ctx.company.name;
  if (loaded.row.kind === 'skill_test') {
    return `The recruiters of ${company} for this application see your full result of this test: score, percentile and the per-topic breakdown. The attempt also counts in your skill standings, where your visibility setting applies to everyone else.`;
  }
  return `Only the recruiters of ${company} for this application. They watch and rate the answers you keep; nothing is scored automatically, and you see which answers were watched.`;
}

/** What the recruiter sees of a completed assignment. */
export function resultSharedWith(loaded: Loaded, usedBadge: boolean): string {
  if (loaded.row.kind === 'skill_test') {
    return usedBadge
      ? 'Your badge (its skill, level and dates) instead of a new result.'
      : 'Your score, percentile and the per-topic breakdown of this attempt.';
  }
  return 'Your kept answers, with their times and any overrun. Their ratings and notes stay the recruiter’s.';
}
