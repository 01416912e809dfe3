import { useQuery } from '@tanstack/react-query';
import { InterviewRequestListSchema } from '@talent/contract/interviews';
import { OfferListSchema } from '@talent/contract/offers';
import { api, talentApi } from '../../../lib/api-client.ts';
import { isVerified, useUser } from '../../../lib/identity.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { pipelineBadgeKeys } from './pipeline-badge-keys.ts';

function useIsCandidate(): boolean {
  const user = useUser();
  return isVerified(user) && user?.role === 'talent';
}

export async function getPendingInterviewRequestsCount(signal?: AbortSignal): Promise<number> {
  const response = await api.get<unknown>(talentApi('/interview-requests'), {
    params: { status: 'open' },
    signal,
  });
  return InterviewRequestListSchema.parse(response.data).meta.pending;
}

export async function getPendingOffersCount(signal?: AbortSignal): Promise<number> {
  const response = await api.get<unknown>(talentApi('/offers'), {
    params: { status: 'pending' },
    signal,
  });
  return OfferListSchema.parse(response.data).meta.pending;
}

/** Interview requests waiting for the candidate's answer; 0 for anyone but a verified candidate. */
export function usePendingInterviewRequestsCount(): number {
  const enabled = useIsCandidate();
  const { data } = useQuery({
    queryKey: pipelineBadgeKeys.interviewRequests(),
    queryFn: ({ signal }) => getPendingInterviewRequestsCount(signal),
    enabled,
    retry: shouldRetry,
  });
  return enabled ? (data ?? 0) : 0;
}

/** Offers waiting for the candidate's answer; 0 for anyone but a verified candidate. */
export function usePendingOffersCount(): number {
  const enabled = useIsCandidate();
  const { data } = useQuery({
    queryKey: pipelineBadgeKeys.offers(),
    queryFn: ({ signal }) => getPendingOffersCount(signal),
    enabled,
    retry: shouldRetry,
  });
  return enabled ? (data ?? 0) : 0;
}
