import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OfferListSchema,
  OfferResponseSchema,
  type AcceptOfferSchema,
  type CounterOfferSchema,
  type DeclineOfferSchema,
  type Offer,
} from '@talent/contract/offers';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { offerKeys } from './offer-keys.ts';

export type OfferList = z.infer<typeof OfferListSchema>;
export type AcceptOffer = z.input<typeof AcceptOfferSchema>;
export type DeclineOffer = z.input<typeof DeclineOfferSchema>;
export type CounterOffer = z.input<typeof CounterOfferSchema>;

export async function getOffers(signal?: AbortSignal): Promise<OfferList> {
  const response = await api.get<unknown>(talentApi('/offers'), { signal });
  return OfferListSchema.parse(response.data);
}

/** Every offer of the candidate, pending first (the server's order). */
export function useOffers() {
  return useQuery({ queryKey: offerKeys.list(), queryFn: ({ signal }) => getOffers(signal), staleTime: 0 });
}

async function post(id: string, action: string, body: unknown): Promise<Offer> {
  const response = await api.post<unknown>(talentApi(`/offers/${encodeURIComponent(id)}/${action}`), body);
  return OfferResponseSchema.parse(response.data).data;
}

/** After any answer: the offers, home and the applications (the application moves with the offer) refetch. */
function useOfferMutation<T>(action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: T }) => post(id, action, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.home }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.applications }),
      ]);
    },
  });
}

export const useAcceptOffer = () => useOfferMutation<AcceptOffer>('accept');
export const useDeclineOffer = () => useOfferMutation<DeclineOffer>('decline');
export const useCounterOffer = () => useOfferMutation<CounterOffer>('counter');
