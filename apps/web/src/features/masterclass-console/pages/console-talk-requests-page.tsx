import {
  TALK_CATEGORY_LABELS,
  TALK_REQUEST_STATUS_LABELS,
  type TalkRequest,
  type TalkRequestStatus,
} from '@talent/contract/masterclass';
import { CloudOff, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatDateTime, formatDay, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { RequestFilter } from '../api/console-keys.ts';
import { useChangeRequestStatus, useConsoleRequests } from '../api/console-requests.ts';
import { DeclineButton } from '../components/decline-dialog.tsx';
import { ScheduleButton } from '../components/schedule-dialog.tsx';
import { useRequestsLive } from '../lib/use-requests-live.ts';

const FILTERS: Array<{ value: RequestFilter; label: string }> = [
  { value: 'submitted', label: 'New' },
  { value: 'under_review', label: 'Under review' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<RequestFilter, string> = {
  submitted: 'No new requests. Candidates’ requests and proposals arrive here as they send them.',
  under_review: 'Nothing under review. Move a new request here while you look for a speaker or a date.',
  scheduled: 'No request scheduled yet.',
  declined: 'No request declined.',
  all: 'No talk requests yet.',
};

const STATUS_TONES: Record<TalkRequestStatus, string> = {
  submitted: 'bg-ink-100 text-ink-700 ring-ink-200',
  under_review: 'bg-sky-50 text-sky-900 ring-sky-200',
  scheduled: 'bg-brand-50 text-brand-800 ring-brand-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
};

function filterOf(params: URLSearchParams): RequestFilter {
  return FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'submitted';
}

/** The console's own address for the talk a scheduled request links to (`/masterclass/{category}/{id}`). */
function consoleTalkPath(talkPath: string): string {
  const id = talkPath.split('/').filter(Boolean).at(-1) ?? '';
  return `/recruiter/talks/${encodeURIComponent(id)}`;
}

function ReviewButton({ request }: { request: TalkRequest }) {
  const change = useChangeRequestStatus();
  return (
    <Button
      variant="secondary"
      loading={change.isPending}
      onClick={() =>
        change.mutate(
          { id: request.id, change: { status: 'under_review' } },
          {
            onSuccess: () => toast.success('Marked as under review. Its author was told.'),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      Mark under review <span className="sr-only">“{request.topic}”</span>
    </Button>
  );
}

function RequestCard({ request, zone }: { request: TalkRequest; zone: string }) {
  return (
    <article
      aria-labelledby={`request-${request.id}`}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${STATUS_TONES[request.status]}`}
        >
          {TALK_REQUEST_STATUS_LABELS[request.status]}
        </span>
        <span className="font-medium text-ink-600">
          {request.kind === 'propose' ? 'Proposal (would speak)' : 'Request'} ·{' '}
          {TALK_CATEGORY_LABELS[request.category]} · {request.votes} {request.votes === 1 ? 'vote' : 'votes'}
        </span>
      </div>
      <h2 id={`request-${request.id}`} className="mt-2 font-semibold text-ink-900">
        {request.topic}
      </h2>
      <p className="mt-1 text-xs text-ink-500">
        {request.author_name} ·{' '}
        <time dateTime={request.created_at}>{formatDateTime(request.created_at, zone)}</time>
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{request.abstract}</p>
      {request.kind === 'propose' && (
        <dl className="mt-3 grid gap-2 text-sm">
          {request.preferred_dates.length > 0 && (
            <div>
              <dt className="font-medium text-ink-700">Dates that suit</dt>
              <dd className="text-ink-800">
                {request.preferred_dates.map((date) => formatDay(date)).join(', ')}
              </dd>
            </div>
          )}
          {request.speaker_bio && (
            <div>
              <dt className="font-medium text-ink-700">About the speaker</dt>
              <dd className="whitespace-pre-line text-ink-800">{request.speaker_bio}</dd>
            </div>
          )}
        </dl>
      )}
      {request.status === 'scheduled' && request.talk_path && (
        <p className="mt-3 text-sm">
          <Link to={consoleTalkPath(request.talk_path)} className="font-medium text-brand-700 underline">
            Open the talk
          </Link>
        </p>
      )}
      {request.status === 'declined' && request.reason && (
        <p className="mt-3 rounded-control bg-red-50 px-3 py-2 text-sm text-red-900">
          Declined: {request.reason}
        </p>
      )}
      {(request.status === 'submitted' || request.status === 'under_review') && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ScheduleButton request={request} />
          {request.status === 'submitted' && <ReviewButton request={request} />}
          <DeclineButton request={request} />
        </div>
      )}
    </article>
  );
}

/**
 * `/recruiter/talk-requests` (operators): candidates' requests and proposals by status, most votes first; move one
 * under review, schedule it (with a talk) or decline it (with a reason). New ones and votes arrive live.
 */
export default function ConsoleTalkRequestsPage({ title }: { title: string }) {
  useRequestsLive();
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const requests = useConsoleRequests(filter);
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;
  const rows = requests.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1.5 mb-6 text-sm text-ink-600">
        What candidates want to hear about, and talks they offer to give. Each change tells the author and
        shows on every open list.{' '}
        <Link to="/recruiter/talks" className="font-medium text-brand-700 underline">
          Talks
        </Link>
      </p>
      <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-1.5">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            className={chip(filter === f.value)}
            onClick={() => {
              const next = new URLSearchParams(params);
              if (f.value === 'submitted') next.delete('status');
              else next.set('status', f.value);
              setParams(next, { replace: true });
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      {requests.isPending ? (
        <div role="status" aria-label="Loading talk requests" className="space-y-3">
          <div className="h-32 animate-pulse rounded-card bg-ink-100" />
          <div className="h-32 animate-pulse rounded-card bg-ink-100" />
        </div>
      ) : !requests.data ? (
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
      ) : rows.length === 0 ? (
        <StatePanel Icon={Inbox} title="Nothing here">
          {EMPTY[filter]}
        </StatePanel>
      ) : (
        <>
          <ul aria-label="Talk requests" className="space-y-3">
            {rows.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} zone={zone} />
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
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
