import type { Dispute } from '@talent/contract/marketplace';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import type { DisputedOrder } from '../api/get-dispute.ts';
import { OUTCOME_LABELS } from '../lib/labels.ts';
import { splitEscrow } from '../lib/money.ts';
import { DecisionForm } from './decision-form.tsx';
import { SplitFigures } from './split-preview.tsx';

/** A decided dispute, read-only: the outcome, what each side got, whether it counts, and the reason given. */
function DecidedSummary({ order, dispute }: { order: DisputedOrder; dispute: Dispute }) {
  const zone = useTimeZone();
  const refund =
    dispute.outcome === 'full_refund'
      ? order.total_minor
      : dispute.outcome === 'partial_refund'
        ? (dispute.refund_minor ?? 0)
        : 0;
  return (
    <div className="space-y-4" data-testid="dispute-decision">
      <p className="text-sm text-ink-800">
        <span className="font-semibold text-ink-900">
          {dispute.outcome ? OUTCOME_LABELS[dispute.outcome] : 'Decided'}
        </span>
        {dispute.decided_at && (
          <>
            {' '}
            on <time dateTime={dispute.decided_at}>{formatDateTime(dispute.decided_at, zone)}</time>
          </>
        )}
      </p>
      <SplitFigures order={order} split={splitEscrow(order, refund)} label="What each side got" />
      <p className="text-sm text-ink-800">
        {dispute.counts_against_seller
          ? 'It counts against the seller’s completion rate.'
          : 'It does not count against the seller.'}
      </p>
      {dispute.decision_reason && (
        <div>
          <p className="text-sm font-medium text-ink-800">The reason both sides read</p>
          <blockquote className="mt-1 rounded-control border-l-4 border-ink-200 bg-ink-50 px-3.5 py-2.5 text-sm whitespace-pre-line text-ink-800">
            {dispute.decision_reason}
          </blockquote>
        </div>
      )}
    </div>
  );
}

/** The decision: the form while the dispute is open, the decision that stands once decided. */
export function DecisionPanel({ order, dispute }: { order: DisputedOrder; dispute: Dispute }) {
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {conflict && <Alert tone="error">{conflict}</Alert>}
      {dispute.status === 'decided' ? (
        <DecidedSummary order={order} dispute={dispute} />
      ) : (
        <DecisionForm order={order} disputeId={dispute.id} onConflict={setConflict} />
      )}
    </div>
  );
}
