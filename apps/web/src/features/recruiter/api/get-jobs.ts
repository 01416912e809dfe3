import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecruiterJobListSchema, type RecruiterJob } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type JobStatusFilter = 'open' | 'closed' | 'all';

export async function getRecruiterJobs(
  status: JobStatusFilter,
  signal?: AbortSignal,
): Promise<RecruiterJob[]> {
  const response = await api.get<unknown>(recruiterApi('/jobs'), { params: { status }, signal });
  return RecruiterJobListSchema.parse(response.data).data;
}

export const recruiterJobsQueryOptions = (status: JobStatusFilter) =>
  queryOptions({
    queryKey: recruiterKeys.jobList(status),
    queryFn: ({ signal }) => getRecruiterJobs(status, signal),
    retry: shouldRetry,
  });

/** The company's jobs, newest first (`GET /recruiter/api/jobs?status=`). */
export function useRecruiterJobs(status: JobStatusFilter) {
  return useQuery(recruiterJobsQueryOptions(status));
}
