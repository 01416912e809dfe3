import type { JobDetail, JobSkill, Match } from '@talent/contract/jobs';
import {
  ArrowLeft,
  BadgeCheck,
  Building2,
  CalendarCheck,
  Check,
  CircleAlert,
  CloudOff,
  ExternalLink,
  Globe2,
  Hourglass,
  LockKeyhole,
  SearchX,
  Share2,
  Timer,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { documentTitle } from '../../../lib/route-table.ts';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { deferred, usePreload } from '../../../components/deferred.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useEliteMembership } from '../api/get-elite-membership.ts';
import { useJob } from '../api/get-job.ts';
import { useSimilarJobs } from '../../../lib/similar-jobs.ts';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JobDescription } from '../../../components/jobs/job-description.tsx';
import { EliteOnlyTag, NotEligibleBadge, Tag } from '../../../components/jobs/job-facts.tsx';
import { JobsNav } from '../components/jobs-nav.tsx';
import { MatchReasons, ScoreBadge } from '../components/match-score.tsx';
import { SaveButton } from '../components/save-button.tsx';
import type { ShareTarget } from '../lib/share.ts';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import {
  convertedSalaryText,
  countryName,
  dateIn,
  dateTimeIn,
  EMPLOYMENT_TYPE_LABELS,
  hours,
  plural,
  postedAgo,
  responseTimeText,
  salaryText,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { DeferredSkillGapMap } from '../../../components/skill-gap/deferred-skill-gap-map.tsx';
import { scoreTier } from '../lib/match.ts';
import { useTimeZone } from '../lib/use-time-zone.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function EligibilityPanel({ job }: { job: JobDetail }) {
  const { eligibility } = job;
  // No shared hours is never good news, even when the team does not ask for any.
  const enough =
    job.overlap_hours !== null && job.overlap_hours > 0 && job.overlap_hours >= eligibility.min_overlap_hours;
  return (
    <Section id="eligibility-heading" title="Who can take this job">
      {job.eligible === false ? (
        <p className="flex items-start gap-2 rounded-control bg-red-50 px-3.5 py-3 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Not open to your country.</strong> This employer cannot hire
            someone living where your profile says you live.
          </span>
        </p>
      ) : job.eligible === true ? (
        <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">You can apply from where you live.</strong>
          </span>
        </p>
      ) : null}
      <dl className="mt-4 grid gap-5 sm:grid-cols-2">
        <Fact label={job.work_mode === 'onsite' ? 'Office' : 'Hires people living in'}>
          {job.work_mode === 'onsite' && job.location ? (
            [job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')
          ) : eligibility.anywhere ? (
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Globe2 aria-hidden="true" className="size-4 text-brand-700" />
              Anywhere in the world
            </span>
          ) : (
            <>
              {eligibility.regions.length > 0 && (
                <span className="font-medium">{eligibility.regions.join(', ')}</span>
              )}
              {eligibility.countries.length > 0 && (
                <span className="mt-1 block text-ink-600">
                  {eligibility.countries.map(countryName).sort().join(', ')}
                </span>
              )}
            </>
          )}
          {job.work_mode === 'hybrid' && job.location && (
            <span className="mt-1 block text-ink-600">
              Office in {[job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')}
            </span>
          )}
        </Fact>
        <Fact label="Team hours">
          Works in <span className="font-medium">{eligibility.timezone}</span>
          <span className="block text-ink-600">
            {eligibility.min_overlap_hours > 0
              ? `Asks for at least ${hours(eligibility.min_overlap_hours)} of overlap`
              : 'No minimum overlap'}
          </span>
        </Fact>
        <Fact label="Your overlap">
          {job.overlap_hours === null ? (
            <span className="text-ink-600">Set your time zone in your profile to see it.</span>
          ) : (
            <span
              className={`inline-flex items-center gap-1.5 font-medium ${enough ? 'text-brand-800' : 'text-amber-800'}`}
            >
              {enough ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <CircleAlert aria-hidden="true" className="size-4" />
              )}
              {hours(job.overlap_hours)} a day
              <span className="font-normal text-ink-600">
                {enough
                  ? '— meets the team’s ask'
                  : job.overlap_hours === 0
                    ? '— no shared working hours'
                    : `— below the team’s ${hours(eligibility.min_overlap_hours)}`}
              </span>
            </span>
          )}
        </Fact>
      </dl>
    </Section>
  );
}

/** The score, its band in words and every reason, with where to fix what the profile does not say. */
function MatchPanel({ match }: { match: Match }) {
  const unknown = match.reasons.some((reason) => reason.status === 'unknown');
  return (
    <Section id="match-heading" title="How you match">
      <div className="flex flex-wrap items-center gap-3">
        <ScoreBadge score={match.score} size="lg" />
        <span className="text-sm font-medium text-ink-700">{scoreTier(match.score).label}</span>
      </div>
      <div className="mt-4">
        <MatchReasons reasons={match.reasons} />
      </div>
      {unknown && (
        <p className="mt-4 text-sm text-ink-600">
          Some parts are unknown because your profile does not say.{' '}
          <Link to="/profile" className="font-medium text-brand-800 underline">
            Complete your profile
          </Link>{' '}
          to raise the score.
        </p>
      )}
    </Section>
  );
}

/** "submitted" → "Submitted", "in_review" → "In review". */
function statusText(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SkillList({ skills, title }: { skills: JobSkill[]; title: string }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {skills.map((skill) => (
          <li
            key={skill.slug}
            className={`flex items-center justify-between gap-3 rounded-control px-3 py-2 text-sm ${
              skill.matched
                ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200 ring-inset'
                : 'bg-ink-50 text-ink-800'
            }`}
          >
            <span className="inline-flex items-center gap-1.5 font-medium">
              {skill.matched && <Check aria-hidden="true" className="size-4 text-brand-700" />}
              {skill.name}
              {skill.matched && <span className="sr-only"> (you have this)</span>}
            </span>
            {skill.years !== null && (
              <span className="text-xs text-ink-600">{plural(skill.years, 'year')}+</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/**
 * Apply, or for an elite-only job and a candidate who is not a member, the way to join instead. Membership comes
 * from the profile; when it cannot be read the button stays, and applying answers with the reason (403).
 */
function ApplyButton({ job }: { job: JobDetail }) {
  const membership = useEliteMembership(job.elite_only);
  if (job.elite_only && membership.isPending) {
    return (
      <div
        role="status"
        aria-label="Checking whether you may apply"
        className="h-10 animate-pulse rounded-control bg-ink-100"
      />
    );
  }
  if (job.elite_only && membership.isSuccess && membership.data === null) {
    return (
      <div className="space-y-2">
        <p className="flex items-start gap-2 rounded-control bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Only members of our elite programme may apply to this job.</span>
        </p>
        <ButtonLink to="/elite" variant="secondary" className="w-full">
          Open to elite members — see how to join
        </ButtonLink>
      </div>
    );
  }
  return (
    <ButtonLink to={`/jobs/${job.id}/apply`} className="w-full">
      Apply · about {job.apply_minutes} min
    </ButtonLink>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const timeZone = useTimeZone();
  const location = useLocation();
  const navigate = useNavigate();
  const similar = useSimilarJobs(job.id);
  const required = job.skills.filter((s) => s.required);
  const nice = job.skills.filter((s) => !s.required);
  const matched = required.filter((s) => s.matched).length;
  const converted = job.salary ? convertedSalaryText(job.salary) : null;
  const shareUrl = `${window.location.origin}/jobs/${job.id}`;
  const place = job.location
    ? [job.location.city, countryName(job.location.country)].filter(Boolean).join(', ')
    : null;

  useEffect(() => {
    document.title = documentTitle(job.title);
  }, [job.title]);

  const applyBox = job.application ? (
    <div className="space-y-3">
      <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">
            Applied on{' '}
            <time
              dateTime={job.application.submitted_at}
              title={dateTimeIn(job.application.submitted_at, timeZone)}
            >
              {dateIn(job.application.submitted_at, timeZone)}
            </time>
          </strong>{' '}
          · {statusText(job.application.status)}
        </span>
      </p>
      <ButtonLink to="/applications" variant="secondary" className="w-full">
        See your applications
      </ButtonLink>
    </div>
  ) : (
    <div className="space-y-2">
      {job.status === 'open' ? (
        <ApplyButton job={job} />
      ) : (
        <p className="rounded-control bg-ink-100 px-3 py-2.5 text-center text-sm font-medium text-ink-700">
          This job is closed to new applications
        </p>
      )}
      <p className="text-center text-xs text-ink-500">
        {job.screener_questions_count > 0
          ? `Includes ${plural(job.screener_questions_count, 'short screening question')}.`
          : 'No screening questions.'}{' '}
        {plural(job.applicants_count, 'applicant')} so far.
      </p>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/jobs"
        onClick={(event) => {
          // Back keeps the search the candidate came from (its filters live in that URL).
          if (location.key !== 'default') {
            event.preventDefault();
            void navigate(-1);
          }
        }}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>

      <header className="mt-4 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6">
        <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <CompanyLogo company={job.company} size="lg" />
            <div className="min-w-0">
              <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                {job.title}
              </h1>
              <p className="mt-1 text-ink-700">
                <span className="font-semibold">{job.company.name}</span>
                {place && <span className="text-ink-500"> · {place}</span>}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-1.5">
                {job.elite_only && <EliteOnlyTag />}
                <Tag tone="brand">{WORK_MODE_LABELS[job.work_mode]}</Tag>
                <Tag>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Tag>
                <Tag>{SENIORITY_LABELS[job.seniority]}</Tag>
                {job.eligible === false && <NotEligibleBadge />}
              </div>
              <p className="mt-3 text-sm text-ink-600">
                <time dateTime={job.posted_at} title={dateTimeIn(job.posted_at, timeZone)}>
                  Posted {postedAgo(job.posted_at, timeZone)}
                </time>
                {job.expires_at && <> · Closes {dateIn(job.expires_at, timeZone)}</>}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 md:justify-end">
            <SaveButton job={job} variant="full" />
            <ShareMenu
              target={{ url: shareUrl, title: `${job.title} at ${job.company.name}`, text: 'on Borderless' }}
            />
          </div>
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {job.match && <MatchPanel match={job.match} />}
          <EligibilityPanel job={job} />

          <Section id="pay-heading" title="Pay">
            {job.salary ? (
              <p>
                <span className="text-xl font-semibold text-ink-900">{salaryText(job.salary)}</span>
                {converted && (
                  <span className="mt-1 block text-sm text-ink-600">{converted} in your currency</span>
                )}
              </p>
            ) : (
              <p className="text-sm text-ink-600">The employer has not stated a salary.</p>
            )}
          </Section>

          {job.skills.length > 0 && (
            <Section id="skills-heading" title="Skills">
              {required.length > 0 && (
                <p className="mb-4 text-sm text-ink-600">
                  You have <strong className="font-semibold text-brand-800">{matched}</strong> of{' '}
                  {required.length} required skills.
                </p>
              )}
              <div className="space-y-5">
                <SkillList skills={required} title="Required" />
                <SkillList skills={nice} title="Nice to have" />
              </div>
            </Section>
          )}

          {job.skills.some((skill) => !skill.matched) && (
            <DeferredSkillGapMap jobId={job.id} title="What you’re missing for this job" />
          )}

          <Section id="description-heading" title="About the role">
            <JobDescription markdown={job.description} />
          </Section>

          {job.benefits.length > 0 && (
            <Section id="benefits-heading" title="Benefits">
              <ul className="grid gap-2 sm:grid-cols-2">
                {job.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2 text-sm text-ink-800">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside className="space-y-6" aria-label="Apply, recruiter and company">
          <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card lg:sticky lg:top-20">
            {applyBox}
          </div>

          <section
            aria-labelledby="recruiter-heading"
            className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
          >
            <h2 id="recruiter-heading" className="text-sm font-semibold text-ink-900">
              Your recruiter
            </h2>
            <div className="mt-3 flex items-center gap-3">
              {job.recruiter.avatar_url ? (
                <img src={job.recruiter.avatar_url} alt="" className="size-11 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {initials(job.recruiter.name)}
                </span>
              )}
              <div>
                <p className="font-medium text-ink-900">{job.recruiter.name}</p>
                <p className="text-sm text-ink-600">{job.recruiter.title}</p>
              </div>
            </div>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex items-start gap-2">
                <dt className="mt-0.5 shrink-0">
                  <Hourglass aria-hidden="true" className="size-4 text-brand-700" />
                  <span className="sr-only">Response promise</span>
                </dt>
                <dd>
                  Promises a first reply within{' '}
                  <strong className="font-semibold">{plural(job.response_days, 'day')}</strong>
                </dd>
              </div>
              <div className="flex items-start gap-2">
                <dt className="mt-0.5 shrink-0">
                  <Timer aria-hidden="true" className="size-4 text-ink-500" />
                  <span className="sr-only">Measured response time</span>
                </dt>
                <dd className="text-ink-700">
                  {job.recruiter.median_response_hours === null
                    ? 'Not enough replies yet to measure a typical response time.'
                    : `Typically replies in ${responseTimeText(job.recruiter.median_response_hours)} (median)`}
                </dd>
              </div>
            </dl>
          </section>

          <section
            aria-labelledby="company-heading"
            className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
          >
            <h2 id="company-heading" className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <Building2 aria-hidden="true" className="size-4 text-ink-500" />
              About {job.company.name}
            </h2>
            {job.company.about && (
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{job.company.about}</p>
            )}
            <dl className="mt-4 grid grid-cols-2 gap-3">
              <Fact label="Industry">{job.company.industry}</Fact>
              <Fact label="Size">{job.company.size}</Fact>
              <Fact label="Based in">{countryName(job.company.country)}</Fact>
            </dl>
            {job.company.website && (
              <a
                href={job.company.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
              >
                Company website
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </section>
        </aside>
      </div>

      <section aria-labelledby="similar-heading" className="mt-10">
        <h2 id="similar-heading" className="font-display text-xl font-semibold text-ink-900">
          Similar jobs
        </h2>
        <div className="mt-4">
          {similar.isPending ? (
            <div className="grid gap-3 md:grid-cols-2" role="status" aria-label="Loading similar jobs">
              <JobCardSkeleton />
              <JobCardSkeleton />
            </div>
          ) : similar.isError ? (
            <p className="text-sm text-ink-600">
              Similar jobs did not load.{' '}
              <button
                type="button"
                onClick={() => void similar.refetch()}
                className="font-medium text-brand-700 underline"
              >
                Try again
              </button>
            </p>
          ) : similar.data.length === 0 ? (
            <p className="text-sm text-ink-600">No similar jobs right now.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {similar.data.map((other) => (
                <li key={other.id}>
                  <JobCard job={other} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

function JobSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8"
      role="status"
      aria-label="Loading the job"
    >
      <div aria-hidden="true" className="mt-8 animate-pulse space-y-6">
        <div className="h-36 rounded-card bg-white shadow-card" />
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="h-64 rounded-card bg-white shadow-card" />
          <div className="h-40 rounded-card bg-white shadow-card" />
        </div>
      </div>
    </div>
  );
}

/** The share button as it looks until its menu (Radix's dropdown, a chunk of its own) has arrived. */
function SharePlaceholder() {
  return (
    <button type="button" className={buttonClasses('secondary')} disabled>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}

// Fetched right after the page: the menu's layers and focus handling stay out of the job page's first download.
const ShareMenu = deferred<{ target: ShareTarget }>(
  () => import('../components/share-menu.tsx').then((module) => module.ShareMenu),
  SharePlaceholder,
);

export default function JobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  usePreload(ShareMenu);

  if (job.isPending)
    return (
      <>
        <JobsNav />
        <JobSkeleton />
      </>
    );
  if (job.isError) {
    const status = statusOf(job.error);
    // A malformed id is as gone as a deleted job.
    const gone = status === 404 || status === 422;
    return (
      <>
        <JobsNav />
        <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
          {gone ? (
            <StatePanel
              Icon={SearchX}
              headingLevel="h1"
              title="This job is no longer available"
              actions={<ButtonLink to="/jobs">Search open jobs</ButtonLink>}
            >
              It may have been filled or taken down by the employer. There are plenty more where it came from.
            </StatePanel>
          ) : (
            <StatePanel
              Icon={CloudOff}
              tone="error"
              headingLevel="h1"
              title="We could not load this job"
              actions={
                <Button onClick={() => void job.refetch()} loading={job.isRefetching}>
                  Try again
                </Button>
              }
            >
              {errorMessage(job.error)}
            </StatePanel>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <JobsNav />
      <JobView job={job.data} />
    </>
  );
}
