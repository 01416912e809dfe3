import type { JobDetail } from '@talent/contract/jobs';
import { Banknote, CloudOff, Globe2, MessageSquareReply, SearchX, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';
import {
  countryName,
  eligibilityText,
  EMPLOYMENT_TYPE_LABELS,
  responseTimeText,
  salaryText,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { JobDescription } from '../../../components/jobs/job-description.tsx';
import { SkillChips, Tag } from '../../../components/jobs/job-facts.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSharedJob } from '../api/get-shared-job.ts';
import { jobLinks } from '../lib/shared-link.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> may only hold dt/dd (or a div of them), so the icon sits inside the dt.
    <div className="relative min-w-0 pl-11">
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">
        <span className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-control bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function whoCanApply(job: JobDetail): string {
  if (job.work_mode === 'onsite' && job.location) {
    return `On-site in ${[job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')}`;
  }
  return job.eligibility.anywhere ? 'Anywhere in the world' : eligibilityText(job.eligibility, 4);
}

/** How soon the recruiter answers: their measured median when there is one, else the job's promise. */
function replyText(job: JobDetail): string {
  const median = job.recruiter.median_response_hours;
  if (median !== null) return `Usually within ${responseTimeText(median)}`;
  return `Promised within ${job.response_days} ${job.response_days === 1 ? 'day' : 'days'}`;
}

function JobCard({ job, signedIn }: { job: JobDetail; signedIn: boolean }) {
  const links = jobLinks(job.id, signedIn);
  const place = job.location
    ? [job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')
    : null;
  return (
    <article
      aria-labelledby="shared-job-title"
      data-testid="shared-job"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo company={job.company} size="lg" />
        <div className="min-w-0">
          <h3 id="shared-job-title" className="font-display text-2xl font-bold tracking-tight text-ink-900">
            {job.title}
          </h3>
          <p className="mt-1 text-ink-700">
            <span className="font-semibold">{job.company.name}</span>
            {place && <span className="text-ink-600"> · {place}</span>}
          </p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            <Tag tone="brand">{WORK_MODE_LABELS[job.work_mode]}</Tag>
            <Tag>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Tag>
            <Tag>{SENIORITY_LABELS[job.seniority]}</Tag>
          </div>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact icon={<Globe2 aria-hidden="true" className="size-4" />} label="Who can apply">
          {whoCanApply(job)}
        </Fact>
        <Fact icon={<Banknote aria-hidden="true" className="size-4" />} label="Pay">
          {job.salary ? salaryText(job.salary) : 'Not stated by the employer'}
        </Fact>
        <Fact icon={<Timer aria-hidden="true" className="size-4" />} label="Time to apply">
          About {job.apply_minutes} minutes
        </Fact>
        <Fact icon={<MessageSquareReply aria-hidden="true" className="size-4" />} label="Recruiter replies">
          {replyText(job)}
        </Fact>
      </dl>

      {job.skills.length > 0 && (
        <div className="mt-5">
          <SkillChips skills={job.skills} limit={8} />
        </div>
      )}

      {!signedIn && (
        <details className="mt-5 rounded-control border border-ink-200">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink-900 hover:bg-ink-50">
            View job
          </summary>
          <div className="border-t border-ink-200 px-4 pb-4">
            <JobDescription markdown={job.description} />
          </div>
        </details>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <ButtonLink to={links.apply}>Apply</ButtonLink>
        {links.view && (
          <ButtonLink to={links.view} variant="secondary">
            View job
          </ButtonLink>
        )}
        {!signedIn && (
          <p className="text-sm text-ink-600">
            No account needed to start: you sign up at the end, and nothing you typed is lost.
          </p>
        )}
      </div>
    </article>
  );
}

/** "Shared with you": the job a link named, a clear dead end when it is gone, a retry when it failed to load. */
export function SharedJob({ id, signedIn }: { id: string | null; signedIn: boolean }) {
  const job = useSharedJob(id);
  const browse = <ButtonLink to="/jobs">Browse open jobs</ButtonLink>;
  let body: ReactNode;
  if (id === null) {
    body = (
      <StatePanel Icon={SearchX} title="This link does not name a job we know" actions={browse}>
        It may have been cut short when it was copied. Ask the person who sent it for the full link.
      </StatePanel>
    );
  } else if (job.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading the shared job"
        className="h-64 animate-pulse rounded-card bg-white shadow-card"
      />
    );
  } else if (job.isError) {
    const status = statusOf(job.error);
    body =
      status === 404 || status === 422 ? (
        <StatePanel Icon={SearchX} title="This job is no longer open" actions={browse}>
          The employer has filled it or taken it down. Plenty of others are open: have a look.
        </StatePanel>
      ) : (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="The shared job did not load"
          actions={<Button onClick={() => void job.refetch()}>Try again</Button>}
        >
          {errorMessage(job.error)}
        </StatePanel>
      );
  } else if (job.data.status !== 'open') {
    body = (
      <StatePanel Icon={SearchX} title="This job is no longer open" actions={browse}>
        The employer has filled it or taken it down. Plenty of others are open: have a look.
      </StatePanel>
    );
  } else {
    body = <JobCard job={job.data} signedIn={signedIn} />;
  }
  return (
    <section aria-labelledby="shared-job-heading" className="mt-10">
      <h2 id="shared-job-heading" className="font-display text-xl font-semibold text-ink-900">
        Shared with you
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
