import type { Application } from '@talent/contract/applications';
import { ChevronDown, FileText, MessageSquare, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';
import { ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  NextStepPanel,
  RejectionPanel,
  ResponsePromiseNote,
  StageTrack,
  isActive,
} from './application-facts.tsx';
import { ApplicationTimeline } from './application-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WithdrawButton } from './withdraw-dialog.tsx';

function KnockoutNote({ application }: { application: Application }) {
  const missed = application.answers.filter((a) => a.knocked_out);
  return (
    <details className="mt-3 rounded-control bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Flagged: {missed.length === 1 ? 'an answer misses' : `${missed.length} answers miss`} the job’s
        requirements
      </summary>
      <p className="mt-2 text-amber-900">
        The job stated these requirements up front. Your application was still sent; the recruiter sees which
        answers miss them and decides.
      </p>
      {missed.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {missed.map((answer) => (
            <li key={answer.question_id}>
              {answer.question}{' '}
              <span className="font-medium">
                — you answered{' '}
                {typeof answer.value === 'boolean' ? (answer.value ? 'Yes' : 'No') : String(answer.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

const FINAL_TEXT: Partial<Record<Application['status'], string>> = {
  hired: 'You accepted the offer. Congratulations!',
  closed: 'The job was closed before a decision on your application. Nothing more will happen here.',
};

/**
 * One opportunity: status, where it stands, what happens next, the response promise, a rejection's reason, and
 * its timeline one click away (opened at once when the page was linked to it).
 */
export function ApplicationCard({
  application,
  zone,
  highlighted,
}: {
  application: Application;
  zone: string;
  highlighted: boolean;
}) {
  const { job } = application;
  const id = useId();
  const headingId = `application-${application.id}`;
  const timelineId = `${id}-timeline`;
  const [open, setOpen] = useState(highlighted);
  const ref = useRef<HTMLElement>(null);
  const withdrawn = application.status === 'withdrawn';
  const active = isActive(application.status);

  // Linked to this card after it was on screen (a notification's "View"): open it.
  const [wasHighlighted, setWasHighlighted] = useState(highlighted);
  if (highlighted !== wasHighlighted) {
    setWasHighlighted(highlighted);
    if (highlighted) setOpen(true);
  }

  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-24 rounded-card border bg-white p-5 shadow-card focus:outline-none ${
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-200'
      }`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <CompanyLogo company={job.company} />
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink-900">
              <Link to={`/jobs/${job.id}`} className="hover:underline">
                {job.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-600">{job.company.name}</p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-600">
              <StatusBadge status={application.status} />
              <span>
                Applied{' '}
                <time dateTime={application.submitted_at}>{formatDate(application.submitted_at, zone)}</time>
              </span>
              {application.status_changed_at !== application.submitted_at && (
                <span>
                  · {withdrawn ? 'Withdrawn' : 'Updated'}{' '}
                  <time dateTime={application.status_changed_at}>
                    {formatDate(application.status_changed_at, zone)}
                  </time>
                </span>
              )}
              {application.resume && (
                <span className="inline-flex items-center gap-1">
                  · <FileText aria-hidden="true" className="size-3.5" />
                  {application.resume.name}
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
          {application.conversation_id && (
            <ButtonLink to={`/chat?c=${encodeURIComponent(application.conversation_id)}`} variant="secondary">
              <MessageSquare aria-hidden="true" className="size-4" />
              Chat{' '}
              <span className="sr-only">
                with {application.recruiter.name} about {job.title}
              </span>
            </ButtonLink>
          )}
          {application.can_withdraw && <WithdrawButton application={application} />}
          {withdrawn && (
            <ButtonLink to={`/jobs/${job.id}/apply`} variant="secondary">
              <RotateCcw aria-hidden="true" className="size-4" />
              Apply again <span className="sr-only">to {job.title}</span>
            </ButtonLink>
          )}
        </div>
      </div>

      {active && <StageTrack application={application} />}
      {active && <NextStepPanel application={application} zone={zone} />}
      {active && <ResponsePromiseNote application={application} zone={zone} />}
      {application.status === 'rejected' && <RejectionPanel application={application} />}
      {application.status === 'rejected' && application.response_promise.state === 'missed' && (
        <ResponsePromiseNote application={application} zone={zone} />
      )}
      {FINAL_TEXT[application.status] && (
        <p className="mt-3 text-sm text-ink-700">{FINAL_TEXT[application.status]}</p>
      )}
      {withdrawn && application.withdraw_reason && (
        <p className="mt-3 text-sm text-ink-600">
          <span className="font-medium text-ink-800">Your reason: </span>
          {application.withdraw_reason}
        </p>
      )}
      {withdrawn && application.withdrawn_at && (
        <p className="sr-only">
          Withdrawn{' '}
          <time dateTime={application.withdrawn_at}>{formatDateTime(application.withdrawn_at, zone)}</time>
        </p>
      )}
      {application.knocked_out && active && <KnockoutNote application={application} />}

      <div className="mt-4 border-t border-ink-100 pt-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={timelineId}
          onClick={() => setOpen((o) => !o)}
          className={buttonClasses('ghost', '-ml-3 px-3 py-1.5')}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
          {open ? 'Hide timeline' : 'Show timeline'} <span className="sr-only">for {job.title}</span>
        </button>
        <div id={timelineId} hidden={!open} className="mt-3">
          {open && <ApplicationTimeline id={application.id} zone={zone} jobTitle={job.title} />}
        </div>
      </div>
    </article>
  );
}

export function ApplicationCardSkeleton() {
  return <div aria-hidden="true" className="h-44 animate-pulse rounded-card bg-white shadow-card" />;
}
