import {
  ACCOMMODATION_KIND_LABELS,
  ANSWER_MODE_LABELS,
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_STATUS_LABELS,
  overrunCapSeconds,
  type Accommodation,
  type Assignment,
  type AssignmentStatus,
} from '@talent/contract/assignments';
import { formatDateTime, relativeTime } from '../../../lib/format.ts';
import { durationWords } from '../lib/interview-timing.ts';

const STATUS_TONES: Record<AssignmentStatus, string> = {
  sent: 'bg-brand-50 text-brand-800 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  expired: 'bg-ink-100 text-ink-700 ring-ink-200',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-200',
};

export function StatusPill({ status }: { status: AssignmentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONES[status]}`}
    >
      {ASSIGNMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** "Skill test from Acme · Frontend engineer" and the title. */
export function AssignmentHeading({ assignment, suffix }: { assignment: Assignment; suffix?: string }) {
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">
        {ASSIGNMENT_KIND_LABELS[assignment.kind]} from {assignment.company.name} · {assignment.job.title}
      </p>
      <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900">
        {assignment.title}
        {suffix && <span className="text-ink-600"> — {suffix}</span>}
      </h1>
    </header>
  );
}

/** The recruiter's words, as text (never markup), with their name. */
export function RecruiterMessage({ assignment }: { assignment: Assignment }) {
  if (!assignment.message) return null;
  return (
    <figure className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <figcaption className="text-sm font-semibold text-ink-800">
        {assignment.recruiter_name} wrote:
      </figcaption>
      <blockquote className="mt-2 whitespace-pre-line text-ink-700">{assignment.message}</blockquote>
    </figure>
  );
}

export function deadlineText(deadlineAt: string, timeZone: string, now: Date): string {
  const passed = Date.parse(deadlineAt) <= now.getTime();
  return `${formatDateTime(deadlineAt, timeZone)} (${passed ? 'passed' : relativeTime(deadlineAt, now)})`;
}

export function accommodationText(accommodation: Accommodation): string {
  return accommodation.kind === 'extra_time'
    ? `${ACCOMMODATION_KIND_LABELS.extra_time}: ${accommodation.extra_time_percent ?? 0} % more`
    : `${ACCOMMODATION_KIND_LABELS.extra_takes}: ${accommodation.extra_takes ?? 0} more per question`;
}

/**
 * What, how long, by when, what is recorded and who sees it: the facts both the page and its printable copy
 * state, as one description list.
 */
export function AssignmentFacts({
  assignment,
  timeZone,
  now,
}: {
  assignment: Assignment;
  timeZone: string;
  now: Date;
}) {
  const granted = assignment.accommodations.filter((a) => a.status === 'granted');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-ink-800">What it is</dt>
      <dd className="text-ink-700">
        {assignment.kind === 'skill_test' && assignment.test
          ? `${assignment.test.title}: ${assignment.test.task_count} tasks on ${assignment.test.skill.name}${
              assignment.pass_mark_percent !== null ? `, pass mark ${assignment.pass_mark_percent} %` : ''
            }.`
          : `A recorded video interview: ${assignment.questions.length} question${
              assignment.questions.length === 1 ? '' : 's'
            }, answered one at a time when it suits you before the deadline.`}
      </dd>
      <dt className="font-semibold text-ink-800">Time needed</dt>
      <dd className="text-ink-700">
        About {assignment.minutes} minutes
        {granted.length > 0 &&
          `, with ${granted.map(accommodationText).join(' and ').toLowerCase()} included`}
        .{assignment.kind === 'skill_test' && ' The timer starts only when you start the test.'}
      </dd>
      <dt className="font-semibold text-ink-800">Deadline</dt>
      <dd className="text-ink-700">{deadlineText(assignment.deadline_at, timeZone, now)}</dd>
      <dt className="font-semibold text-ink-800">Status</dt>
      <dd>
        <StatusPill status={assignment.status} />
      </dd>
      <dt className="font-semibold text-ink-800">What is recorded</dt>
      <dd className="text-ink-700">
        {assignment.recorded.length === 0 ? (
          'Nothing but your answers.'
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {assignment.recorded.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="font-semibold text-ink-800">Who sees the result</dt>
      <dd className="text-ink-700">{assignment.shared_with}</dd>
    </dl>
  );
}

/** Each question's rules: think time, answer time, overrun allowed, takes, how it may be answered. */
export function QuestionRules({ assignment }: { assignment: Assignment }) {
  if (assignment.kind !== 'interview' || assignment.questions.length === 0) return null;
  return (
    <ol className="space-y-3">
      {assignment.questions.map((question) => (
        <li key={question.id} className="rounded-control border border-ink-200 bg-white p-4">
          <p className="font-semibold text-ink-900">Question {question.position}</p>
          <p className="mt-1 text-sm text-ink-700">
            {question.think_seconds > 0
              ? `${durationWords(question.think_seconds)} to think`
              : 'No think time'}
            , {durationWords(question.answer_seconds)} to answer (up to{' '}
            {durationWords(overrunCapSeconds(question.answer_seconds))} over is recorded and shown),{' '}
            {question.max_takes} take{question.max_takes === 1 ? '' : 's'}. Answer by{' '}
            {question.modes.map((mode) => ANSWER_MODE_LABELS[mode].toLowerCase()).join(', ')}.
          </p>
        </li>
      ))}
    </ol>
  );
}
