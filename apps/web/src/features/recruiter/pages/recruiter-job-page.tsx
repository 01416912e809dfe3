import type { ApplicationStatus } from '@talent/contract/applications';
import type { Applicant, RecruiterJob } from '@talent/contract/recruiter';
import { ArrowLeft, TriangleAlert, Users } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { countryName, EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../components/jobs/format.ts';
import { EliteOnlyTag } from '../../../components/jobs/job-facts.tsx';
import { useApplicants } from '../api/get-applicants.ts';
import { useRecruiterJobs } from '../api/get-jobs.ts';
import { CloseJobButton } from '../components/close-job-dialog.tsx';
import { EliteOnlySwitch } from '../components/elite-only-switch.tsx';
import { InviteButton } from '../components/invite-button.tsx';
import { LoadError, Loading } from '../components/query-states.tsx';
import { StatusPill } from '../components/status-pill.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import {
  isOverdue,
  PIPELINE_ORDER,
  promiseText,
  RECRUITER_STATUS_LABELS,
  shortDate,
  useRecruiterTimeZone,
  waitingFor,
} from '../lib/format.ts';
import { EliteBadge } from '../../../components/elite-badge.tsx';

function parseStatus(value: string | null): ApplicationStatus | undefined {
  return PIPELINE_ORDER.find((status) => status === value);
}

function ApplicantRow({ applicant, timeZone }: { applicant: Applicant; timeZone: string }) {
  const { talent } = applicant;
  const overdue = applicant.status === 'submitted' && isOverdue(applicant.response_promise);
  return (
    <li data-testid="applicant-row" data-status={applicant.status}>
      <Link
        to={`/recruiter/applications/${applicant.id}`}
        className="flex flex-col gap-1 px-4 py-2.5 hover:bg-ink-50 focus-visible:bg-brand-50 sm:flex-row sm:items-center sm:justify-between"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink-900">{talent.name}</span>
            <VerifiedBadge verified={talent.verified} />
            {talent.elite && <EliteBadge size="sm" />}
            {applicant.knocked_out && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-900">
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                Knock-out answer
              </span>
            )}
          </span>
          <span className="block truncate text-xs text-ink-600">
            {talent.headline}
            {talent.country && ` · ${countryName(talent.country)}`}
            {talent.timezone && ` · ${talent.timezone}`}
          </span>
        </span>
        <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-ink-600">
          {applicant.match_score !== null && <span>Match {applicant.match_score}%</span>}
          <span>Applied {shortDate(applicant.submitted_at, timeZone)}</span>
          {applicant.status === 'submitted' && (
            <span className={overdue ? 'font-semibold text-red-700' : ''}>
              {overdue && <TriangleAlert aria-hidden="true" className="mr-0.5 inline size-3.5" />}
              {promiseText(applicant.response_promise, timeZone)}
            </span>
          )}
          {applicant.status !== 'submitted' && (
            <span>in this state {waitingFor(applicant.status_changed_at)}</span>
          )}
          <StatusPill status={applicant.status} />
        </span>
      </Link>
    </li>
  );
}

/** Arrow keys (and j / k) move between applicant rows; Home / End jump to the first / last. */
function moveRowFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'j', 'k', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [
    ...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[data-testid="applicant-row"] a'),
  ];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : event.key === 'ArrowDown' || event.key === 'j'
          ? Math.min(index + 1, links.length - 1)
          : Math.max(index - 1, 0);
  links[next]?.focus();
}

function Pipeline({ job, status }: { job: RecruiterJob; status: ApplicationStatus | undefined }) {
  const timeZone = useRecruiterTimeZone();
  const query = useApplicants(job.id, status);
  if (query.isPending) return <Loading label="Loading applicants…" />;
  if (query.isError)
    return <LoadError error={query.error} what="applicants" onRetry={() => void query.refetch()} />;
  const applicants = query.data.pages.flatMap((page) => page.data);
  // The counts come with every page and cover the whole job; the newest page's are the freshest.
  const counts = query.data.pages.at(-1)!.meta.counts;
  const total = status ? (counts[status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  if (applicants.length === 0)
    return (
      <StatePanel
        Icon={Users}
        title={
          status ? `No applicants ${RECRUITER_STATUS_LABELS[status].toLowerCase()}` : 'No applicants yet'
        }
      >
        {status
          ? 'Pick another state above, or All.'
          : 'Applications show here as they arrive. Invite talent to get the first ones sooner.'}
      </StatePanel>
    );
  const groups = PIPELINE_ORDER.map((state) => ({
    state,
    rows: applicants.filter((a) => a.status === state),
  })).filter((group) => group.rows.length > 0);
  return (
    <div className="space-y-4" onKeyDown={moveRowFocus}>
      {groups.map(({ state, rows }) => (
        <section
          key={state}
          aria-labelledby={`group-${state}`}
          data-testid={`pipeline-group-${state}`}
          className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card"
        >
          <h2
            id={`group-${state}`}
            className="flex items-center justify-between border-b border-ink-100 bg-ink-50 px-4 py-2 text-sm font-semibold text-ink-800"
          >
            {RECRUITER_STATUS_LABELS[state]}
            <span className="text-ink-500">
              {counts[state] ?? rows.length}{' '}
              <span className="sr-only">
                {(counts[state] ?? rows.length) === 1 ? 'applicant' : 'applicants'}
              </span>
            </span>
          </h2>
          <ul className="divide-y divide-ink-100">
            {rows.map((applicant) => (
              <ApplicantRow key={applicant.id} applicant={applicant} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage && (
        <div className="flex flex-col items-center gap-2 py-2 text-sm text-ink-600">
          <p aria-live="polite">
            Showing {applicants.length} of {total} applicants
          </p>
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading more…' : 'Show more applicants'}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700">
          More applicants could not be loaded. Try again.
        </p>
      )}
    </div>
  );
}

function StateFilter({ job, status }: { job: RecruiterJob; status: ApplicationStatus | undefined }) {
  const [, setParams] = useSearchParams();
  const total = Object.values(job.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50'
    }`;
  return (
    <nav aria-label="Filter applicants by state" className="flex flex-wrap gap-1.5">
      <button
        type="button"
        aria-pressed={!status}
        className={chip(!status)}
        onClick={() => setParams({}, { replace: true })}
      >
        All <span className="opacity-80">{total}</span>
      </button>
      {PIPELINE_ORDER.filter((state) => (job.counts[state] ?? 0) > 0 || state === status).map((state) => (
        <button
          key={state}
          type="button"
          aria-pressed={status === state}
          className={chip(status === state)}
          onClick={() => setParams({ status: state }, { replace: true })}
        >
          {RECRUITER_STATUS_LABELS[state]} <span className="opacity-80">{job.counts[state] ?? 0}</span>
        </button>
      ))}
    </nav>
  );
}

export default function RecruiterJobPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const timeZone = useRecruiterTimeZone();
  const jobs = useRecruiterJobs('all');
  const job = jobs.data?.find((candidate) => candidate.id === id);

  useEffect(() => {
    if (job) document.title = `${job.title} | Borderless`;
  }, [job]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
      <Link
        to="/recruiter/jobs"
        className="inline-flex items-center gap-1 text-sm text-ink-600 hover:text-ink-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Jobs
      </Link>
      {jobs.isPending ? (
        <>
          <h1 className="sr-only">Job</h1>
          <Loading label="Loading the job…" />
        </>
      ) : jobs.isError ? (
        <>
          <h1 className="sr-only">Job</h1>
          <LoadError error={jobs.error} what="job" onRetry={() => void jobs.refetch()} />
        </>
      ) : !job ? (
        <>
          <h1 className="sr-only">Job</h1>
          <LoadError
            error={null}
            what="job"
            onRetry={() => void jobs.refetch()}
            back={{ to: '/recruiter/jobs', label: 'Back to jobs' }}
            notFound
          />
        </>
      ) : (
        <>
          <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="font-display text-2xl font-bold text-ink-900">{job.title}</h1>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    job.status === 'open'
                      ? 'bg-brand-50 text-brand-800 ring-brand-200'
                      : 'bg-ink-100 text-ink-700 ring-ink-200'
                  }`}
                >
                  {job.status === 'open' ? 'Open' : 'Closed'}
                </span>
                {job.elite_only && <EliteOnlyTag />}
                {job.overdue > 0 && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
                    <TriangleAlert aria-hidden="true" className="size-3.5" />
                    {job.overdue} overdue
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-ink-600">
                {WORK_MODE_LABELS[job.work_mode]} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · posted{' '}
                {shortDate(job.posted_at, timeZone)} · you promise a reply within {job.response_days} days
              </p>
            </div>
            {job.status === 'open' && (
              <div className="flex flex-wrap gap-2">
                <InviteButton jobId={job.id} jobTitle={job.title} />
                <CloseJobButton job={job} />
              </div>
            )}
          </div>
          {job.status === 'open' && (
            <div className="mt-4 max-w-xl">
              <EliteOnlySwitch job={job} />
            </div>
          )}
          <div className="mt-4">
            <StateFilter job={job} status={status} />
          </div>
          <div className="mt-4">
            <Pipeline job={job} status={status} />
          </div>
        </>
      )}
    </div>
  );
}
