import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OperatorIdentityListSchema,
  OperatorIdentityResponseSchema,
  type RejectionReason,
} from '@talent/contract/identity';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type IdentityReview = z.infer<typeof OperatorIdentityListSchema>['data'][number];
export type IdentityDecision =
  { decision: 'verified' } | { decision: 'rejected'; reason: RejectionReason; note?: string };

export async function getPendingIdentityReviews(signal?: AbortSignal): Promise<IdentityReview[]> {
  const response = await api.get<unknown>(sharedApi('/operator/identity-verifications'), {
    params: { status: 'pending' },
    signal,
  });
  return OperatorIdentityListSchema.parse(response.data).data;
}

export async function decideIdentityReview(id: string, body: IdentityDecision) {
  const response = await api.post<unknown>(
    sharedApi(`/operator/identity-verifications/${encodeURIComponent(id)}/decision`),
    body,
  );
  return OperatorIdentityResponseSchema.parse(response.data).data;
}

/** The identity checks waiting for an operator (`GET /shared/api/operator/identity-verifications?status=pending`). */
export function useIdentityReviews() {
  return useQuery({
    queryKey: recruiterKeys.identityReviews(),
    queryFn: ({ signal }) => getPendingIdentityReviews(signal),
  });
}

/** Verifies or rejects one check; the whole console refetches. */
export function useDecideIdentityReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: IdentityDecision }) => decideIdentityReview(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
