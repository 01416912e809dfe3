import { ADVANCED_MARK_PERCENT } from '@talent/contract/assessments';
import { overrunCapSeconds, type AnswerMode } from '@talent/contract/assignments';
import type { BadgeLevel } from '@talent/contract/badges';
import type { AccommodationRow, QuestionRow, TakeRow } from './assignments.repository.ts';

/*
 * The pure rules of recruiter-sent assessments: what granted accommodations change, the take clock, and where an
 * interview stands. The service applies them with the app's clock.
 */

export interface Allowances {
  /** Percent more time on every limit (0 when none granted). */
  extraTimePercent: number;
  /** More takes per question (0 when none granted). */
  extraTakes: number;
}

/** Granted requests apply; if several of a kind were granted, the largest counts. */
export function allowancesOf(accommodations: readonly AccommodationRow[]): Allowances {
  let extraTimePercent = 0;
  let extraTakes = 0;
  for (const a of accommodations) {
    if (a.status !== 'granted') continue;
    if (a.kind === 'extra_time') extraTimePercent = Math.max(extraTimePercent, a.extraTimePercent ?? 0);
    if (a.kind === 'extra_takes') extraTakes = Math.max(extraTakes, a.extraTakes ?? 0);
  }
  return { extraTimePercent, extraTakes };
}

/** A limit with the extra time applied, rounded to the unit it is given in. */
export function withExtraTime(amount: number, percent: number): number {
  return Math.round((amount * (100 + percent)) / 100);
}

export interface EffectiveQuestion {
  thinkSeconds: number;
  answerSeconds: number;
  maxTakes: number;
  modes: AnswerMode[];
}

export function effectiveQuestion(question: QuestionRow, allowances: Allowances): EffectiveQuestion {
  return {
    thinkSeconds: withExtraTime(question.thinkSeconds, allowances.extraTimePercent),
    answerSeconds: withExtraTime(question.answerSeconds, allowances.extraTimePercent),
    maxTakes: question.maxTakes + allowances.extraTakes,
    modes: question.modes as AnswerMode[],
  };
}

/** Minutes an interview needs: each question's think and answer time once. */
export function interviewMinutes(questions: readonly EffectiveQuestion[]): number {
  const seconds = questions.reduce((sum, q) => sum + q.thinkSeconds + q.answerSeconds, 0);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The badge level that covers a recruiter's pass mark: advanced at the advanced mark or above. */
export function levelForPassMark(passMarkPercent: number): BadgeLevel {
  return passMarkPercent >= ADVANCED_MARK_PERCENT ? 'advanced' : 'proficient';
}

const OPEN_STATES = new Set(['thinking', 'answering', 'stopped']);
/** A take that still needs the candidate: open, or recorded and waiting to be kept or discarded. */
export const isPending = (take: TakeRow) => OPEN_STATES.has(take.state) || take.state === 'recorded';
export const isOpen = (take: TakeRow) => OPEN_STATES.has(take.state);

export interface QuestionProgress {
  question: QuestionRow;
  takes: TakeRow[];
  takesLeft: number;
  kept: TakeRow | null;
  /** Answered (kept) or out of takes with nothing pending. */
  done: boolean;
}

export function progressOf(
  questions: readonly QuestionRow[],
  takes: readonly TakeRow[],
  allowances: Allowances,
): QuestionProgress[] {
  return questions.map((question) => {
    const mine = takes.filter((t) => t.questionId === question.id).sort((a, b) => a.number - b.number);
    const max = effectiveQuestion(question, allowances).maxTakes;
    const kept = mine.find((t) => t.id === question.keptTakeId) ?? null;
    const takesLeft = Math.max(0, max - mine.length);
    return {
      question,
      takes: mine,
      takesLeft,
      kept,
      done: kept !== null || (takesLeft === 0 && !mine.some(isPending)),
    };
  });
}

/** Where a reload resumes: the first question not done. */
export function currentQuestion(progress: readonly QuestionProgress[]): QuestionProgress | null {
  return progress.find((p) => !p.done) ?? null;
}

const SECOND = 1000;

/** Answering starts now, or at the end of think time when the call comes late. */
export function answerStart(take: TakeRow, now: Date): Date {
  return now < take.thinkEndsAt ? now : take.thinkEndsAt;
}

/**
 * The server's stop: now, but never later than the overrun cap; the overrun is what ran past the answer time.
 * A take stopped while still thinking is treated as if answering had begun when think time ended (or now).
 */
export function stopOf(
  take: TakeRow,
  answerSeconds: number,
  now: Date,
): { answerStartedAt: Date; answerEndsAt: Date; stoppedAt: Date; overrunSeconds: number } {
  const answerStartedAt = take.answerStartedAt ?? answerStart(take, now);
  const answerEndsAt = take.answerEndsAt ?? new Date(answerStartedAt.getTime() + answerSeconds * SECOND);
  const cap = new Date(answerEndsAt.getTime() + overrunCapSeconds(answerSeconds) * SECOND);
  const stoppedAt = now > cap ? cap : now < answerStartedAt ? answerStartedAt : now;
  const overrunSeconds = Math.max(0, Math.round((stoppedAt.getTime() - answerEndsAt.getTime()) / SECOND));
  return { answerStartedAt, answerEndsAt, stoppedAt, overrunSeconds };
}
