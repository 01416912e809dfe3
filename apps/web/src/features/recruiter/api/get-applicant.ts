import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicantResponseSchema, type ApplicantDetail } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function getApplicant(id: string, signal?: AbortSignal): Promise<ApplicantDetail> {
  const response = await api.get<unknown>(recruiterApi(`/applications/${encodeURIComponent(id)}`), {
    signal,
  });
  return ApplicantResponseSchema.parse(response.data).data;
}

export const applicantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recruiterKeys.applicant(id),
    queryFn: ({ signal }) => getApplicant(id, signal),
    retry: shouldRetry,
  });

/** One applicant with profile, files, timeline, requests, interviews, offers and the moves allowed from here. */
export function useApplicant(id: string) {
  return useQuery(applicantQueryOptions(id));
}
