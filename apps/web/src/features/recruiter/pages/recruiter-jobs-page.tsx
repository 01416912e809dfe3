import type { RecruiterJob } from '@talent/contract/recruiter';
import { Briefcase, Plus, TriangleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../../../components/jobs/format.ts';
import { EliteOnlyTag } from '../../../components/jobs/job-facts.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useRecruiterJobs } from '../api/get-jobs.ts';
import { LoadError, Loading } from '../components/query-states.tsx';
import { PIPELINE_ORDER, RECRUITER_STATUS_LABELS, shortDate, useRecruiterTimeZone } from '../lib/format.ts';

type Tab = 'open' | 'closed';

function JobRow({ job, timeZone }: { job: RecruiterJob; timeZone: string }) {
  const total = Object.values(job.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const shown = PIPELINE_ORDER.filter((status) => (job.counts[status] ?? 0) > 0);
  return (
    <li data-testid="recruiter-job-row" className="px-4 py-3 hover:bg-ink-50">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-ink-900">
          <Link to={`/recruiter/jobs/${job.id}`} className="hover:underline">
            {job.title}
          </Link>
        </h2>
        <div className="flex items-center gap-2 text-sm">
          {job.elite_only && <EliteOnlyTag />}
          {job.overdue > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {job.overdue} overdue
            </span>
          )}
          <span className="text-ink-600">
            {total} {total === 1 ? 'applicant' : 'applicants'}
          </span>
        </div>
      </div>
      <p className="mt-0.5 text-xs text-ink-500">
        {WORK_MODE_LABELS[job.work_mode]} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · posted{' '}
        {shortDate(job.posted_at, timeZone)} · replies within {job.response_days} days
      </p>
      {shown.length > 0 && (
        <ul aria-label="Applicants per state" className="mt-1.5 flex flex-wrap gap-1.5">
          {shown.map((status) => (
            <li key={status} className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">
              {RECRUITER_STATUS_LABELS[status]} <span className="font-semibold">{job.counts[status]}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function JobList({ status }: { status: Tab }) {
  const timeZone = useRecruiterTimeZone();
  const query = useRecruiterJobs(status);
  if (query.isPending) return <Loading label="Loading jobs…" />;
  if (query.isError)
    return <LoadError error={query.error} what="jobs" onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <StatePanel
        Icon={Briefcase}
        title={status === 'open' ? 'No open jobs' : 'No closed jobs'}
        actions={
          status === 'open' && (
            <ButtonLink to="/recruiter/jobs/new">
              <Plus aria-hidden="true" className="size-4" />
              Post a job
            </ButtonLink>
          )
        }
      >
        {status === 'open'
          ? 'Post a job and candidates can find and apply to it at once.'
          : 'Jobs you close appear here with their applicants.'}
      </StatePanel>
    );
  return (
    <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white shadow-card">
      {query.data.map((job) => (
        <JobRow key={job.id} job={job} timeZone={timeZone} />
      ))}
    </ul>
  );
}

export default function RecruiterJobsPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('status') === 'closed' ? 'closed' : 'open';
  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-ink-900">{title}</h1>
        <ButtonLink to="/recruiter/jobs/new">
          <Plus aria-hidden="true" className="size-4" />
          Post a job
        </ButtonLink>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'closed' ? { status: 'closed' } : {}, { replace: true })
        }
        className="mt-4"
      >
        <Tabs.List aria-label="Jobs by status" className="mb-3 flex gap-1 border-b border-ink-200">
          {(['open', 'closed'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-600 hover:text-ink-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {value === 'open' ? 'Open' : 'Closed'}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="open" className="focus:outline-none">
          {tab === 'open' && <JobList status="open" />}
        </Tabs.Content>
        <Tabs.Content value="closed" className="focus:outline-none">
          {tab === 'closed' && <JobList status="closed" />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
