import { queryOptions, useQuery } from '@tanstack/react-query';
import { InterviewListSchema } from '@talent/contract/interviews';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { interviewKeys, type InterviewScope } from './interview-keys.ts';

export type InterviewList = z.infer<typeof InterviewListSchema>;

export async function getInterviews(scope: InterviewScope, signal?: AbortSignal): Promise<InterviewList> {
  const response = await api.get<unknown>(talentApi('/interviews'), { params: { scope }, signal });
  return InterviewListSchema.parse(response.data);
}

export const interviewsQueryOptions = (scope: InterviewScope) =>
  queryOptions({
    queryKey: interviewKeys.list(scope),
    queryFn: ({ signal }) => getInterviews(scope, signal),
    retry: shouldRetry,
  });

/** Upcoming (soonest first) or completed (latest first, with past ones awaiting an outcome and cancelled ones). */
export function useInterviews(scope: InterviewScope) {
  return useQuery(interviewsQueryOptions(scope));
}
