import {
  TALK_CATEGORY_LABELS,
  TALK_REQUEST_STATUS_LABELS,
  type TalkRequest,
  type TalkRequestStatus,
} from '@talent/contract/masterclass';
import { ArrowBigUp, ArrowRight, CloudOff, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatDay, relativeTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { TalkRequestFilters } from '../api/masterclass-keys.ts';
import { useTalkRequests, useVoteTalkRequest } from '../api/talk-requests.ts';

const STATUS_TONES: Record<TalkRequestStatus, string> = {
  submitted: 'bg-ink-100 text-ink-700 ring-ink-200',
  under_review: 'bg-sky-50 text-sky-900 ring-sky-200',
  scheduled: 'bg-brand-50 text-brand-800 ring-brand-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
};

export function RequestStatusPill({ status }: { status: TalkRequestStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {TALK_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}

function VoteButton({ request }: { request: TalkRequest }) {
  const vote = useVoteTalkRequest();
  const count = request.votes === 1 ? '1 vote' : `${request.votes} votes`;
  const label = request.mine
    ? `Your request, ${count}`
    : `${request.voted ? 'Take back your vote for' : 'Vote for'} ${request.topic}, ${count}`;
  return (
    <button
      type="button"
      aria-pressed={request.mine ? undefined : request.voted}
      aria-label={label}
      title={request.mine ? 'You cannot vote for your own request' : undefined}
      disabled={request.mine || vote.isPending}
      onClick={() =>
        vote.mutate(
          { id: request.id, vote: !request.voted },
          {
            onError: (error) =>
              toast.error(errorMessage(error, 'Your vote did not count. Please try again.')),
          },
        )
      }
      className={`flex w-14 shrink-0 flex-col items-center self-start rounded-control border px-1 py-1.5 text-sm font-semibold tabular-nums disabled:cursor-not-allowed ${
        request.voted
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : request.mine
            ? 'border-ink-200 bg-ink-50 text-ink-600'
            : 'border-ink-200 bg-white text-ink-700 hover:border-ink-400'
      }`}
    >
      <ArrowBigUp
        aria-hidden="true"
        className={`size-5 ${request.voted ? 'fill-brand-600 text-brand-700' : ''}`}
      />
      <span>{request.votes}</span>
    </button>
  );
}

function RequestRow({ request }: { request: TalkRequest }) {
  return (
    <article
      aria-labelledby={`request-${request.id}`}
      className="flex gap-4 rounded-card border border-ink-200 bg-white p-4 shadow-xs"
    >
      <VoteButton request={request} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <RequestStatusPill status={request.status} />
          <span className="text-xs font-medium text-ink-600">
            {request.kind === 'propose' ? 'Proposed talk' : 'Asked for'} ·{' '}
            {TALK_CATEGORY_LABELS[request.category]}
          </span>
        </div>
        <h3 id={`request-${request.id}`} className="mt-1.5 font-semibold text-ink-900">
          {request.topic}
        </h3>
        <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-ink-700">{request.abstract}</p>
        {request.kind === 'propose' && request.preferred_dates.length > 0 && (
          <p className="mt-1.5 text-xs text-ink-600">
            Suggested dates: {request.preferred_dates.map((date) => formatDay(date)).join(', ')}
          </p>
        )}
        {request.status === 'scheduled' && request.talk_path && (
          <Link
            to={request.talk_path}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Scheduled: see the talk <ArrowRight aria-hidden="true" className="size-4" />
            <span className="sr-only">for {request.topic}</span>
          </Link>
        )}
        {request.status === 'declined' && request.reason && (
          <p className="mt-2 rounded-control bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">Why it was declined: </span>
            {request.reason}
          </p>
        )}
        <p className="mt-2 text-xs text-ink-500">
          {request.mine ? 'You' : request.author_name} · {relativeTime(request.created_at)}
        </p>
      </div>
    </article>
  );
}

/** Everyone's talk requests (or mine), with votes, status and what became of them; live through the page. */
export function TalkRequestList({ filters }: { filters: TalkRequestFilters }) {
  const requests = useTalkRequests(filters);
  if (requests.isPending) {
    return (
      <div role="status" aria-label="Loading talk requests" className="space-y-3">
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (!requests.data) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Talk requests did not load"
        actions={
          <Button onClick={() => void requests.refetch()} loading={requests.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(requests.error)}
      </StatePanel>
    );
  }
  const rows = requests.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) {
    return filters.mine ? (
      <StatePanel Icon={Lightbulb} title="You have not sent a request yet">
        Ask for a talk or propose one with the form: it appears here with its votes and status.
      </StatePanel>
    ) : (
      <StatePanel Icon={Lightbulb} title="No requests yet">
        Be the first: ask for a talk you would like, or propose one you would give.
      </StatePanel>
    );
  }
  return (
    <div aria-busy={requests.isFetching || undefined}>
      <ul aria-label="Talk requests" className="space-y-3">
        {rows.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
      {requests.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {errorMessage(requests.error, 'More requests did not load. Please try again.')}
        </p>
      )}
      {requests.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={requests.isFetchingNextPage}
            onClick={() => void requests.fetchNextPage()}
          >
            Load more requests
          </Button>
        </div>
      )}
    </div>
  );
}
