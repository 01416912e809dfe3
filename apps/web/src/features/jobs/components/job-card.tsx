import type { JobSummary } from '@talent/contract/jobs';
import { Hourglass, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  convertedSalaryText,
  dateTimeIn,
  EMPLOYMENT_TYPE_LABELS,
  plural,
  postedAgo,
  salaryText,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { useTimeZone } from '../lib/use-time-zone.ts';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';
import { EligibilityLine, EliteOnlyTag, SkillChips, Tag } from '../../../components/jobs/job-facts.tsx';
import { SaveButton } from './save-button.tsx';

interface JobCardProps {
  job: JobSummary;
  headingLevel?: 'h2' | 'h3';
  /** Shown beside the save button (the recommended list's match score). */
  badge?: ReactNode;
  /** Shown at the foot of the card (the recommended list's reasons); interactive parts need `relative z-10`. */
  children?: ReactNode;
}

/** One job in a list: eligibility and pay first, then the facts, skills and the recruiter's promise. */
export function JobCard({ job, headingLevel = 'h3', badge, children }: JobCardProps) {
  const timeZone = useTimeZone();
  const Heading = headingLevel;
  const converted = job.salary ? convertedSalaryText(job.salary) : null;
  const matched = job.skills.filter((s) => s.required && s.matched).length;
  const required = job.skills.filter((s) => s.required).length;
  return (
    <article
      className={`relative rounded-card border bg-white p-4 shadow-card transition hover:border-brand-300 sm:p-5 ${
        job.eligible === false ? 'border-ink-200 bg-ink-50/40' : 'border-ink-200'
      }`}
    >
      {/* With a badge: beside the save button from sm up, under the company on narrow screens (one element). */}
      <div
        className={
          badge
            ? 'grid grid-cols-[auto_1fr_auto] items-start gap-x-3.5 sm:grid-cols-[auto_1fr_auto_auto]'
            : 'flex items-start gap-3.5'
        }
      >
        <CompanyLogo company={job.company} />
        <div className="min-w-0 flex-1">
          <Heading className="font-display text-base leading-snug font-semibold text-ink-900 sm:text-lg">
            <Link
              to={`/jobs/${job.id}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
            >
              {job.title}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-ink-600">
            <span className="font-medium text-ink-800">{job.company.name}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={job.posted_at} title={dateTimeIn(job.posted_at, timeZone)}>
              Posted {postedAgo(job.posted_at, timeZone)}
            </time>
          </p>
        </div>
        {badge && (
          <div className="col-start-2 row-start-2 mt-2 sm:col-start-3 sm:row-start-1 sm:mt-0">{badge}</div>
        )}
        <div className={badge ? 'col-start-3 row-start-1 sm:col-start-4' : 'shrink-0'}>
          <SaveButton job={job} />
        </div>
      </div>

      <div className="mt-3.5">
        <EligibilityLine job={job} />
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        {job.salary ? (
          <p className="text-sm">
            <span className="font-semibold text-ink-900">{salaryText(job.salary)}</span>
            {converted && <span className="ml-1.5 text-ink-500">{converted}</span>}
          </p>
        ) : (
          <p className="text-sm text-ink-500">Salary not stated</p>
        )}
        <span className="flex flex-wrap gap-1.5">
          {job.elite_only && <EliteOnlyTag />}
          <Tag tone="brand">{WORK_MODE_LABELS[job.work_mode]}</Tag>
          <Tag>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Tag>
          <Tag>{SENIORITY_LABELS[job.seniority]}</Tag>
        </span>
      </div>

      {job.skills.length > 0 && (
        <div className="mt-3.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <SkillChips skills={job.skills} limit={8} />
          {required > 0 && matched > 0 && (
            <span className="text-xs font-medium text-brand-800">
              You have {matched} of {required} required
            </span>
          )}
        </div>
      )}

      <p className="mt-3.5 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-ink-100 pt-3 text-xs text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <Hourglass aria-hidden="true" className="size-3.5 text-brand-700" />
          Responds within {plural(job.response_days, 'day')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5 text-ink-400" />
          {plural(job.applicants_count, 'applicant')}
        </span>
      </p>
      {children}
    </article>
  );
}

export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <div className="flex animate-pulse gap-3.5">
        <div className="size-11 rounded-control bg-ink-100" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-ink-100" />
          <div className="h-3 w-1/3 rounded bg-ink-100" />
        </div>
      </div>
      <div className="mt-4 h-3 w-1/2 animate-pulse rounded bg-ink-100" />
      <div className="mt-3 flex animate-pulse gap-2">
        <div className="h-5 w-24 rounded-full bg-ink-100" />
        <div className="h-5 w-16 rounded-full bg-ink-100" />
        <div className="h-5 w-16 rounded-full bg-ink-100" />
      </div>
    </div>
  );
}
