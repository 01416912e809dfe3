import { TZDate } from '@date-fns/tz';
import {
  ANSWER_SECONDS,
  ASSIGNMENT_MAX_DAYS,
  ASSIGNMENT_MIN_HOURS,
  CreateAssignmentSchema,
  DEFAULT_MAX_TAKES,
  THINK_SECONDS,
  type AnswerMode,
  type CreateAssignment,
} from '@talent/contract/assignments';
import { addDays } from 'date-fns';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formatInZone, localToUtcIso } from '../../../lib/format.ts';

/*
 * The send dialog's two forms. Numbers are held as text, so an empty box says what is wrong instead of turning
 * into 0; the deadline is the wall-clock "yyyy-MM-ddTHH:mm" of a datetime-local input in the recruiter's zone,
 * turned into an instant only when sent. Field names follow the API's, so a 422's keys (`deadline_at`,
 * `questions.2.prompt`) land on the fields as they are.
 */

export interface SkillTestValues {
  test_slug: string;
  pass_mark_percent: string;
  deadline_at: string;
  message: string;
}

export interface QuestionValues {
  prompt: string;
  think_seconds: string;
  answer_seconds: string;
  max_takes: string;
  modes: AnswerMode[];
}

export interface CriterionValues {
  label: string;
  description: string;
}

export interface InterviewValues {
  title: string;
  questions: QuestionValues[];
  rubric: CriterionValues[];
  deadline_at: string;
  message: string;
}

export type AssignmentTab = 'skill_test' | 'interview';

const LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";

/** A week from now at 17:00 in `zone`: a deadline most people can meet. */
export function defaultDeadline(zone: string, now: Date = new Date()): string {
  const day = formatInZone(addDays(new TZDate(now, zone), 7), zone, 'yyyy-MM-dd');
  return `${day}T17:00`;
}

/** The datetime-local bounds: a day from now to the last allowed day. */
export function deadlineBounds(zone: string, now: Date = new Date()): { min: string; max: string } {
  return {
    min: formatInZone(new Date(now.getTime() + ASSIGNMENT_MIN_HOURS * 3_600_000), zone, LOCAL_PATTERN),
    max: formatInZone(new Date(now.getTime() + ASSIGNMENT_MAX_DAYS * 86_400_000), zone, LOCAL_PATTERN),
  };
}

/** "2026-04-01T17:00" in `zone` as a UTC ISO instant, or null when it is not a date and time. */
export function deadlineInstant(local: string, zone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!match?.[1] || !match[2]) return null;
  try {
    return localToUtcIso(match[1], match[2], zone);
  } catch {
    return null;
  }
}

export function blankQuestion(): QuestionValues {
  return {
    prompt: '',
    think_seconds: String(THINK_SECONDS.default),
    answer_seconds: String(ANSWER_SECONDS.default),
    max_takes: String(DEFAULT_MAX_TAKES),
    modes: ['video', 'audio', 'text'],
  };
}

export function questionValues(question: {
  prompt: string;
  think_seconds?: number | undefined;
  answer_seconds?: number | undefined;
  max_takes?: number | undefined;
  modes: AnswerMode[];
}): QuestionValues {
  return {
    prompt: question.prompt,
    think_seconds: String(question.think_seconds ?? THINK_SECONDS.default),
    answer_seconds: String(question.answer_seconds ?? ANSWER_SECONDS.default),
    max_takes: String(question.max_takes ?? DEFAULT_MAX_TAKES),
    modes: [...question.modes],
  };
}

function number(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function skillTestBody(values: SkillTestValues, zone: string): CreateAssignment {
  return {
    kind: 'skill_test',
    test_slug: values.test_slug,
    pass_mark_percent: number(values.pass_mark_percent),
    deadline_at: deadlineInstant(values.deadline_at, zone) ?? '',
    ...(optionalText(values.message) ? { message: optionalText(values.message) } : {}),
  };
}

export function interviewBody(values: InterviewValues, zone: string): CreateAssignment {
  return {
    kind: 'interview',
    title: values.title,
    questions: values.questions.map((q) => ({
      prompt: q.prompt,
      think_seconds: number(q.think_seconds),
      answer_seconds: number(q.answer_seconds),
      max_takes: number(q.max_takes),
      modes: q.modes,
    })),
    rubric: values.rubric.map((c) => ({
      label: c.label,
      ...(optionalText(c.description) ? { description: optionalText(c.description) } : {}),
    })),
    deadline_at: deadlineInstant(values.deadline_at, zone) ?? '',
    ...(optionalText(values.message) ? { message: optionalText(values.message) } : {}),
  };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Issues as react-hook-form's nested errors: the first message per path wins; numeric keys make arrays. */
export function nestedErrors<T extends FieldValues>(issues: readonly Issue[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    let node = errors;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        const existing = node[key] as Record<string, unknown> | undefined;
        if (!existing?.message) node[key] = { ...existing, type: 'validate', message: issue.message };
      } else {
        node[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return errors as FieldErrors<T>;
}

/** The deadline's own rules, in words, before the schema's (which only knows "not a date"). */
function deadlineIssue(local: string, zone: string, now: Date): Issue | null {
  const instant = deadlineInstant(local, zone);
  if (!instant) return { path: ['deadline_at'], message: 'Choose a deadline.' };
  const at = Date.parse(instant);
  if (at < now.getTime() + ASSIGNMENT_MIN_HOURS * 3_600_000)
    return { path: ['deadline_at'], message: 'Give the candidate at least a day.' };
  if (at > now.getTime() + ASSIGNMENT_MAX_DAYS * 86_400_000)
    return { path: ['deadline_at'], message: `Choose a deadline within ${ASSIGNMENT_MAX_DAYS} days.` };
  return null;
}

function wholeNumberIssue(text: string, path: PropertyKey[], what: string): Issue | null {
  return /^\s*\d+\s*$/.test(text) ? null : { path, message: `Enter the ${what} as a whole number.` };
}

function resolve<T extends FieldValues>(
  values: T,
  body: CreateAssignment,
  ownIssues: (Issue | null)[],
): ReturnType<Resolver<T>> {
  const parsed = CreateAssignmentSchema.safeParse(body);
  const issues = [
    ...ownIssues.filter((i): i is Issue => i !== null),
    ...(parsed.success ? [] : parsed.error.issues),
  ];
  if (issues.length === 0) return Promise.resolve({ values, errors: {} });
  return Promise.resolve({ values: {}, errors: nestedErrors<T>(issues) });
}

export function skillTestResolver(
  zone: string,
  now: () => Date = () => new Date(),
): Resolver<SkillTestValues> {
  return (values) =>
    resolve(values, skillTestBody(values, zone), [
      values.test_slug ? null : { path: ['test_slug'], message: 'Choose a test.' },
      wholeNumberIssue(values.pass_mark_percent, ['pass_mark_percent'], 'pass mark'),
      deadlineIssue(values.deadline_at, zone, now()),
    ]);
}

export function interviewResolver(
  zone: string,
  now: () => Date = () => new Date(),
): Resolver<InterviewValues> {
  return (values) =>
    resolve(values, interviewBody(values, zone), [
      deadlineIssue(values.deadline_at, zone, now()),
      ...values.questions.flatMap((q, i) => [
        wholeNumberIssue(q.think_seconds, ['questions', i, 'think_seconds'], 'think time'),
        wholeNumberIssue(q.answer_seconds, ['questions', i, 'answer_seconds'], 'answer time'),
        wholeNumberIssue(q.max_takes, ['questions', i, 'max_takes'], 'number of takes'),
      ]),
    ]);
}
