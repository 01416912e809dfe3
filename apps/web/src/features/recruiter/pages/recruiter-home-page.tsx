import { CalendarClock, CircleCheck, Clock, Handshake, Inbox, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDashboard, type RecruiterDashboard } from '../api/get-dashboard.ts';
import { LoadError, Loading } from '../components/query-states.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import {
  clock,
  isOverdue,
  medianText,
  promiseText,
  shortDateTime,
  useRecruiterTimeZone,
  waitingFor,
} from '../lib/format.ts';
import { EliteBadge } from '../../../components/elite-badge.tsx';

function Panel({
  id,
  title,
  count,
  Icon,
  children,
  empty,
}: {
  id: string;
  title: string;
  count: number;
  Icon: typeof Inbox;
  children: ReactNode;
  empty: string;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card"
    >
      <h2
        id={id}
        className="flex items-center gap-2 border-b border-ink-100 px-4 py-2.5 text-sm font-semibold text-ink-900"
      >
        <Icon aria-hidden="true" className="size-4 text-ink-500" />
        {title}
        <span className="ml-auto rounded-full bg-ink-100 px-2 text-xs leading-5 text-ink-700">{count}</span>
      </h2>
      {count === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-ink-500">
          <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-ink-100">{children}</ul>
      )}
    </section>
  );
}

/** One line of a panel: who and what on the left, where it stands on the right; it opens the applicant. */
function PanelRow({
  applicationId,
  who,
  what,
  aside,
  asideClassName = 'text-ink-700',
}: {
  applicationId: string;
  who: ReactNode;
  what: ReactNode;
  aside: ReactNode;
  asideClassName?: string;
}) {
  return (
    <li>
      <Link
        to={`/recruiter/applications/${applicationId}`}
        className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-ink-50"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink-900">{who}</span>
          <span className="block truncate text-xs text-ink-600">{what}</span>
        </span>
        <span className={`shrink-0 text-right text-xs ${asideClassName}`}>{aside}</span>
      </Link>
    </li>
  );
}

function Dashboard({ data }: { data: RecruiterDashboard }) {
  const timeZone = useRecruiterTimeZone();
  const overdue = data.needs_response.filter((a) => isOverdue(a.response_promise)).length;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Open jobs', String(data.open_jobs)],
          ['Waiting for a reply', String(data.needs_response.length)],
          ['Past your promise', String(overdue)],
          ['Your median first reply', medianText(data.median_response_hours)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-ink-200 bg-white px-4 py-3 shadow-card">
            <dt className="text-xs text-ink-500">{label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel
          id="needs-response"
          title="Needs a first response"
          count={data.needs_response.length}
          Icon={Inbox}
          empty="Every candidate has heard from you."
        >
          {data.needs_response.map((applicant) => {
            const late = isOverdue(applicant.response_promise);
            return (
              <PanelRow
                key={applicant.id}
                applicationId={applicant.id}
                who={
                  <>
                    {applicant.talent.name}
                    <VerifiedBadge verified={applicant.talent.verified} />
                    {applicant.talent.elite && <EliteBadge size="sm" />}
                  </>
                }
                what={`${applicant.job.title} · waiting ${waitingFor(applicant.submitted_at)}`}
                asideClassName={
                  late ? 'inline-flex items-center gap-1 font-semibold text-red-700' : 'text-ink-600'
                }
                aside={
                  <>
                    {late && <TriangleAlert aria-hidden="true" className="size-3.5" />}
                    {promiseText(applicant.response_promise, timeZone)}
                  </>
                }
              />
            );
          })}
        </Panel>
        <Panel
          id="upcoming-interviews"
          title="Upcoming interviews"
          count={data.upcoming_interviews.length}
          Icon={CalendarClock}
          empty="No interviews scheduled."
        >
          {data.upcoming_interviews.map((interview) => (
            <PanelRow
              key={interview.id}
              applicationId={interview.application_id}
              who={interview.talent.name}
              what={interview.job.title}
              aside={
                <>
                  <time dateTime={interview.starts_at}>{shortDateTime(interview.starts_at, timeZone)}</time>
                  {interview.talent_timezone !== timeZone && (
                    <span className="block text-ink-500">
                      {clock(interview.starts_at, interview.talent_timezone)} for them (
                      {interview.talent_timezone})
                    </span>
                  )}
                </>
              }
            />
          ))}
        </Panel>
        <Panel
          id="needs-scheduling"
          title="Scheduling to do"
          count={data.needs_scheduling.length + data.reschedule_requests.length}
          Icon={Clock}
          empty="Nothing to schedule."
        >
          {data.needs_scheduling.map((request) => (
            <PanelRow
              key={request.id}
              applicationId={request.application_id}
              who={request.talent.name}
              what={request.job.title}
              aside="Proposed other times"
            />
          ))}
          {data.reschedule_requests.map((interview) => (
            <PanelRow
              key={interview.id}
              applicationId={interview.application_id}
              who={interview.talent.name}
              what={interview.job.title}
              aside={
                <>
                  Asked to reschedule
                  <span className="block text-ink-500">
                    booked for{' '}
                    <time dateTime={interview.starts_at}>{shortDateTime(interview.starts_at, timeZone)}</time>
                  </span>
                </>
              }
            />
          ))}
        </Panel>
        <Panel
          id="counter-offers"
          title="Counter-offers to answer"
          count={data.counters.length}
          Icon={Handshake}
          empty="No counter-offers waiting."
        >
          {data.counters.map((offer) => (
            <PanelRow
              key={offer.id}
              applicationId={offer.application_id}
              who={offer.talent.name}
              what={
                <>
                  {offer.title}
                  {offer.counter?.message && ` · “${offer.counter.message}”`}
                </>
              }
              aside={offer.counter ? `asked ${waitingFor(offer.counter.requested_at)} ago` : ''}
            />
          ))}
        </Panel>
      </div>
    </>
  );
}

export default function RecruiterHomePage() {
  const query = useDashboard();
  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
      <h1 className="mb-4 font-display text-2xl font-bold text-ink-900">Dashboard</h1>
      {query.isPending ? (
        <Loading label="Loading your dashboard…" />
      ) : query.isError ? (
        <LoadError error={query.error} what="dashboard" onRetry={() => void query.refetch()} />
      ) : (
        <Dashboard data={query.data} />
      )}
    </div>
  );
}
