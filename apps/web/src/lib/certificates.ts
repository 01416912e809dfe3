import { queryOptions } from '@tanstack/react-query';
import { CertificateListSchema, type Certificate } from '@talent/contract/courses';
import { api, talentApi } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

/**
 * My course certificates (`GET /talent/api/certificates`). Shared because two features show them: the course page
 * when a course is completed, and the profile beside the skill badges.
 */
export const certificateKeys = { all: ['certificates'] as const };

async function getCertificates(signal?: AbortSignal): Promise<Certificate[]> {
  const response = await api.get<unknown>(talentApi('/certificates'), { signal });
  return CertificateListSchema.parse(response.data).data;
}

export const certificatesQueryOptions = () =>
  queryOptions({
    queryKey: certificateKeys.all,
    queryFn: ({ signal }) => getCertificates(signal),
    retry: shouldRetry,
  });
