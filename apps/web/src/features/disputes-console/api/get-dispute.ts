import { useQuery } from '@tanstack/react-query';
import { OperatorDisputeResponseSchema } from '@talent/contract/marketplace';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';

/** What an operator reads about one dispute: the order with its timeline and evidence, and the order's chat. */
export type OperatorDispute = z.infer<typeof OperatorDisputeResponseSchema>['data'];
export type DisputedOrder = OperatorDispute['order'];

export const disputeUrl = (id: string, rest = '') =>
  sharedApi(`/operator/marketplace/disputes/${encodeURIComponent(id)}${rest}`);

/** Where an operator opens a file of the disputed order (the parties' own links are theirs only). */
export const disputeFileUrl = (disputeId: string, fileId: string) =>
  disputeUrl(disputeId, `/files/${encodeURIComponent(fileId)}`);

/** `GET /operator/marketplace/disputes/{id}`; refetched on focus (evidence may still arrive while it is open). */
export function useDispute(id: string) {
  return useQuery({
    queryKey: disputeKeys.dispute(id),
    queryFn: async ({ signal }) =>
      OperatorDisputeResponseSchema.parse((await api.get<unknown>(disputeUrl(id), { signal })).data).data,
    refetchOnWindowFocus: 'always',
  });
}
