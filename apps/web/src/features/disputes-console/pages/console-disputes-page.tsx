import { DISPUTE_REASON_LABELS, type DisputeListSchema } from '@talent/contract/marketplace';
import { ChevronRight, CloudOff, Scale } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { formatCents, formatDateTime, formatNumber, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { DisputeFilter } from '../api/dispute-keys.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { DisputePill } from '../components/dispute-pill.tsx';

type DisputeSummary = z.infer<typeof DisputeListSchema>['data'][number];

const FILTERS: Array<{ value: DisputeFilter; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
];

const EMPTY: Record<DisputeFilter, { title: string; text: string }> = {
  open: {
    title: 'No open disputes',
    text: 'When a buyer or a seller opens a dispute on an order, it waits here for a decision.',
  },
  decided: {
    title: 'No decided disputes yet',
    text: 'Disputes you and the other operators decide are kept here.',
  },
};

function filterOf(params: URLSearchParams): DisputeFilter {
  return params.get('status') === 'decided' ? 'decided' : 'open';
}

function DisputeRow({ dispute, zone }: { dispute: DisputeSummary; zone: string }) {
  return (
    <Link
      to={`/recruiter/disputes/${encodeURIComponent(dispute.id)}`}
      className="flex items-center gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-xs hover:border-ink-300"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{dispute.service_title}</span>
          <DisputePill status={dispute.status} />
        </span>
        <span className="mt-1 block text-sm text-ink-700">
          Opened by the {dispute.opened_by}: {DISPUTE_REASON_LABELS[dispute.reason]}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
          <span>
            {dispute.buyer_name} (buyer) · {dispute.seller_name} (seller)
          </span>
          <span className="font-medium text-ink-800 tabular-nums">
            {formatCents(dispute.total_minor, dispute.currency)}
          </span>
          <span>Order {dispute.order_reference}</span>
          {dispute.decided_at ? (
            <span>
              Decided <time dateTime={dispute.decided_at}>{formatDateTime(dispute.decided_at, zone)}</time>
            </span>
          ) : (
            <span>
              Opened <time dateTime={dispute.created_at}>{formatDateTime(dispute.created_at, zone)}</time>
            </span>
          )}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
    </Link>
  );
}

/**
 * `/recruiter/disputes` (operators): disputed orders waiting for a decision (`?status=decided` for the decided
 * ones), a page at a time; each opens the dispute's page.
 */
export default function ConsoleDisputesPage({ title }: { title: string }) {
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const disputes = useDisputes(filter);
  const rows = disputes.data?.pages.flatMap((page) => page.data) ?? [];
  const total = disputes.data?.pages[0]?.meta.total ?? 0;
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1.5 mb-6 max-w-2xl text-sm text-ink-600">
        Marketplace orders a buyer or a seller disputed. The money waits in escrow until you decide: release
        it to the seller, refund part of it, or refund it all. Both sides read your reason.
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
              if (f.value === 'open') next.delete('status');
              else next.set('status', f.value);
              setParams(next, { replace: true });
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      {disputes.isPending ? (
        <div role="status" aria-label="Loading disputes" className="space-y-3">
          <div className="h-24 animate-pulse rounded-card bg-ink-100" />
          <div className="h-24 animate-pulse rounded-card bg-ink-100" />
        </div>
      ) : !disputes.data ? (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          title="Disputes did not load"
          actions={
            <Button onClick={() => void disputes.refetch()} loading={disputes.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(disputes.error)}
        </StatePanel>
      ) : rows.length === 0 ? (
        <StatePanel Icon={Scale} title={EMPTY[filter].title}>
          {EMPTY[filter].text}
        </StatePanel>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-600">
            {formatNumber(total)} {filter} {total === 1 ? 'dispute' : 'disputes'}
          </p>
          <ul aria-label="Disputes" className="space-y-3">
            {rows.map((dispute) => (
              <li key={dispute.id}>
                <DisputeRow dispute={dispute} zone={zone} />
              </li>
            ))}
          </ul>
          {disputes.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700">
              {errorMessage(disputes.error, 'More disputes did not load. Please try again.')}
            </p>
          )}
          {disputes.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                loading={disputes.isFetchingNextPage}
                onClick={() => void disputes.fetchNextPage()}
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
