import type { Application } from '@talent/contract/applications';
import { Briefcase, CloudOff, FileText, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useApplications } from '../api/get-applications.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { WithdrawButton } from '../components/withdraw-dialog.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';

function date(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

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

function ApplicationRow({ application }: { application: Application }) {
  const { job } = application;
  const withdrawn = application.status === 'withdrawn';
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className={`rounded-card border border-ink-200 bg-white p-5 shadow-card ${withdrawn ? 'opacity-90' : ''}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <CompanyLogo company={job.company} />
          <div className="min-w-0">
            <h2 id={`application-${application.id}`} className="font-semibold text-ink-900">
              <Link to={`/jobs/${job.id}`} className="hover:underline">
                {job.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-600">{job.company.name}</p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-600">
              <StatusBadge status={application.status} />
              <span>
                Applied <time dateTime={application.submitted_at}>{date(application.submitted_at)}</time>
              </span>
              {withdrawn && application.withdrawn_at && (
                <span>
                  · Withdrawn{' '}
                  <time dateTime={application.withdrawn_at}>{date(application.withdrawn_at)}</time>
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
          {application.can_withdraw && <WithdrawButton application={application} />}
          {withdrawn && (
            <ButtonLink to={`/jobs/${job.id}/apply`} variant="secondary">
              <RotateCcw aria-hidden="true" className="size-4" />
              Apply again
              <span className="sr-only"> to {job.title}</span>
            </ButtonLink>
          )}
        </div>
      </div>
      {withdrawn && application.withdraw_reason && (
        <p className="mt-3 text-sm text-ink-600">
          <span className="font-medium text-ink-800">Your reason: </span>
          {application.withdraw_reason}
        </p>
      )}
      {application.knocked_out && !withdrawn && <KnockoutNote application={application} />}
    </article>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your applications" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-28 animate-pulse rounded-card bg-white shadow-card" />
      ))}
    </div>
  );
}

/** `/applications`: every application the candidate sent, newest first, with status and withdrawal. */
export default function ApplicationsPage({ title }: { title: string }) {
  const applications = useApplications();
  const active = applications.data?.filter((a) => a.status !== 'withdrawn').length ?? 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-600">
        {applications.data && applications.data.length > 0
          ? `${active} active · every application you sent, newest first.`
          : 'Every application you send shows up here with its status.'}
      </p>
      <div className="mt-6">
        {applications.isPending ? (
          <ListSkeleton />
        ) : applications.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your applications"
            actions={
              <Button onClick={() => void applications.refetch()} loading={applications.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(applications.error)}
          </StatePanel>
        ) : applications.data.length === 0 ? (
          <StatePanel
            Icon={Briefcase}
            title="No applications yet"
            actions={<ButtonLink to="/jobs">Find a job</ButtonLink>}
          >
            When you apply to a job, it appears here so you can follow it and withdraw it if you change your
            mind.
          </StatePanel>
        ) : (
          <ul className="space-y-3">
            {applications.data.map((application) => (
              <li key={application.id}>
                <ApplicationRow application={application} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
