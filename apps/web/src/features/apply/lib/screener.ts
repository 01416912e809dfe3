import type { ScreenerAnswer } from '@talent/contract/applications';
import type { CoveredBy, ScreenerQuestion } from '@talent/contract/jobs';
import { z } from 'zod';

export type AnswerValue = ScreenerAnswer['value'];

/** A question as the signed-in apply flow has it: with the candidate's badge that answers it, if any. */
export type AskedQuestion = ScreenerQuestion & { covered_by?: CoveredBy | null };

/** "Covered by your React badge": the skill's name reads better than the badge's full title. */
export function coveredText(question: AskedQuestion): string {
  return `Covered by your ${question.skill?.name ?? question.covered_by?.title ?? ''} badge`;
}

/**
 * The answer a covering badge gives: the badge's id, with the value it stands for (the server checks the badge
 * and writes the value itself; this one is for the review step).
 */
export function badgeAnswer(question: AskedQuestion): ScreenerAnswer | null {
  if (!question.covered_by) return null;
  return {
    question_id: question.id,
    value: question.kind === 'yes_no' ? true : `Covered by the ${question.covered_by.title} badge`,
    badge_id: question.covered_by.badge_id,
  };
}

/** Does this answer miss the question's knock-out rule? The server flags by the same rule (jobs/screener.ts). */
export function missesKnockout(question: ScreenerQuestion, value: AnswerValue | undefined): boolean {
  const rule = question.knockout;
  if (!rule || value === undefined) return false;
  if ('expect' in rule) return typeof value === 'boolean' && value !== rule.expect;
  return typeof value === 'number' && value < rule.min;
}

function unitText(question: ScreenerQuestion, n: number): string {
  if (!question.unit) return String(n);
  // "1 years" reads wrong; units are stored plural ("years").
  const unit = n === 1 && question.unit.endsWith('s') ? question.unit.slice(0, -1) : question.unit;
  return `${n} ${unit}`;
}

/** The rule in words, shown before the candidate answers: "Required: at least 3 years". */
export function knockoutRuleText(question: ScreenerQuestion): string | null {
  const rule = question.knockout;
  if (!rule) return null;
  if ('expect' in rule) return `Required answer: ${rule.expect ? 'Yes' : 'No'}`;
  return `Required: at least ${unitText(question, rule.min)}`;
}

export const KNOCKOUT_WARNING =
  'This answer doesn’t meet the job’s requirement; you can still apply, and the recruiter will see it.';

/** An answer as text for the review step and the applications list. */
export function answerText(question: ScreenerQuestion | undefined, value: AnswerValue | undefined): string {
  if (value === undefined || value === '') return 'Not answered';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return question ? unitText(question, value) : String(value);
  return value;
}

/*
 * The form keeps every answer as a string (radio values, number inputs), keyed by question id; these convert
 * between that and the contract's typed answers.
 */
export type AnswerFormValues = Record<string, string>;

export function toFormValues(
  questions: readonly ScreenerQuestion[],
  answers: readonly ScreenerAnswer[] | undefined,
): AnswerFormValues {
  const byId = new Map((answers ?? []).map((a) => [a.question_id, a.value]));
  return Object.fromEntries(
    questions.map((q) => {
      const value = byId.get(q.id);
      if (value === undefined) return [q.id, ''];
      if (typeof value === 'boolean') return [q.id, value ? 'yes' : 'no'];
      return [q.id, String(value)];
    }),
  );
}

/** Typed answers from the form's strings; blank answers are left out, and a badge answers what it covers. */
export function toAnswers(
  questions: readonly AskedQuestion[],
  values: Partial<AnswerFormValues>,
): ScreenerAnswer[] {
  return questions.flatMap((q): ScreenerAnswer[] => {
    const covered = badgeAnswer(q);
    if (covered) return [covered];
    const raw = (values[q.id] ?? '').trim();
    if (raw === '') return [];
    if (q.kind === 'yes_no') return [{ question_id: q.id, value: raw === 'yes' }];
    if (q.kind === 'number') {
      const n = Number(raw);
      return Number.isFinite(n) ? [{ question_id: q.id, value: n }] : [];
    }
    return [{ question_id: q.id, value: raw }];
  });
}

export const TEXT_ANSWER_MAX = 2000;
export const NUMBER_ANSWER_MAX = 100;

/** The form's schema, built from the job's questions: required marks, number range, text length. */
export function answersFormSchema(
  questions: readonly ScreenerQuestion[],
): z.ZodType<AnswerFormValues, AnswerFormValues> {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const q of questions as readonly AskedQuestion[]) {
    let field = z.string();
    // A covered question is not asked: its badge is the answer.
    if (q.covered_by) {
      shape[q.id] = field;
      continue;
    }
    if (q.kind === 'yes_no') {
      field = field.refine((v) => !q.required || v === 'yes' || v === 'no', 'Choose Yes or No.');
    } else if (q.kind === 'number') {
      field = field
        .refine((v) => !q.required || v.trim() !== '', 'Enter a number.')
        .refine((v) => v.trim() === '' || /^\d+(\.\d+)?$/.test(v.trim()), 'Enter a number, like 3.')
        .refine(
          (v) => v.trim() === '' || Number(v) <= NUMBER_ANSWER_MAX,
          `Enter a number up to ${NUMBER_ANSWER_MAX}.`,
        );
    } else {
      field = field
        .refine((v) => !q.required || v.trim() !== '', 'Write an answer.')
        .refine((v) => v.trim().length <= TEXT_ANSWER_MAX, `Keep it under ${TEXT_ANSWER_MAX} characters.`);
    }
    shape[q.id] = field;
  }
  return z.object(shape) as unknown as z.ZodType<AnswerFormValues, AnswerFormValues>;
}

/** Required questions without an answer: the review step lists them and Submit waits for them. */
export function unansweredRequired(
  questions: readonly ScreenerQuestion[],
  answers: readonly ScreenerAnswer[],
): ScreenerQuestion[] {
  const answered = new Set(answers.map((a) => a.question_id));
  return questions.filter((q) => q.required && !answered.has(q.id));
}

/**
 * The answers to questions the job still asks: a draft may hold answers to a question removed since. A question
 * a badge covers now is answered by that badge; a draft's badge answer the badge no longer covers (expired,
 * revoked) is dropped, so the question is asked again.
 */
export function currentAnswers(
  answers: readonly ScreenerAnswer[],
  questions: readonly AskedQuestion[],
): ScreenerAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const kept = answers.filter((answer) => {
    const question = byId.get(answer.question_id);
    if (!question) return false;
    if (question.covered_by) return false;
    return answer.badge_id === undefined;
  });
  const covered = questions.flatMap((question) => badgeAnswer(question) ?? []);
  const order = new Map(questions.map((question, index) => [question.id, index]));
  return [...kept, ...covered].sort((a, b) => order.get(a.question_id)! - order.get(b.question_id)!);
}
