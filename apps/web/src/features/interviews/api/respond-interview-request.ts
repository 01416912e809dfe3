import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  InterviewRequestResponseSchema,
  InterviewResponseSchema,
  type Interview,
  type InterviewRequest,
} from '@talent/contract/interviews';
import type { DeclineInterviewRequestSchema } from '@talent/contract/interviews';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { pipelineKeys } from './interview-keys.ts';

export interface ProposeBody {
  slots: { starts_at: string }[];
  note?: string;
}
export type DeclineBody = z.input<typeof DeclineInterviewRequestSchema>;

const path = (id: string, action: string) =>
  talentApi(`/interview-requests/${encodeURIComponent(id)}/${action}`);

export async function acceptSlot(id: string, slotId: string): Promise<Interview> {
  const response = await api.post<unknown>(path(id, 'accept'), { slot_id: slotId });
  return InterviewResponseSchema.parse(response.data).data;
}

export async function proposeSlots(id: string, body: ProposeBody): Promise<InterviewRequest> {
  const response = await api.post<unknown>(path(id, 'propose'), body);
  return InterviewRequestResponseSchema.parse(response.data).data;
}

export async function declineRequest(id: string, body: DeclineBody): Promise<InterviewRequest> {
  const response = await api.post<unknown>(path(id, 'decline'), body);
  return InterviewRequestResponseSchema.parse(response.data).data;
}

export const invalidatePipeline = (queryClient: QueryClient) =>
  Promise.all(pipelineKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** `POST …/interview-requests/{id}/accept`: books the slot; the interview appears under upcoming. */
export function useAcceptSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slotId }: { id: string; slotId: string }) => acceptSlot(id, slotId),
    onSettled: () => invalidatePipeline(queryClient),
  });
}

/** `POST …/interview-requests/{id}/propose`: other times, as UTC instants. */
export function useProposeSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposeBody }) => proposeSlots(id, body),
    onSettled: () => invalidatePipeline(queryClient),
  });
}

/** `POST …/interview-requests/{id}/decline` with a reason. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeclineBody }) => declineRequest(id, body),
    onSettled: () => invalidatePipeline(queryClient),
  });
}
