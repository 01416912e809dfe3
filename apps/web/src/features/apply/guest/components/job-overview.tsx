import type { JobDetail } from '@talent/contract/jobs';
import { Banknote, Clock, Globe2, ListChecks, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
// The job feature's presentational pieces, reused read-only so a job looks the same to a guest as to a candidate.
import { CompanyLogo } from '../../../../components/jobs/company-logo.tsx';
import { JobDescription } from '../../../../components/jobs/job-description.tsx';
import { SkillChips, Tag } from '../../../../components/jobs/job-facts.tsx';
import {
  convertedSalaryText,
  countryName,
  EMPLOYMENT_TYPE_LABELS,
  eligibilityText,
  hours,
  plural,
  salaryText,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../../components/jobs/format.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A <dl> may only hold dt/dd (or a div of them), so the icon sits inside the dt.
  return (
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

/** Where a hire may live, in full: a guest has no profile, so we cannot say whether they qualify. */
function whoCanApply(job: JobDetail): string {
  if (job.work_mode === 'onsite') {
    const office = job.location
      ? [job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')
      : 'the office';
    return `On-site in ${office}`;
  }
  return job.eligibility.anywhere ? 'Anywhere in the world' : eligibilityText(job.eligibility, 6);
}

/** The job as a guest sees it: eligibility, pay, effort and skills first, the full text folded below. */
export function JobOverview({ job }: { job: JobDetail }) {
  const place = job.location
    ? [job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')
    : null;
  const converted = job.salary ? convertedSalaryText(job.salary) : null;
  const { eligibility } = job;
  return (
    <article
      aria-labelledby="job-title"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo company={job.company} size="lg" />
        <div className="min-w-0">
          <h1
            id="job-title"
            className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {job.title}
          </h1>
          <p className="mt-1 text-ink-700">
            <span className="font-semibold">{job.company.name}</span>
            {place && <span className="text-ink-500"> · {place}</span>}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-1.5">
            <Tag tone="brand">{WORK_MODE_LABELS[job.work_mode]}</Tag>
            <Tag>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Tag>
            <Tag>{SENIORITY_LABELS[job.seniority]}</Tag>
          </div>
        </div>
      </div>

      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <Fact icon={<Globe2 aria-hidden="true" className="size-4" />} label="Who can apply">
          <span className="font-medium">{whoCanApply(job)}</span>
          {job.work_mode === 'hybrid' && place && (
            <span className="block text-ink-600">Office in {place}</span>
          )}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Working hours">
          Team in <span className="font-medium">{eligibility.timezone}</span>
          <span className="block text-ink-600">
            {eligibility.min_overlap_hours > 0
              ? `At least ${hours(eligibility.min_overlap_hours)} of overlap a day`
              : 'No minimum overlap'}
            {job.overlap_hours !== null && ` · ${hours(job.overlap_hours)} with your day`}
          </span>
        </Fact>
        <Fact icon={<Banknote aria-hidden="true" className="size-4" />} label="Pay">
          {job.salary ? (
            <>
              <span className="font-medium">{salaryText(job.salary)}</span>
              {converted && <span className="block text-ink-600">{converted}</span>}
            </>
          ) : (
            <span className="text-ink-600">Not stated by the employer</span>
          )}
        </Fact>
        <Fact icon={<Timer aria-hidden="true" className="size-4" />} label="Time to apply">
          <span className="font-medium">About {job.apply_minutes} minutes</span>
          <span className="block text-ink-600">
            {job.screener_questions_count > 0
              ? `${plural(job.screener_questions_count, 'question')}, a resume and an optional video`
              : 'A resume and an optional video'}
          </span>
        </Fact>
      </dl>

      {job.skills.length > 0 && (
        <div className="mt-6">
          <h2 className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
            <ListChecks aria-hidden="true" className="size-4 text-brand-700" />
            Skills
          </h2>
          <div className="mt-2">
            <SkillChips skills={job.skills} />
          </div>
        </div>
      )}

      <details className="group mt-6 rounded-control border border-ink-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink-900 hover:bg-ink-50">
          About the role and {job.company.name}
        </summary>
        <div className="border-t border-ink-200 px-4 pb-4">
          <JobDescription markdown={job.description} />
          {job.benefits.length > 0 && (
            <>
              <h3 className="mt-5 mb-2 text-sm font-semibold text-ink-900">Benefits</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
                {job.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </>
          )}
          {job.company.about && (
            <>
              <h3 className="mt-5 mb-2 text-sm font-semibold text-ink-900">About {job.company.name}</h3>
              <p className="text-sm text-ink-700">{job.company.about}</p>
            </>
          )}
        </div>
      </details>
    </article>
  );
}

export function JobOverviewSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <div className="size-14 rounded-control bg-ink-100" />
        <div className="flex-1 space-y-3">
          <div className="h-7 w-2/3 rounded bg-ink-100" />
          <div className="h-4 w-1/3 rounded bg-ink-100" />
        </div>
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 rounded bg-ink-100" />
        ))}
      </div>
    </div>
  );
}
