import {
  ACTIVE_STATUSES,
  REJECTION_REASON_LABELS,
  type Application,
  type ApplicationStatus,
} from '@talent/contract/applications';
import { ArrowRight, BookOpen, CircleCheck, Clock, Eye, Hourglass, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { SKILL_GAP_MAP_PATH } from '@talent/contract/skill-gap';
import { formatDateTime, formatHours, relativeTime } from '../../../lib/format.ts';
import { nextStepLinkLabel } from '../lib/format.ts';
import { UserText } from '../../../components/user-text.tsx';

const STAGES: { status: ApplicationStatus; label: string }[] = [
  { status: 'submitted', label: 'Applied' },
  { status: 'in_review', label: 'In review' },
  { status: 'assessment', label: 'Assessment' },
  { status: 'interviewing', label: 'Interviews' },
  { status: 'offer', label: 'Offer' },
  { status: 'hired', label: 'Hired' },
];

/**
 * Where an active application stands on the usual path (applied → … → hired). A stage it went past without
 * entering (no assessment, say) is left out rather than shown as done.
 */
export function StageTrack({ application }: { application: Application }) {
  const index = STAGES.findIndex((s) => s.status === application.status);
  if (index < 0) return null;
  const reached = new Set(application.stages_reached);
  const stages = STAGES.filter((stage, i) => i >= index || reached.has(stage.status));
  const current = stages.findIndex((s) => s.status === application.status);
  return (
    <ol aria-label="Stages" className="mt-4 flex flex-wrap items-center gap-1.5 text-xs">
      {stages.map((stage, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={stage.status}
            aria-current={state === 'current' ? 'step' : undefined}
            className="inline-flex items-center gap-1.5"
          >
            <span
              className={`rounded-full px-2 py-0.5 font-medium ${
                state === 'current'
                  ? 'bg-brand-700 text-white'
                  : state === 'done'
                    ? 'bg-brand-50 text-brand-800'
                    : 'bg-ink-100 text-ink-600'
              }`}
            >
              {state === 'done' && <span className="sr-only">Done: </span>}
              {stage.label}
            </span>
            {i < stages.length - 1 && <ArrowRight aria-hidden="true" className="size-3 text-ink-400" />}
          </li>
        );
      })}
    </ol>
  );
}

const OWNER_TEXT = { talent: 'Your move', recruiter: 'Their move', none: null } as const;

/** "What happens next": the step, whose move it is, how long it usually takes, when it is due, where to act. */
export function NextStepPanel({ application, zone }: { application: Application; zone: string }) {
  const step = application.next_step;
  const owner = OWNER_TEXT[step.owner];
  return (
    <div
      role="group"
      aria-label="What happens next"
      className={`mt-4 rounded-control px-3.5 py-3 text-sm ring-1 ring-inset ${
        step.owner === 'talent' ? 'bg-brand-50 ring-brand-200' : 'bg-ink-50 ring-ink-200'
      }`}
    >
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">What happens next</p>
      <p className="mt-1 font-medium text-ink-900">
        {owner && (
          <span
            className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
              step.owner === 'talent' ? 'bg-brand-700 text-white' : 'bg-ink-200 text-ink-800'
            }`}
          >
            {owner}
          </span>
        )}
        {step.text}
      </p>
      <ul className="mt-1.5 space-y-0.5 text-ink-700">
        {step.typical_hours !== null && (
          <li className="flex items-center gap-1.5">
            <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
            Usually takes about {formatHours(step.typical_hours)}
          </li>
        )}
        {step.due_at && (
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            <span>
              Due <time dateTime={step.due_at}>{formatDateTime(step.due_at, zone)}</time> (
              {relativeTime(step.due_at)})
            </span>
          </li>
        )}
      </ul>
      {step.path && step.path.startsWith('/') && (
        <Link
          to={step.path}
          className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline"
        >
          {nextStepLinkLabel(step)} <span className="sr-only">for {application.job.title}</span>
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      )}
    </div>
  );
}

/** The job's response promise as it stands, and the recruiter's measured median response time. */
export function ResponsePromiseNote({ application, zone }: { application: Application; zone: string }) {
  const promise = application.response_promise;
  const { recruiter } = application;
  const company = application.job.company.name;
  const days = `${promise.days} day${promise.days === 1 ? '' : 's'}`;
  const median =
    recruiter.median_response_hours !== null
      ? `${recruiter.name} usually first responds within ${formatHours(recruiter.median_response_hours)} (measured median).`
      : `${recruiter.name} has not answered enough applications yet for a measured response time.`;
  let line;
  if (promise.state === 'missed') {
    line = (
      <p className="flex items-start gap-2 font-medium text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Promise missed: {company} promised a first response within {days}, by{' '}
          <time dateTime={promise.due_at}>{formatDateTime(promise.due_at, zone)}</time>, and has not
          responded. We have reminded them. Keep applying elsewhere in the meantime.
        </span>
      </p>
    );
  } else if (promise.state === 'kept') {
    line = (
      <p className="flex items-start gap-2 text-ink-700">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Promise kept: {company} promised a first response within {days}
          {promise.responded_at && (
            <>
              {' '}
              and responded on{' '}
              <time dateTime={promise.responded_at}>{formatDateTime(promise.responded_at, zone)}</time>
            </>
          )}
          .
        </span>
      </p>
    );
  } else {
    line = (
      <p className="flex items-start gap-2 text-ink-700">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Response promise: {company} responds within {days}, by{' '}
          <time dateTime={promise.due_at}>{formatDateTime(promise.due_at, zone)}</time> (
          {relativeTime(promise.due_at)}).
        </span>
      </p>
    );
  }
  return (
    <div
      data-testid="response-promise"
      className={`mt-3 text-sm ${
        promise.state === 'missed'
          ? 'rounded-control bg-amber-50 px-3.5 py-2.5 ring-1 ring-amber-300 ring-inset'
          : ''
      }`}
    >
      {line}
      {promise.state === 'pending' && application.viewed_at && (
        <p className="mt-1 flex items-start gap-2 text-ink-700" data-testid="viewed">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            Viewed: {company} opened your application on{' '}
            <time dateTime={application.viewed_at}>{formatDateTime(application.viewed_at, zone)}</time> (
            {relativeTime(application.viewed_at)}).
          </span>
        </p>
      )}
      <p className="mt-1 pl-6 text-xs text-ink-600">{median}</p>
    </div>
  );
}

/** Why the candidate was not selected, the recruiter's note, and for a skills gap where to learn each skill. */
export function RejectionPanel({ application }: { application: Application }) {
  const rejection = application.rejection;
  if (!rejection) return null;
  return (
    <div
      role="group"
      aria-label="Why you were not selected"
      className="mt-4 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-800 ring-1 ring-ink-200 ring-inset"
    >
      <p>
        <span className="font-semibold">Reason: </span>
        {REJECTION_REASON_LABELS[rejection.reason]}
      </p>
      {rejection.note && (
        <div className="mt-2">
          <p className="text-xs font-semibold text-ink-600">Note from {application.recruiter.name}</p>
          <UserText markdown={rejection.note} className="mt-1" />
        </div>
      )}
      {rejection.reason === 'skills_gap' && rejection.missing_skills.length > 0 && (
        <div className="mt-3">
          <p className="font-semibold">What would close the gap</p>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {rejection.missing_skills.map((skill) => (
              <li key={skill.slug}>
                <Link
                  to={skill.learn_path}
                  className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  <BookOpen aria-hidden="true" className="size-3.5" />
                  Learn {skill.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {rejection.reason === 'skills_gap' && (
        <p className="mt-3">
          <Link to={SKILL_GAP_MAP_PATH} className="font-semibold text-brand-700 hover:underline">
            See your skill-gap map
          </Link>
          : what closes each gap and how many more jobs it would open.
        </p>
      )}
    </div>
  );
}

export const isActive = (status: ApplicationStatus) => ACTIVE_STATUSES.includes(status);
