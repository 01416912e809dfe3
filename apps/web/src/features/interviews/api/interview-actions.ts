import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InterviewResponseSchema, type Interview } from '@talent/contract/interviews';
import { api, talentApi } from '../../../lib/api-client.ts';
import { invalidatePipeline, type ProposeBody } from './respond-interview-request.ts';

const path = (id: string, action: string) => talentApi(`/interviews/${encodeURIComponent(id)}/${action}`);

export async function requestReschedule(id: string, body: ProposeBody): Promise<Interview> {
  const response = await api.post<unknown>(path(id, 'reschedule'), body);
  return InterviewResponseSchema.parse(response.data).data;
}

export async function cancelInterview(id: string, reason: string): Promise<Interview> {
  const response = await api.post<unknown>(path(id, 'cancel'), { reason });
  return InterviewResponseSchema.parse(response.data).data;
}

/** `POST /talent/api/interviews/{id}/reschedule`: 1–5 other times and a note; the interview stays until answered. */
export function useRequestReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposeBody }) => requestReschedule(id, body),
    onSettled: () => invalidatePipeline(queryClient),
  });
}

/** `POST /talent/api/interviews/{id}/cancel` with the reason the recruiter will read. */
export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelInterview(id, reason),
    onSettled: () => invalidatePipeline(queryClient),
  });
}
