import {
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentStatus,
  type RecruiterAssignment,
} from '@talent/contract/assignments';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { ClipboardCheck, Video } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTimeZone } from '../../../lib/format.ts';
import { useAssignments } from '../api/get-assignments.ts';
import { when } from '../lib/format.ts';
import { Accommodations } from './accommodations.tsx';
import { CancelAssignment } from './cancel-assignment.tsx';
import { CopyLink } from './copy-link.tsx';
import { InterviewReview } from './interview-review.tsx';
import { SendAssessmentButton } from './send-assessment-dialog.tsx';
import { TestResult } from './test-result.tsx';

/** Where the server accepts a new assessment (it moves submitted and in-review applications to Assessment). */
const CAN_SEND: ReadonlySet<string> = new Set(['submitted', 'in_review', 'assessment']);
const OPEN: ReadonlySet<AssignmentStatus> = new Set(['sent', 'in_progress']);

const STATUS_TONE: Record<AssignmentStatus, string> = {
  sent: 'bg-sky-50 text-sky-900 ring-sky-300',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-300',
  completed: 'bg-green-50 text-green-900 ring-green-300',
  expired: 'bg-ink-100 text-ink-700 ring-ink-300',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-300',
};

function AssignmentCard({
  assignment,
  zone,
  decisionSlot,
}: {
  assignment: RecruiterAssignment;
  zone: string;
  /** Only on the newest completed result, and only while the application can still move. */
  decisionSlot: ((element: HTMLElement | null) => void) | null;
}) {
  const Icon = assignment.kind === 'interview' ? Video : ClipboardCheck;
  const headingId = `assignment-${assignment.id}-title`;
  const pending = assignment.accommodations.filter((a) => a.status === 'pending').length;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 py-4 first:pt-0 last:pb-0"
      data-testid="assignment"
      data-kind={assignment.kind}
      data-status={assignment.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-2 font-semibold text-ink-900">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            {assignment.title}
          </h3>
          <p className="mt-0.5 text-xs text-ink-600">
            {ASSIGNMENT_KIND_LABELS[assignment.kind]} · sent {when(assignment.sent_at, zone)} by{' '}
            {assignment.recruiter_name} · {assignment.minutes} min
            {assignment.pass_mark_percent !== null && ` · pass mark ${assignment.pass_mark_percent}%`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {pending > 0 && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {pending} request{pending === 1 ? '' : 's'} to answer
            </span>
          )}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[assignment.status]}`}
            data-testid="assignment-status"
          >
            {ASSIGNMENT_STATUS_LABELS[assignment.status]}
          </span>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-ink-500">Deadline</dt>
          <dd className="text-ink-900">
            <time dateTime={assignment.deadline_at}>{when(assignment.deadline_at, zone)}</time>
          </dd>
        </div>
        {assignment.started_at && (
          <div className="flex gap-1.5">
            <dt className="text-ink-500">Started</dt>
            <dd className="text-ink-900">{when(assignment.started_at, zone)}</dd>
          </div>
        )}
        {assignment.completed_at && (
          <div className="flex gap-1.5">
            <dt className="text-ink-500">Completed</dt>
            <dd className="text-ink-900">{when(assignment.completed_at, zone)}</dd>
          </div>
        )}
      </dl>
      {OPEN.has(assignment.status) && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <CopyLink link={assignment.link} />
          </div>
          <CancelAssignment
            applicationId={assignment.application_id}
            assignmentId={assignment.id}
            title={assignment.title}
          />
        </div>
      )}
      <Accommodations assignment={assignment} zone={zone} />
      {assignment.status === 'completed' && (
        <div className="space-y-3">
          {assignment.kind === 'skill_test' ? (
            <TestResult assignment={assignment} zone={zone} />
          ) : (
            <InterviewReview assignment={assignment} zone={zone} />
          )}
          {decisionSlot && (
            <div
              id="assignment-decision"
              tabIndex={-1}
              className="flex flex-wrap items-center gap-2 rounded-control bg-ink-50 p-3 focus:outline-none"
              data-testid="assignment-decision"
            >
              <p className="mr-auto text-sm font-medium text-ink-800">Decide on the application</p>
              {/* The applicant page renders its move and reject controls in here. */}
              <div ref={decisionSlot} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The application's tests and interviews: send one, see each one's state, resend its link, cancel it, answer
 * accommodation requests, and read the result next to the move and reject controls. The list refetches when the
 * candidate starts, asks or finishes (its key is under the console's `recruiter` prefix, which the live hook
 * refreshes on `PipelineChanged`).
 */
export function AssignmentsPanel({
  applicant,
  decisionSlot,
}: {
  applicant: ApplicantDetail;
  /** Receives the element by the newest completed result where the page puts its move and reject controls. */
  decisionSlot?: (element: HTMLElement | null) => void;
}) {
  const zone = useTimeZone();
  const list = useAssignments(applicant.id);
  const canSend = CAN_SEND.has(applicant.status);
  const newestCompleted = list.data?.find((a) => a.status === 'completed')?.id;

  return (
    <section
      aria-labelledby="assignments-heading"
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
      data-testid="assignments-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assignments-heading" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
          Assessments
        </h2>
        {canSend && <SendAssessmentButton applicationId={applicant.id} talentName={applicant.talent.name} />}
      </div>
      <div className="mt-3">
        {list.isPending ? (
          <div role="status" aria-label="Loading assessments" className="space-y-2">
            <div aria-hidden="true" className="h-12 animate-pulse rounded-control bg-ink-100" />
            <div aria-hidden="true" className="h-12 animate-pulse rounded-control bg-ink-100" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>The assessments did not load: {errorMessage(list.error)}</p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void list.refetch()}
              loading={list.isRefetching}
            >
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-ink-500">
            No tests or interviews sent yet.
            {canSend
              ? ' Send a skill test from the bank or a recorded video interview; the candidate answers in their own time.'
              : ' Assessments can be sent while the application is submitted, in review or at assessment.'}
          </p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {list.data.map((assignment) => (
              <AssignmentCard
                key={assignment.id}
                assignment={assignment}
                zone={zone}
                decisionSlot={
                  decisionSlot && assignment.id === newestCompleted && applicant.allowed_moves.length > 0
                    ? decisionSlot
                    : null
                }
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
