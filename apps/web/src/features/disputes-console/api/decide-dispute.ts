import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OperatorDisputeResponseSchema, type DisputeDecisionInputSchema } from '@talent/contract/marketplace';
import type { z } from 'zod';
import { api, statusOf } from '../../../lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';
import { disputeUrl } from './get-dispute.ts';

export type DisputeDecision = z.input<typeof DisputeDecisionInputSchema>;

/**
 * `POST /operator/marketplace/disputes/{id}/decision`: answers the decided dispute, which replaces the cached one;
 * a 409 (decided meanwhile) refetches it so the page shows the decision that stands.
 */
export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: DisputeDecision) =>
      OperatorDisputeResponseSchema.parse(
        (await api.post<unknown>(disputeUrl(id, '/decision'), decision)).data,
      ).data,
    onSuccess: (dispute) => queryClient.setQueryData(disputeKeys.dispute(id), dispute),
    onError: (error) => {
      if (statusOf(error) === 409) void queryClient.invalidateQueries({ queryKey: disputeKeys.dispute(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
