import {
  CANCELLATION_REASON_LABELS,
  DISPUTE_REASON_LABELS,
  FINISHED_ORDER_STATUSES,
  MARKETPLACE_FEE_PERCENT,
  TIER_LABELS,
  type OrderAction,
  type OrderDetail,
} from '@talent/contract/marketplace';
import { ArrowLeft, CalendarClock, MessageSquare, Scale, TimerReset } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, relativeTime, useTimeZone } from '../../../lib/format.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { UserText } from '../../user-text.tsx';
import { PageLoadFailure } from '../../ui/page-load-failure.tsx';
import { useOrder } from '../api/orders.ts';
import { useMarketplaceLive } from '../api/use-marketplace-live.ts';
import { useNow } from '../lib/use-now.ts';
import { useMarketplaceApi } from '../marketplace-api.tsx';
import { Avatar, Money, OrderStatusPill, Stars } from '../parts/display.tsx';
import { CancelButton, ConfirmMoveButton, DisputeButton, MoveButton } from './order-dialogs.tsx';
import { DeliveryForm, EvidenceForm, RequirementsForm, RevisionForm } from './order-forms.tsx';
import { FileLinks, OrderTimeline } from './order-timeline.tsx';
import { ReviewForm } from './review-form.tsx';

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const otherParty = (order: OrderDetail) => (order.side === 'buyer' ? order.seller : order.buyer);
const partyName = (party: OrderDetail['buyer']) =>
  party.company ? `${party.name} (${party.company})` : party.name;

function Header({ order }: { order: OrderDetail }) {
  const { links } = useMarketplaceApi();
  const zone = useTimeZone();
  const now = useNow();
  const other = otherParty(order);
  const running = !FINISHED_ORDER_STATUSES.includes(order.status) && order.status !== 'disputed';
  return (
    <header className="mt-4">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusPill status={order.status} late={order.late} />
        <span className="text-sm text-ink-600">Order {order.reference}</span>
      </div>
      <h1 className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        <Link to={links.service(order.service_id)} className="hover:underline">
          {order.service_title}
        </Link>
      </h1>
      <p className="mt-1 text-sm text-ink-600">
        {TIER_LABELS[order.tier.name]} · {order.tier.title}
        {order.addons.length > 0 && ` · with ${order.addons.map((addon) => addon.title).join(', ')}`}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex items-center gap-3">
          <Avatar name={other.name} url={other.avatar_url} size="sm" />
          <div>
            <dt className="text-xs text-ink-600">{order.side === 'buyer' ? 'Seller' : 'Buyer'}</dt>
            <dd className="text-sm font-medium text-ink-900">{partyName(other)}</dd>
          </div>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Total</dt>
          <dd className="text-lg font-bold text-ink-900">
            <Money minor={order.total_minor} currency={order.currency} />
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-ink-600">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            Due
          </dt>
          <dd className={`text-sm font-medium ${order.late ? 'text-red-700' : 'text-ink-900'}`}>
            {order.due_at ? (
              <>
                <time dateTime={order.due_at}>{formatDateTime(order.due_at, zone)}</time>
                {running && (
                  <span className="block text-xs font-normal">
                    {order.late
                      ? `Late: due ${relativeTime(order.due_at, now)}`
                      : relativeTime(order.due_at, now)}
                  </span>
                )}
              </>
            ) : order.status === 'requirements' ? (
              'Set when the requirements arrive'
            ) : (
              '—'
            )}
          </dd>
        </div>
        {order.auto_release_at && (
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-600">
              <TimerReset aria-hidden="true" className="size-3.5" />
              Completes automatically
            </dt>
            <dd className="text-sm font-medium text-ink-900">
              <time dateTime={order.auto_release_at}>{formatDateTime(order.auto_release_at, zone)}</time>
              <span className="block text-xs font-normal text-ink-600">
                {relativeTime(order.auto_release_at, now)}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {order.conversation_id && (
        <Link
          to={links.chat(order.conversation_id)}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          Message {other.name} about this order
        </Link>
      )}
    </header>
  );
}

function Payments({ order }: { order: OrderDetail }) {
  const { payments, currency } = order;
  const row = (label: string, minor: number, hint?: string) => (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-ink-700">
        {label}
        {hint && <span className="block text-xs text-ink-500">{hint}</span>}
      </dt>
      <dd className="text-sm font-semibold text-ink-900 tabular-nums">
        <Money minor={minor} currency={currency} exact />
      </dd>
    </div>
  );
  return (
    <Section id="payments-heading" title="Payments">
      <dl className="divide-y divide-ink-100">
        {row('In escrow', payments.in_escrow_minor, 'Held by Borderless until the order completes.')}
        {row('Released to the seller', payments.released_minor)}
        {row('Refunded to the buyer', payments.refunded_minor)}
        {row(
          'Platform fee',
          payments.fee_minor,
          `${MARKETPLACE_FEE_PERCENT}% of what is released, taken from the seller’s payout; the buyer pays no fee.`,
        )}
      </dl>
    </Section>
  );
}

function Requirements({ order }: { order: OrderDetail }) {
  const zone = useTimeZone();
  const sent = order.requirements;
  if (!sent) return null;
  return (
    <Section
      id="requirements-heading"
      title="Requirements"
      aside={<span className="text-xs text-ink-500">Sent {formatDateTime(sent.sent_at, zone)}</span>}
    >
      <dl className="space-y-3">
        {sent.answers.map((answer) => (
          <div key={answer.question_id}>
            <dt className="text-sm font-medium text-ink-900">{answer.prompt}</dt>
            <dd className="mt-0.5 text-sm whitespace-pre-line text-ink-700">{answer.answer || '—'}</dd>
          </div>
        ))}
        {sent.note && (
          <div>
            <dt className="text-sm font-medium text-ink-900">Note</dt>
            <dd className="mt-0.5">
              <UserText markdown={sent.note} className="text-sm text-ink-700" />
            </dd>
          </div>
        )}
      </dl>
      <FileLinks files={sent.files} />
    </Section>
  );
}

/** An open request to cancel, with the answers the caller may give. */
function Cancellation({ order, has }: { order: OrderDetail; has: (action: OrderAction) => boolean }) {
  const request = order.cancellation;
  if (!request) return null;
  const mine = request.requested_by === order.side;
  const who = mine ? 'You' : request.requested_by === 'buyer' ? 'The buyer' : 'The seller';
  return (
    <section
      aria-labelledby="cancellation-heading"
      className="rounded-card border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="cancellation-heading" className="font-display text-base font-semibold text-ink-900">
        {who} asked to cancel
      </h2>
      <p className="mt-1 text-sm text-ink-800">Reason: {CANCELLATION_REASON_LABELS[request.reason]}</p>
      {request.message && <UserText markdown={request.message} className="mt-2 text-sm text-ink-800" />}
      <p className="mt-2 text-sm text-ink-700">
        {mine
          ? 'Waiting for the other side. If they accept, the buyer is refunded in full.'
          : 'If you accept, the order stops and the buyer is refunded in full; it does not count against the seller.'}
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {has('accept_cancellation') && (
          <ConfirmMoveButton
            order={order}
            move="acceptCancellation"
            label="Accept the cancellation"
            title="Accept the cancellation?"
            description={
              <>
                The order stops and <Money minor={order.payments.in_escrow_minor} currency={order.currency} />{' '}
                goes back to the buyer from escrow.
              </>
            }
            confirm="Accept and refund"
            done="The order is cancelled and the buyer refunded."
            variant="danger"
          />
        )}
        {has('decline_cancellation') && (
          <MoveButton
            order={order}
            move="declineCancellation"
            label="Decline: keep the order going"
            done="You declined. The order goes on."
          />
        )}
        {has('withdraw_cancellation') && (
          <MoveButton
            order={order}
            move="withdrawCancellation"
            label="Withdraw your request"
            done="Your request is withdrawn."
          />
        )}
      </div>
    </section>
  );
}

function Dispute({ order, has }: { order: OrderDetail; has: (action: OrderAction) => boolean }) {
  const zone = useTimeZone();
  const dispute = order.dispute;
  if (!dispute) return null;
  const by =
    dispute.opened_by === order.side ? 'You' : dispute.opened_by === 'buyer' ? 'The buyer' : 'The seller';
  return (
    <Section
      id="dispute-heading"
      title={dispute.status === 'open' ? 'Dispute: an operator is looking at it' : 'Dispute decided'}
    >
      <div className="flex items-start gap-3">
        <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
        <div className="min-w-0 text-sm text-ink-800">
          <p>
            {by} opened it on {formatDate(dispute.created_at, zone)}: {DISPUTE_REASON_LABELS[dispute.reason]}.
          </p>
          <UserText markdown={dispute.details} className="mt-2" />
        </div>
      </div>
      {dispute.status === 'decided' && (
        <div className="mt-4 rounded-control bg-ink-50 p-3 text-sm text-ink-800">
          <p className="font-semibold">
            {dispute.outcome === 'release' ? (
              'The money was released to the seller.'
            ) : dispute.outcome === 'full_refund' ? (
              'The buyer was refunded in full.'
            ) : dispute.refund_minor !== null ? (
              <>
                The buyer got <Money minor={dispute.refund_minor} currency={order.currency} exact /> back; the
                rest went to the seller.
              </>
            ) : (
              'The amount was split between the buyer and the seller.'
            )}
          </p>
          {dispute.decision_reason && <p className="mt-1 whitespace-pre-line">{dispute.decision_reason}</p>}
          {dispute.counts_against_seller !== null && (
            <p className="mt-1 text-xs text-ink-600">
              {dispute.counts_against_seller
                ? 'This outcome counts against the seller’s completion rate.'
                : 'This outcome does not count against the seller’s completion rate.'}
            </p>
          )}
        </div>
      )}
      {dispute.evidence.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-ink-900">Evidence</h3>
          <ul className="mt-2 space-y-3">
            {dispute.evidence.map((item) => (
              <li key={item.id} className="rounded-control border border-ink-100 p-3">
                <p className="text-xs text-ink-500">
                  {item.author_side === order.side ? 'You' : item.author_name} ·{' '}
                  {formatDateTime(item.created_at, zone)}
                </p>
                <UserText markdown={item.text} className="mt-1 text-sm text-ink-800" />
                <FileLinks files={item.files} />
              </li>
            ))}
          </ul>
        </>
      )}
      {has('add_evidence') && (
        <div className="mt-5">
          <EvidenceForm order={order} />
        </div>
      )}
    </Section>
  );
}

/** What the other side or the platform is doing when the caller has nothing to do. */
function waitingText(order: OrderDetail, zone: string): string {
  const buyer = order.side === 'buyer';
  switch (order.status) {
    case 'requirements':
      return buyer
        ? 'Send your requirements to start the order.'
        : 'Waiting for the buyer’s requirements. The delivery clock starts when they arrive.';
    case 'in_progress':
      return buyer
        ? `The seller is working on it${order.due_at ? `; delivery is due ${formatDateTime(order.due_at, zone)}` : ''}.`
        : 'Deliver before the due date.';
    case 'revision_requested':
      return buyer ? 'The seller is working on your revision.' : 'The buyer asked for a revision.';
    case 'delivered':
      return buyer
        ? 'Look at the delivery: approve it, or ask for a revision.'
        : `Waiting for the buyer to approve or ask for a revision${order.auto_release_at ? `; it completes by itself ${formatDateTime(order.auto_release_at, zone)}` : ''}.`;
    case 'disputed':
      return 'A Borderless operator is reading the order, its chat and the evidence. You will both be told the decision.';
    case 'completed':
      return 'This order is complete and the money released.';
    case 'resolved':
      return 'This order was settled by an operator’s decision.';
    case 'cancelled':
      return order.cancelled
        ? `This order was cancelled (${CANCELLATION_REASON_LABELS[order.cancelled.reason].toLowerCase()}) and the buyer refunded.`
        : 'This order was cancelled and the buyer refunded.';
  }
}

/** Exactly the moves in `actions`, each with its form or confirmation. */
function NextStep({ order, has }: { order: OrderDetail; has: (action: OrderAction) => boolean }) {
  const zone = useTimeZone();
  const answering = has('approve') || has('request_revision');
  const secondary = has('cancel') || has('request_cancellation') || has('open_dispute');
  return (
    <Section id="next-step-heading" title="Next step">
      <p className="text-sm text-ink-700">{waitingText(order, zone)}</p>
      <div className="mt-4 space-y-4">
        {has('send_requirements') && <RequirementsForm order={order} />}
        {has('deliver') && <DeliveryForm order={order} />}
        {answering && (
          <section aria-labelledby="answer-heading" className="rounded-card border border-brand-200 p-5">
            <h3 id="answer-heading" className="font-display text-base font-semibold text-ink-900">
              Answer the delivery
            </h3>
            {has('approve') && (
              <div className="mt-3">
                <ConfirmMoveButton
                  order={order}
                  move="approve"
                  label="Approve and release the payment"
                  title="Approve the delivery?"
                  description={
                    <>
                      The order completes and{' '}
                      <Money minor={order.payments.in_escrow_minor} currency={order.currency} /> is released
                      from escrow to {order.seller.name} (minus the platform’s {MARKETPLACE_FEE_PERCENT}% fee,
                      which the seller pays). This cannot be undone.
                    </>
                  }
                  confirm="Approve and release"
                  done="Approved. The money is released to the seller."
                />
              </div>
            )}
            {has('request_revision') && (
              <div className="mt-5 border-t border-ink-100 pt-4">
                <RevisionForm order={order} />
              </div>
            )}
          </section>
        )}
        {secondary && (
          <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-4">
            {has('cancel') && <CancelButton order={order} alone />}
            {has('request_cancellation') && <CancelButton order={order} alone={false} />}
            {has('open_dispute') && <DisputeButton order={order} />}
          </div>
        )}
      </div>
    </Section>
  );
}

function Reviews({ order, has }: { order: OrderDetail; has: (action: OrderAction) => boolean }) {
  const zone = useTimeZone();
  const { reviews } = order;
  const finished = order.status === 'completed' || order.status === 'resolved';
  if (!finished && !reviews.mine && !reviews.theirs) return null;
  const other = otherParty(order);
  return (
    <Section id="reviews-heading" title="Reviews">
      <p className="text-sm text-ink-700">
        Reviews are blind: neither of you sees the other’s until both have written one
        {reviews.visible_from ? ` or until ${formatDate(reviews.visible_from, zone)}` : ''}, so nobody answers
        a review with a review.
      </p>
      {reviews.theirs_hidden && (
        <p className="mt-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {other.name} has reviewed you. You will see it once you write yours
          {reviews.visible_from ? ` or on ${formatDate(reviews.visible_from, zone)}` : ''}.
        </p>
      )}
      <div className="mt-4 space-y-4">
        {reviews.theirs && (
          <figure>
            <figcaption className="flex items-center gap-2 text-sm font-medium text-ink-900">
              {other.name}’s review <Stars value={reviews.theirs.rating} />
            </figcaption>
            <UserText markdown={reviews.theirs.text} className="mt-1 text-sm text-ink-800" />
          </figure>
        )}
        {reviews.mine && (
          <figure>
            <figcaption className="flex items-center gap-2 text-sm font-medium text-ink-900">
              Your review <Stars value={reviews.mine.rating} />
            </figcaption>
            <UserText markdown={reviews.mine.text} className="mt-1 text-sm text-ink-800" />
          </figure>
        )}
        {has('review') && <ReviewForm order={order} otherName={other.name} />}
      </div>
    </Section>
  );
}

function Order({ order }: { order: OrderDetail }) {
  const { links } = useMarketplaceApi();
  const has = (action: OrderAction) => order.actions.includes(action);
  useEffect(() => {
    document.title = documentTitle(`Order ${order.reference}`);
  }, [order.reference]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={links.orders}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orders
      </Link>
      <Header order={order} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          <Cancellation order={order} has={has} />
          <NextStep order={order} has={has} />
          <Dispute order={order} has={has} />
          <Reviews order={order} has={has} />
          <Requirements order={order} />
          <Section id="timeline-heading" title="Timeline">
            <OrderTimeline order={order} />
          </Section>
        </div>
        <div className="lg:sticky lg:top-20">
          <Payments order={order} />
        </div>
      </div>
    </div>
  );
}

/**
 * One order for either side: status, total, due date and auto-release, the payments, the timeline, and only the
 * moves the server lists in `actions`. Live: the other side's moves show as they happen.
 */
export function OrderView({ id }: { id: string }) {
  useMarketplaceLive();
  const { links } = useMarketplaceApi();
  const order = useOrder(id);
  if (order.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the order"
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  if (order.isError)
    return (
      <PageLoadFailure
        error={order.error}
        what="The order"
        notFound={{
          title: 'We could not find this order',
          body: 'The link may be wrong, or the order belongs to someone else.',
          to: links.orders,
          label: 'See your orders',
        }}
        onRetry={() => void order.refetch()}
      />
    );
  return <Order order={order.data} />;
}
