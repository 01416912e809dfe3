import { INTERVIEW_TYPE_LABELS, type Interview } from '@talent/contract/interviews';
import { CalendarCheck, CalendarX2, CloudOff } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useRecruiterInterviews } from '../api/recruiter-interviews.ts';
import { INTERVIEW_STATUS_LABELS, OUTCOME_LABELS } from '../components/interviews/labels.ts';
import { recruiterZone, timeIn } from '../components/interviews/time.ts';

type Scope = 'upcoming' | 'completed';

const tabClass =
  'inline-flex items-center gap-2 rounded-control px-3.5 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm';

function statusText(interview: Interview): string {
  if (interview.status === 'completed' && interview.outcome) return OUTCOME_LABELS[interview.outcome];
  if (interview.status === 'scheduled' && new Date(interview.starts_at).getTime() < Date.now()) {
    return 'Outcome to record';
  }
  return INTERVIEW_STATUS_LABELS[interview.status];
}

function InterviewRow({ interview, zone }: { interview: Interview; zone: string }) {
  const headingId = `interview-row-${interview.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold text-ink-900">
            <Link
              to={`/recruiter/applications/${interview.application_id}`}
              className="hover:underline focus-visible:underline"
            >
              {interview.talent.name} · {interview.job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            {INTERVIEW_TYPE_LABELS[interview.type]} · {interview.duration_minutes} min
          </p>
        </div>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
          {statusText(interview)}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-900">
        <span className="font-medium">{timeIn(interview.starts_at, zone)}</span>{' '}
        <span className="text-ink-500">({zone})</span>
      </p>
      {interview.talent_timezone !== zone && (
        <p className="text-xs text-ink-500">
          {timeIn(interview.starts_at, interview.talent_timezone)} for the candidate (
          {interview.talent_timezone})
        </p>
      )}
      {interview.reschedule?.requested_by === 'talent' && (
        <p className="mt-2 text-sm font-medium text-amber-800">The candidate asked to reschedule.</p>
      )}
      {interview.status === 'scheduled' && interview.join_url && (
        <a
          href={interview.join_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
        >
          Join the call <span className="sr-only">with {interview.talent.name}</span>
        </a>
      )}
    </article>
  );
}

function InterviewList({ scope, zone }: { scope: Scope; zone: string }) {
  const list = useRecruiterInterviews(scope);
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading interviews" className="space-y-3">
        <div className="h-24 animate-pulse rounded-card bg-ink-100" />
        <div className="h-24 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Interviews did not load"
        actions={<Button onClick={() => void list.refetch()}>Try again</Button>}
      >
        {errorMessage(list.error)}
      </StatePanel>
    );
  }
  if (list.data.data.length === 0) {
    return scope === 'upcoming' ? (
      <StatePanel Icon={CalendarX2} title="No upcoming interviews">
        Propose times from an applicant’s page; an interview shows here once the candidate accepts one.
      </StatePanel>
    ) : (
      <StatePanel Icon={CalendarCheck} title="No completed interviews yet">
        Interviews move here once they have taken place or were cancelled.
      </StatePanel>
    );
  }
  return (
    <ul
      className="space-y-3"
      aria-label={scope === 'upcoming' ? 'Upcoming interviews' : 'Completed interviews'}
    >
      {list.data.data.map((interview) => (
        <li key={interview.id}>
          <InterviewRow interview={interview} zone={zone} />
        </li>
      ))}
    </ul>
  );
}

/** `/recruiter/interviews`: the company's interviews, upcoming (soonest first) and completed. */
export default function RecruiterInterviewsPage() {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'completed' ? 'completed' : 'upcoming';
  const counts = useRecruiterInterviews(scope).data?.meta;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">Interviews</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        Times in {zone.replaceAll('_', ' ')}, with the candidate’s own time below.
      </p>
      <Tabs.Root
        className="mt-6"
        value={scope}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'completed') next.set('scope', 'completed');
          else next.delete('scope');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List aria-label="Interviews" className="inline-flex gap-1 rounded-card bg-ink-100 p-1">
          <Tabs.Trigger value="upcoming" className={tabClass}>
            Upcoming{counts ? ` (${counts.upcoming})` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="completed" className={tabClass}>
            Completed{counts ? ` (${counts.completed})` : ''}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming" className="mt-5 focus:outline-none">
          <InterviewList scope="upcoming" zone={zone} />
        </Tabs.Content>
        <Tabs.Content value="completed" className="mt-5 focus:outline-none">
          <InterviewList scope="completed" zone={zone} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
