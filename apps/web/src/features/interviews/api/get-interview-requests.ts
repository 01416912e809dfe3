import { queryOptions, useQuery } from '@tanstack/react-query';
import { InterviewRequestListSchema } from '@talent/contract/interviews';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { interviewRequestKeys } from './interview-keys.ts';

export type InterviewRequestList = z.infer<typeof InterviewRequestListSchema>;

export async function getInterviewRequests(signal?: AbortSignal): Promise<InterviewRequestList> {
  const response = await api.get<unknown>(talentApi('/interview-requests'), {
    params: { status: 'all' },
    signal,
  });
  return InterviewRequestListSchema.parse(response.data);
}

export const interviewRequestsQueryOptions = () =>
  queryOptions({
    queryKey: interviewRequestKeys.list(),
    queryFn: ({ signal }) => getInterviewRequests(signal),
    retry: shouldRetry,
  });

/** Every interview request of the candidate, pending first (`GET /talent/api/interview-requests?status=all`). */
export function useInterviewRequests() {
  return useQuery(interviewRequestsQueryOptions());
}
