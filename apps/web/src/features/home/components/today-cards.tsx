import { APPLICATION_STATUS_LABELS } from '@talent/contract/applications';
import type { Home } from '@talent/contract/home';
import { INTERVIEW_TYPE_LABELS, type Interview } from '@talent/contract/interviews';
import type { Offer } from '@talent/contract/offers';
import {
  ArrowRight,
  CalendarClock,
  CalendarPlus,
  FileText,
  Handshake,
  Mail,
  PartyPopper,
  Sparkles,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeviceCheckLink } from '../../../components/device-check-link.tsx';
import { EMPLOYMENT_TYPE_LABELS, plural, salaryText } from '../../../components/jobs/format.ts';
import { canJoin, dateText, expiresText, fromNow, timeIn, whenIn } from '../lib/format.ts';
import { formatMoney } from '../../../lib/format.ts';

const PERIOD_WORDS = { hour: 'an hour', day: 'a day', month: 'a month', year: 'a year' } as const;

function money(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

/** A card of the "today" grid: a titled region with a count, its items, and a link to where it is all handled. */
export function TodayCard({
  id,
  title,
  Icon,
  total,
  shown,
  allTo,
  allLabel,
  children,
}: {
  id: string;
  title: string;
  Icon: LucideIcon;
  total: number;
  shown: number;
  allTo: string;
  allLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={`${id}-title`} className="min-w-0 flex-1 font-display font-semibold text-ink-900">
          {title}
        </h3>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">
          {total}
        </span>
      </div>
      <ul className="mt-3 flex-1 divide-y divide-ink-100">{children}</ul>
      <Link
        to={allTo}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        {total > shown ? `${allLabel} (${total - shown} more)` : allLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function ItemLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li className="py-2.5">
      <Link
        to={to}
        className="group block rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="block font-semibold text-ink-900 group-hover:text-brand-800 group-hover:underline">
          {title}
        </span>
        <span className="mt-0.5 block text-sm text-ink-600">{children}</span>
      </Link>
    </li>
  );
}

/** The soonest interview: when (in the candidate's zone), with whom, and the join link once it is close. */
/** The new job: an accepted offer whose start is ahead, with the way to its welcome steps. */
export function StartingCard({ offer }: { offer: Offer }) {
  return (
    <section
      aria-labelledby="home-starting-title"
      className="rounded-card border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-card sm:col-span-2"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-600 text-white">
          <PartyPopper aria-hidden="true" className="size-5" />
        </span>
        <h3 id="home-starting-title" className="font-display font-semibold text-ink-900">
          Your new job
        </h3>
      </div>
      <p className="mt-3 text-lg font-semibold text-ink-900">
        {offer.title} at {offer.job.company.name}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        You start on {dateText(offer.start_date)}. {offer.recruiter.name} sends the contract and first-day
        details before then.
      </p>
      <Link
        to={`/offers?offer=${encodeURIComponent(offer.id)}`}
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        Your next steps
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

export function NextInterviewCard({
  interview,
  timeZone,
  now,
}: {
  interview: Interview;
  timeZone: string;
  now: Date;
}) {
  const joinable = interview.join_url && canJoin(interview.starts_at, interview.ends_at, now);
  const interviewers = interview.interviewers.map((i) => i.name).join(', ');
  return (
    <section
      aria-labelledby="home-next-interview-title"
      className="rounded-card border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-card sm:col-span-2"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-600 text-white">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
        <h3 id="home-next-interview-title" className="font-display font-semibold text-ink-900">
          Next interview
        </h3>
      </div>
      <p className="mt-3 text-lg font-semibold text-ink-900">
        {whenIn(interview.starts_at, timeZone, now)}{' '}
        <span className="text-sm font-normal text-ink-600">
          ({timeZone}, {fromNow(interview.starts_at, now)})
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {interview.job.title} at {interview.job.company.name} · {INTERVIEW_TYPE_LABELS[interview.type]},{' '}
        {interview.duration_minutes} min
        {interviewers ? ` · with ${interviewers}` : ''}
      </p>
      {interview.reschedule && (
        <p className="mt-1 text-sm text-amber-900">A new time was asked for and is waiting for an answer.</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {joinable && interview.join_url && (
          <a
            href={interview.join_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <Video aria-hidden="true" className="size-4" />
            Join the interview
          </a>
        )}
        <Link
          to={`/interviews/upcoming?interview=${encodeURIComponent(interview.id)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          Details, agenda and preparation
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <a
          href={interview.calendar.ics_url}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
      </div>
      {interview.join_url && !joinable && (
        <p className="mt-2 text-xs text-ink-600">The join link appears here 15 minutes before the start.</p>
      )}
      {interview.join_url && <DeviceCheckLink className="mt-3" />}
    </section>
  );
}

export function InterviewRequestsCard({
  section,
  timeZone,
}: {
  section: Home['interview_requests'];
  timeZone: string;
}) {
  return (
    <TodayCard
      id="home-requests"
      title="Interview requests"
      Icon={CalendarClock}
      total={section.total}
      shown={section.data.length}
      allTo="/applications/interview-requests"
      allLabel="All interview requests"
    >
      {section.data.map((request) => {
        const open = request.slots.filter((s) => !s.past && s.proposed_by === 'recruiter');
        const first = open[0];
        return (
          <ItemLink
            key={request.id}
            to={`/applications/interview-requests?request=${encodeURIComponent(request.id)}`}
            title={`Pick a time: ${request.job.title}`}
          >
            {request.job.company.name} · {plural(open.length, 'time')} offered
            {first ? `, from ${timeIn(first.starts_at, timeZone)}` : ''}
          </ItemLink>
        );
      })}
    </TodayCard>
  );
}

export function OffersCard({ section, now }: { section: Home['offers']; now: Date }) {
  return (
    <TodayCard
      id="home-offers"
      title="Offers awaiting your answer"
      Icon={Handshake}
      total={section.total}
      shown={section.data.length}
      allTo="/offers"
      allLabel="All offers"
    >
      {section.data.map((offer) => {
        const expiry = expiresText(offer.expires_at, now);
        return (
          <ItemLink key={offer.id} to={`/offers?offer=${encodeURIComponent(offer.id)}`} title={offer.title}>
            {offer.job.company.name} · {money(offer.pay.amount, offer.pay.currency)}{' '}
            {PERIOD_WORDS[offer.pay.period]} · {EMPLOYMENT_TYPE_LABELS[offer.engagement_type]} ·{' '}
            <span className={expiry.soon ? 'font-semibold text-red-800' : ''}>{expiry.text}</span>
          </ItemLink>
        );
      })}
    </TodayCard>
  );
}

export function InvitationsCard({ section, now }: { section: Home['invitations']; now: Date }) {
  return (
    <TodayCard
      id="home-invitations"
      title="Invitations to apply"
      Icon={Mail}
      total={section.total}
      shown={section.data.length}
      allTo="/jobs/invitations"
      allLabel="All invitations"
    >
      {section.data.map((invitation) => (
        <ItemLink key={invitation.id} to="/jobs/invitations" title={invitation.job.title}>
          {invitation.recruiter.name} at {invitation.job.company.name} ·{' '}
          {expiresText(invitation.expires_at, now).text}
        </ItemLink>
      ))}
    </TodayCard>
  );
}

export function MovedApplications({
  section,
  timeZone,
}: {
  section: Home['moved_applications'];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="home-moved-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-moved-title" className="font-display text-lg font-semibold text-ink-900">
          Applications that moved
        </h2>
        <Link to="/applications" className="text-sm font-medium text-brand-700 underline">
          All applications
        </Link>
      </div>
      {section.data.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-ink-300 bg-white px-5 py-4 text-sm text-ink-600">
          No news from recruiters in the last 14 days. Each application shows what happens next and when.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 rounded-card border border-ink-200 bg-white shadow-card">
          {section.data.map((application) => (
            <li key={application.id}>
              <Link
                to={`/applications?application=${encodeURIComponent(application.id)}`}
                className="group flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3.5 hover:bg-ink-50"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900 group-hover:text-brand-800 group-hover:underline">
                    {application.job.title} · {application.job.company.name}
                  </span>
                  <span className="block text-sm text-ink-600">
                    {application.moved_summary} · {timeIn(application.moved_at, timeZone)}
                  </span>
                  <span className="block text-sm text-ink-700">Next: {application.next_step.text}</span>
                </span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
                  {APPLICATION_STATUS_LABELS[application.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecommendedJobs({ jobs }: { jobs: Home['recommended_jobs'] }) {
  return (
    <section aria-labelledby="home-jobs-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-jobs-title" className="font-display text-lg font-semibold text-ink-900">
          Recommended jobs
        </h2>
        <Link to="/jobs/recommended" className="text-sm font-medium text-brand-700 underline">
          More recommendations
        </Link>
      </div>
      {jobs.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-ink-300 bg-white px-5 py-4 text-sm text-ink-600">
          No recommendations yet. Add your skills to your profile and we will match you to jobs you can take
          from where you live.{' '}
          <Link to="/jobs" className="font-medium text-brand-700 underline">
            Search jobs
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <Link
                to={`/jobs/${encodeURIComponent(job.id)}`}
                className="group flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card hover:border-brand-300"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="font-semibold text-ink-900 group-hover:text-brand-800 group-hover:underline">
                    {job.title}
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    <Sparkles aria-hidden="true" className="size-3.5" />
                    {job.match.score}% match
                  </span>
                </span>
                <span className="mt-1 text-sm text-ink-600">
                  {job.company.name} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]}
                </span>
                {job.salary && <span className="mt-1 text-sm text-ink-700">{salaryText(job.salary)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
