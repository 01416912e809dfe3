import { TalkRequestSchema, type TalkStatus, type TalkSummary } from '@talent/contract/masterclass';
import { ChevronRight, CloudOff, Mic } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatNumber, formatRange, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useConsoleTalks } from '../api/console-talks.ts';
import { NewTalkDialog } from '../components/new-talk-dialog.tsx';
import { TalkStatusPill } from '../components/status-pill.tsx';

type Filter = TalkStatus | 'all';
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'live', label: 'Live' },
  { value: 'ended', label: 'Ended' },
  { value: 'cancelled', label: 'Cancelled' },
];

function filterOf(params: URLSearchParams): Filter {
  return FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'all';
}

function TalkRow({ talk, zone }: { talk: TalkSummary; zone: string }) {
  const registered = talk.capacity - talk.seats_left;
  return (
    <Link
      to={`/recruiter/talks/${encodeURIComponent(talk.id)}`}
      className="flex items-center gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-xs hover:border-ink-300"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{talk.title}</span>
          <TalkStatusPill status={talk.status} />
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
          <time dateTime={talk.starts_at}>{formatRange(talk.starts_at, talk.ends_at, zone)}</time>
          <span className="inline-flex items-center gap-1">
            <Mic aria-hidden="true" className="size-3.5" />
            {talk.speaker.name}
          </span>
          <span>
            {formatNumber(registered)}/{formatNumber(talk.capacity)} registered
            {talk.waitlist_count > 0 && ` · ${formatNumber(talk.waitlist_count)} waiting`}
          </span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
    </Link>
  );
}

/**
 * `/recruiter/talks` (operators): every talk whatever its status, soonest first, and "New talk". Arriving from a
 * request's "Create a talk" (router state `request`), the form opens with the request's words.
 */
export default function ConsoleTalksPage({ title }: { title: string }) {
  const user = useUser();
  const zone = useTimeZone();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const fromRequest = TalkRequestSchema.safeParse((location.state as { request?: unknown } | null)?.request);
  const request = fromRequest.success ? fromRequest.data : null;
  const [open, setOpen] = useState(request !== null);
  const talks = useConsoleTalks();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The request rides in the history entry: once closed, a reopening is a plain new talk.
    if (!next && request) void navigate(location.pathname + location.search, { replace: true, state: null });
  };

  const rows = (talks.data ?? []).filter((talk) => filter === 'all' || talk.status === filter);
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        {user && (
          <NewTalkDialog
            open={open}
            onOpenChange={onOpenChange}
            userId={user.id}
            zone={zone}
            request={request}
          />
        )}
      </div>
      <p className="mt-1.5 max-w-2xl text-sm text-ink-600">
        Masterclass talks: schedule them, follow registrations and the waitlist, cancel, and publish the
        recording afterwards.{' '}
        <Link to="/recruiter/talk-requests" className="font-medium text-brand-700 underline">
          Talk requests
        </Link>{' '}
        from candidates wait for you there.
      </p>
      <div role="group" aria-label="Show" className="mt-6 mb-4 flex flex-wrap gap-1.5">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            className={chip(filter === f.value)}
            onClick={() => {
              const next = new URLSearchParams(params);
              if (f.value === 'all') next.delete('status');
              else next.set('status', f.value);
              setParams(next, { replace: true });
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      {talks.isPending ? (
        <div role="status" aria-label="Loading talks" className="space-y-3">
          <div className="h-20 animate-pulse rounded-card bg-ink-100" />
          <div className="h-20 animate-pulse rounded-card bg-ink-100" />
        </div>
      ) : talks.isError ? (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="Talks did not load"
          actions={
            <Button onClick={() => void talks.refetch()} loading={talks.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(talks.error)}
        </StatePanel>
      ) : rows.length === 0 ? (
        <StatePanel Icon={Mic} title={filter === 'all' ? 'No talks yet' : 'No talks here'}>
          {filter === 'all'
            ? 'Schedule the first one with “New talk”: candidates see it at once and can register.'
            : 'Talks with this status appear here.'}
        </StatePanel>
      ) : (
        <ul aria-label="Talks" className="space-y-3">
          {rows.map((talk) => (
            <li key={talk.id}>
              <TalkRow talk={talk} zone={zone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
