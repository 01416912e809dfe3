import type { InterviewRequest } from '@talent/contract/interviews';
import { CalendarClock, CloudOff, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useInterviewRequests } from '../api/get-interview-requests.ts';
import { InterviewRequestCard, InterviewRequestCardSkeleton } from '../components/interview-request-card.tsx';
import { ApplicationsSectionsNav } from '../components/sections-nav.tsx';

function Section({
  title,
  requests,
  zone,
  highlight,
}: {
  title: string;
  requests: InterviewRequest[];
  zone: string;
  highlight: string | null;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title} <span className="font-normal text-ink-500">({requests.length})</span>
      </h2>
      <ul className="mt-3 space-y-4">
        {requests.map((request) => (
          <li key={request.id}>
            <InterviewRequestCard request={request} zone={zone} highlighted={request.id === highlight} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/applications/interview-requests`: requests waiting for an answer first (pick a slot, propose others, decline),
 * then the answered ones with where they stand. `?request={id}` highlights one.
 */
export default function InterviewRequestsPage({ title }: { title: string }) {
  const zone = useTimeZone();
  const [params] = useSearchParams();
  const highlight = params.get('request');
  const requests = useInterviewRequests();
  const all = requests.data?.data ?? [];
  const waiting = all.filter((r) => r.status === 'pending');
  const others = all.filter((r) => r.status !== 'pending');

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <ApplicationsSectionsNav pending={requests.data?.meta.pending ?? 0} />
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-600">
        Recruiters propose times; pick one, propose others, or decline. Times are shown in your time zone (
        {zone}) with the recruiter’s beside them.
      </p>
      <div className="mt-6">
        {requests.isPending ? (
          <div role="status" aria-label="Loading interview requests" className="space-y-4">
            <InterviewRequestCardSkeleton />
            <InterviewRequestCardSkeleton />
          </div>
        ) : requests.isError ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your interview requests"
            actions={
              <Button onClick={() => void requests.refetch()} loading={requests.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(requests.error)}
          </StatePanel>
        ) : all.length === 0 ? (
          <StatePanel
            Icon={CalendarClock}
            title="No interview requests yet"
            actions={<ButtonLink to="/applications">See your applications</ButtonLink>}
          >
            When a recruiter wants to talk, their proposed times appear here in your time zone.
          </StatePanel>
        ) : (
          <>
            {waiting.length > 0 ? (
              <Section title="Waiting for your answer" requests={waiting} zone={zone} highlight={highlight} />
            ) : (
              <StatePanel Icon={Inbox} title="Nothing waiting for your answer">
                You have answered every interview request.
              </StatePanel>
            )}
            {others.length > 0 && (
              <Section title="Answered and past" requests={others} zone={zone} highlight={highlight} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
