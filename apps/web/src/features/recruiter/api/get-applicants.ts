import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@talent/contract/applications';
import { ApplicantListSchema } from '@talent/contract/recruiter';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export type ApplicantList = z.infer<typeof ApplicantListSchema>;

/** Applicants per page: a screenful of rows; the counts per state always cover the whole job. */
export const APPLICANTS_PAGE = 50;

export async function getApplicants(
  jobId: string,
  params: { status?: ApplicationStatus; cursor?: string },
  signal?: AbortSignal,
): Promise<ApplicantList> {
  const response = await api.get<unknown>(recruiterApi(`/jobs/${encodeURIComponent(jobId)}/applications`), {
    params: { status: params.status, cursor: params.cursor, limit: APPLICANTS_PAGE },
    signal,
  });
  return ApplicantListSchema.parse(response.data);
}

export const applicantsQueryOptions = (jobId: string, status?: ApplicationStatus) =>
  infiniteQueryOptions({
    queryKey: recruiterKeys.applicants(jobId, status),
    queryFn: ({ pageParam, signal }) =>
      getApplicants(
        jobId,
        { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    retry: shouldRetry,
  });

/** A job's applicants, newest first, a page at a time, with the counts per state over all of them. */
export function useApplicants(jobId: string, status?: ApplicationStatus) {
  return useInfiniteQuery(applicantsQueryOptions(jobId, status));
}
