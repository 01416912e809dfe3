import { useQuery } from '@tanstack/react-query';
import { InterviewRequestListSchema } from '@talent/contract/interviews';
import { OfferListSchema } from '@talent/contract/offers';
import { api, talentApi } from '../../../lib/api-client.ts';
import { isVerified, useUser } from '../../../lib/identity.ts';
import { shouldRetry } from '../../../lib/query-client.ts';

// Own keys (not the pages' list keys): the badge reads only `meta.pending` of a narrower request. They start with the
// pipeline prefixes, so the live hook refreshes them with everything else.
const badgeKeys = {
  interviewRequests: ['interview-requests', 'pending-count'] as const,
  offers: ['offers', 'pending-count'] as const,
};

function useIsCandidate(): boolean {
  const user = useUser();
  return isVerified(user) && user?.role === 'talent';
}

export function usePendingInterviewRequestsCount(): number {
  const enabled = useIsCandidate();
  const { data } = useQuery({
    queryKey: badgeKeys.interviewRequests,
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(talentApi('/interview-requests'), {
        params: { status: 'open' },
        signal,
      });
      return InterviewRequestListSchema.parse(response.data).meta.pending;
    },
    enabled,
    retry: shouldRetry,
  });
  return enabled ? (data ?? 0) : 0;
}

export function usePendingOffersCount(): number {
  const enabled = useIsCandidate();
  const { data } = useQuery({
    queryKey: badgeKeys.offers,
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(talentApi('/offers'), {
        params: { status: 'pending' },
        signal,
      });
      return OfferListSchema.parse(response.data).meta.pending;
    },
    enabled,
    retry: shouldRetry,
  });
  return enabled ? (data ?? 0) : 0;
}

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
