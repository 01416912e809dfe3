import { usePendingInterviewRequestsCount, usePendingOffersCount } from '../api/get-pending-counts.ts';

function CountBadge({ count, noun, testId }: { count: number; noun: [string, string]; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="relative ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{` (${count} ${count === 1 ? noun[0] : noun[1]})`}</span>
    </span>
  );
}

/** Interview requests waiting for the candidate's answer, for the "Interviews" navigation item. */
export function PendingInterviewRequestsBadge() {
  const count = usePendingInterviewRequestsCount();
  return (
    <CountBadge
      count={count}
      noun={['interview request waiting', 'interview requests waiting']}
      testId="pending-interview-requests-badge"
    />
  );
}

/** Offers waiting for the candidate's answer, for the "Offers" navigation item. */
export function PendingOffersBadge() {
  const count = usePendingOffersCount();
  return (
    <CountBadge count={count} noun={['offer to answer', 'offers to answer']} testId="pending-offers-badge" />
  );
}
