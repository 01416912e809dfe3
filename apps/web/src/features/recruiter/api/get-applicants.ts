import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@talent/contract/applications';
import { ApplicantListSchema } from '@talent/contract/recruiter';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type ApplicantList = z.infer<typeof ApplicantListSchema>;

export async function getApplicants(
  jobId: string,
  status: ApplicationStatus | undefined,
  signal?: AbortSignal,
): Promise<ApplicantList> {
  const response = await api.get<unknown>(recruiterApi(`/jobs/${encodeURIComponent(jobId)}/applications`), {
    params: { status },
    signal,
  });
  return ApplicantListSchema.parse(response.data);
}

export const applicantsQueryOptions = (jobId: string, status?: ApplicationStatus) =>
  queryOptions({
    queryKey: recruiterKeys.applicants(jobId, status),
    queryFn: ({ signal }) => getApplicants(jobId, status, signal),
    retry: shouldRetry,
  });

/** A job's applicants, newest first, with the counts per state over all of them. */
export function useApplicants(jobId: string, status?: ApplicationStatus) {
  return useQuery(applicantsQueryOptions(jobId, status));
}
