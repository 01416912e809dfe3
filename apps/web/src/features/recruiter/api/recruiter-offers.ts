import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OfferListSchema,
  OfferResponseSchema,
  type CreateOffer,
  type OfferStatus,
  type OfferTerms,
} from '@talent/contract/offers';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

const enc = encodeURIComponent;

export type RecruiterOfferList = z.infer<typeof OfferListSchema>;

export async function getRecruiterOffers(
  status: OfferStatus | 'all',
  signal?: AbortSignal,
): Promise<RecruiterOfferList> {
  const response = await api.get<unknown>(recruiterApi('/offers'), {
    params: status === 'all' ? {} : { status },
    signal,
  });
  return OfferListSchema.parse(response.data);
}

export function useRecruiterOffers(status: OfferStatus | 'all' = 'all') {
  return useQuery({
    queryKey: recruiterKeys.offers(status),
    queryFn: ({ signal }) => getRecruiterOffers(status, signal),
  });
}

function useOfferPost<V>(request: (vars: V) => { path: string; body: unknown }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const { path, body } = request(vars);
      const response = await api.post<unknown>(recruiterApi(path), body);
      return OfferResponseSchema.parse(response.data).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}

export function useSendOffer() {
  return useOfferPost(({ applicationId, body }: { applicationId: string; body: CreateOffer }) => ({
    path: `/applications/${enc(applicationId)}/offers`,
    body,
  }));
}

export function useWithdrawOffer() {
  return useOfferPost(({ offerId, reason }: { offerId: string; reason: string }) => ({
    path: `/offers/${enc(offerId)}/withdraw`,
    body: { reason },
  }));
}

export type AnswerCounterBody =
  { decision: 'keep'; message: string } | { decision: 'revise'; message: string; terms: OfferTerms };

export function useAnswerCounter() {
  return useOfferPost(({ offerId, body }: { offerId: string; body: AnswerCounterBody }) => ({
    path: `/offers/${enc(offerId)}/counter/answer`,
    body,
  }));
}
