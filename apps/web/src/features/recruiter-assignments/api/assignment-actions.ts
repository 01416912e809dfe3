import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecruiterAssignmentResponseSchema, type RecruiterAssignment } from '@talent/contract/assignments';
import type { z } from 'zod';
import type { DecideAccommodationSchema, RateAnswerSchema } from '@talent/contract/assignments';
import { api } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';
import { enc, recruiterApi } from './recruiter-assignments-api.ts';

export type DecideAccommodation = z.input<typeof DecideAccommodationSchema>;
export type RateAnswer = z.input<typeof RateAnswerSchema>;

function parse(data: unknown): RecruiterAssignment {
  return RecruiterAssignmentResponseSchema.parse(data).data;
}

export async function cancelAssignment(id: string): Promise<RecruiterAssignment> {
  return parse((await api.post<unknown>(recruiterApi(`/assignments/${enc(id)}/cancel`))).data);
}

export async function decideAccommodation(
  id: string,
  requestId: string,
  body: DecideAccommodation,
): Promise<RecruiterAssignment> {
  const url = recruiterApi(`/assignments/${enc(id)}/accommodations/${enc(requestId)}`);
  return parse((await api.post<unknown>(url, body)).data);
}

export async function rateAnswer(
  id: string,
  questionId: string,
  body: RateAnswer,
): Promise<RecruiterAssignment> {
  const url = recruiterApi(`/assignments/${enc(id)}/answers/${enc(questionId)}/rating`);
  return parse((await api.put<unknown>(url, body)).data);
}

/** Writes the answer into the application's list at once, then lets the console refetch. */
function useAssignmentMutation<V>(applicationId: string, run: (vars: V) => Promise<RecruiterAssignment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (updated) =>
      queryClient.setQueryData<RecruiterAssignment[]>(assignmentKeys.list(applicationId), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

export function useCancelAssignment(applicationId: string) {
  return useAssignmentMutation(applicationId, (id: string) => cancelAssignment(id));
}

export function useDecideAccommodation(applicationId: string) {
  return useAssignmentMutation(
    applicationId,
    (vars: { id: string; requestId: string; body: DecideAccommodation }) =>
      decideAccommodation(vars.id, vars.requestId, vars.body),
  );
}

export function useRateAnswer(applicationId: string) {
  return useAssignmentMutation(applicationId, (vars: { id: string; questionId: string; body: RateAnswer }) =>
    rateAnswer(vars.id, vars.questionId, vars.body),
  );
}
