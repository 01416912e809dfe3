import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  InterviewListSchema,
  InterviewRequestResponseSchema,
  InterviewResponseSchema,
  type CreateInterviewRequest,
} from '@talent/contract/interviews';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

const enc = encodeURIComponent;

export type RecruiterInterviewList = z.infer<typeof InterviewListSchema>;

export async function getRecruiterInterviews(
  scope: 'upcoming' | 'completed' | 'all',
  signal?: AbortSignal,
): Promise<RecruiterInterviewList> {
  const response = await api.get<unknown>(recruiterApi('/interviews'), { params: { scope }, signal });
  return InterviewListSchema.parse(response.data);
}

export function useRecruiterInterviews(scope: 'upcoming' | 'completed' | 'all') {
  return useQuery({
    queryKey: recruiterKeys.interviews(scope),
    queryFn: ({ signal }) => getRecruiterInterviews(scope, signal),
  });
}

/** A mutation posting `body` to `path(vars)` and invalidating the whole console afterwards. */
function useRecruiterPost<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}

async function postRequest(path: string, body: unknown) {
  const response = await api.post<unknown>(recruiterApi(path), body);
  return InterviewRequestResponseSchema.parse(response.data).data;
}

async function postInterview(path: string, body: unknown) {
  const response = await api.post<unknown>(recruiterApi(path), body);
  return InterviewResponseSchema.parse(response.data).data;
}

export function useCreateInterviewRequest() {
  return useRecruiterPost(
    ({ applicationId, body }: { applicationId: string; body: CreateInterviewRequest }) =>
      postRequest(`/applications/${enc(applicationId)}/interview-requests`, body),
  );
}

export function useProposeNewSlots() {
  return useRecruiterPost(
    ({ requestId, body }: { requestId: string; body: { timezone: string; slots: LocalSlot[] } }) =>
      postRequest(`/interview-requests/${enc(requestId)}/slots`, body),
  );
}

export function useAcceptCandidateSlot() {
  return useRecruiterPost(({ requestId, slotId }: { requestId: string; slotId: string }) =>
    postInterview(`/interview-requests/${enc(requestId)}/accept`, { slot_id: slotId }),
  );
}

export function useCancelInterviewRequest() {
  return useRecruiterPost(({ requestId, reason }: { requestId: string; reason: string }) =>
    postRequest(`/interview-requests/${enc(requestId)}/cancel`, { reason }),
  );
}

export function useRescheduleInterview() {
  return useRecruiterPost(
    ({ interviewId, body }: { interviewId: string; body: { timezone: string; slot: LocalSlot } }) =>
      postInterview(`/interviews/${enc(interviewId)}/reschedule`, body),
  );
}

export function useDeclineReschedule() {
  return useRecruiterPost(({ interviewId, note }: { interviewId: string; note?: string }) =>
    postInterview(`/interviews/${enc(interviewId)}/reschedule/decline`, note ? { note } : {}),
  );
}

export interface OutcomeBody {
  outcome: 'passed' | 'not_passed';
  feedback?: string;
  private_notes?: string;
}

export function useRecordOutcome() {
  return useRecruiterPost(({ interviewId, body }: { interviewId: string; body: OutcomeBody }) =>
    postInterview(`/interviews/${enc(interviewId)}/outcome`, body),
  );
}

export function useCancelInterview() {
  return useRecruiterPost(({ interviewId, reason }: { interviewId: string; reason: string }) =>
    postInterview(`/interviews/${enc(interviewId)}/cancel`, { reason }),
  );
}
