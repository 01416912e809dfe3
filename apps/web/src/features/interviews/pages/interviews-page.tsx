import { CalendarCheck, CalendarClock, CloudOff } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useInterviewRequests } from '../api/get-interview-requests.ts';
import type { InterviewScope } from '../api/interview-keys.ts';
import { useInterviews } from '../api/get-interviews.ts';
import { InterviewCard, InterviewCardSkeleton } from '../components/interview-card.tsx';

const TABS: { scope: InterviewScope; to: string; label: string }[] = [
  { scope: 'upcoming', to: '/interviews/upcoming', label: 'Upcoming' },
  { scope: 'completed', to: '/interviews/completed', label: 'Completed' },
];

function WaitingRequests() {
  const requests = useInterviewRequests();
  const pending = requests.data?.meta.pending ?? 0;
  if (pending === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-control bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
      <p className="flex items-start gap-2 font-medium">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {pending === 1
          ? 'An interview request is waiting for you to pick a time.'
          : `${pending} interview requests are waiting for you to pick a time.`}
      </p>
      <ButtonLink to="/applications/interview-requests" variant="secondary">
        Pick a time
      </ButtonLink>
    </div>
  );
}

/**
 * `/interviews`, `/interviews/upcoming`, `/interviews/completed`: one page with the two lists as link tabs
 * (`/interviews` shows upcoming). `?interview={id}` highlights one.
 */
export default function InterviewsPage({ title }: { title: string }) {
  const zone = useTimeZone();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const scope: InterviewScope = pathname.replace(/\/$/, '').endsWith('/completed') ? 'completed' : 'upcoming';
  const highlight = params.get('interview');
  const interviews = useInterviews(scope);
  const list = interviews.data?.data ?? [];
  const meta = interviews.data?.meta;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-600">
        Times are in your time zone ({zone}), with the interviewer’s beside them.
      </p>
      <WaitingRequests />
      <nav aria-label="Interviews" className="mt-6 inline-flex gap-1 rounded-card bg-ink-100 p-1">
        {TABS.map((tab) => {
          const current = tab.scope === scope;
          const count = meta?.[tab.scope];
          return (
            <Link
              key={tab.scope}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-control px-3.5 py-2 text-sm font-medium ${
                current
                  ? 'bg-white text-ink-900 shadow-sm'
                  : 'text-ink-600 hover:bg-ink-200/60 hover:text-ink-900'
              }`}
            >
              {tab.label}{' '}
              {count !== undefined && (
                <span className="rounded-full bg-ink-200/70 px-1.5 text-xs leading-5 font-semibold text-ink-700">
                  {count}
                </span>
              )}
            </Link>
          );
        })}
      </nav>
      {highlight && interviews.data && !list.some((i) => i.id === highlight) && (
        <p role="status" className="mt-4 text-sm text-ink-700">
          The interview you opened is not among your {scope} interviews.{' '}
          <Link
            to={`/interviews/${scope === 'upcoming' ? 'completed' : 'upcoming'}?interview=${encodeURIComponent(highlight)}`}
            className="font-medium text-brand-700 underline"
          >
            Look under {scope === 'upcoming' ? 'completed' : 'upcoming'}
          </Link>
        </p>
      )}
      <div className="mt-5" aria-busy={interviews.isFetching || undefined}>
        {interviews.isPending ? (
          <div role="status" aria-label="Loading interviews" className="space-y-4">
            <InterviewCardSkeleton />
            <InterviewCardSkeleton />
          </div>
        ) : interviews.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your interviews"
            actions={
              <Button onClick={() => void interviews.refetch()} loading={interviews.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(interviews.error)}
          </StatePanel>
        ) : list.length === 0 ? (
          scope === 'upcoming' ? (
            <StatePanel
              Icon={CalendarClock}
              title="No upcoming interviews"
              actions={<ButtonLink to="/applications/interview-requests">See interview requests</ButtonLink>}
            >
              When you accept a time a recruiter proposed, the interview appears here with its join link and
              calendar files.
            </StatePanel>
          ) : (
            <StatePanel Icon={CalendarCheck} title="No completed interviews yet">
              Interviews you have had appear here with their outcome and the feedback the recruiter shared.
            </StatePanel>
          )
        ) : (
          <ul className="space-y-4">
            {list.map((interview) => (
              <li key={interview.id}>
                <InterviewCard
                  interview={interview}
                  zone={zone}
                  highlighted={interview.id === highlight}
                  scope={scope}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
