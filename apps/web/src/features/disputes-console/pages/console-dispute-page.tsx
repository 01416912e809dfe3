import { DISPUTE_REASON_LABELS } from '@talent/contract/marketplace';
import { ArrowLeft, CloudOff, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatDateTime, useTimeZone } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useDispute, type OperatorDispute } from '../api/get-dispute.ts';
import { BothSides } from '../components/both-sides.tsx';
import { ChatThread } from '../components/chat-thread.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { DisputePill } from '../components/dispute-pill.tsx';
import { OrderFacts, OrderRequirements } from '../components/order-facts.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { Section } from '../components/section.tsx';

function DisputeView({ data }: { data: OperatorDispute }) {
  const zone = useTimeZone();
  const { order, messages } = data;
  const dispute = order.dispute!;
  const open = dispute.status === 'open';

  useEffect(() => {
    document.title = documentTitle(`Dispute: ${order.service_title}`);
  }, [order.service_title]);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to={open ? '/recruiter/disputes' : '/recruiter/disputes?status=decided'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {open ? 'Open disputes' : 'Decided disputes'}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <DisputePill status={dispute.status} />
            <span className="text-xs font-medium text-ink-500">Order {order.reference}</span>
          </div>
          <h1 className="mt-1.5 font-display text-2xl font-bold tracking-tight text-ink-900">
            {order.service_title}
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            {order.buyer.name} (buyer) and {order.seller.name} (seller) · Opened by the {dispute.opened_by}:{' '}
            {DISPUTE_REASON_LABELS[dispute.reason]} ·{' '}
            <time dateTime={dispute.created_at}>{formatDateTime(dispute.created_at, zone)}</time>
          </p>
        </div>
        {open && (
          <a href="#decision" className="text-sm font-medium text-brand-700 underline">
            Go to the decision
          </a>
        )}
      </div>
      <div className="mt-6 grid gap-6">
        <Section id="order" title="The order">
          <OrderFacts order={order} />
        </Section>
        <Section id="requirements" title="Requirements">
          <OrderRequirements order={order} disputeId={dispute.id} />
        </Section>
        <Section id="timeline" title="Timeline">
          <OrderTimeline order={order} disputeId={dispute.id} />
        </Section>
        <Section id="sides" title="Both sides">
          <BothSides order={order} dispute={dispute} />
        </Section>
        <Section
          id="chat"
          title="The order’s chat"
          aside={<span className="text-xs text-ink-500">Read only: operators do not write here.</span>}
        >
          <ChatThread messages={messages} />
        </Section>
        <Section id="decision" title={open ? 'Your decision' : 'The decision'}>
          <DecisionPanel order={order} dispute={dispute} />
        </Section>
      </div>
    </div>
  );
}

/**
 * `/recruiter/disputes/:id` (operators): one disputed order as both sides see it (the order, its timeline and
 * files, each side's evidence, their chat) and the decision: the form while open, the decision once made.
 */
export default function ConsoleDisputePage() {
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  // Once loaded, a failed refetch (on focus) keeps the page as it was.
  if (dispute.data?.order.dispute) return <DisputeView data={dispute.data} />;
  if (dispute.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the dispute"
        className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  const missing = !dispute.isError || statusOf(dispute.error) === 404;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {missing ? (
        <StatePanel
          Icon={SearchX}
          variant="card"
          headingLevel="h1"
          title="We could not find this dispute"
          actions={<ButtonLink to="/recruiter/disputes">All disputes</ButtonLink>}
        >
          The link may be wrong.
        </StatePanel>
      ) : (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title="The dispute did not load"
          actions={
            <Button onClick={() => void dispute.refetch()} loading={dispute.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(dispute.error)}
        </StatePanel>
      )}
    </div>
  );
}
