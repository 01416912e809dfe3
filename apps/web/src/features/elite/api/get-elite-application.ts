import { useQuery } from '@tanstack/react-query';
import { EliteApplicationResponseSchema, type EliteApplication } from '@talent/contract/elite';
import { api, statusOf, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { eliteKeys } from './elite-keys.ts';

/** My application, or null when none was ever started (the server answers 404 then). */
export async function getEliteApplication(signal?: AbortSignal): Promise<EliteApplication | null> {
  try {
    const response = await api.get<unknown>(talentApi('/elite/application'), { signal });
    return EliteApplicationResponseSchema.parse(response.data).data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** `GET /talent/api/elite/application`: stages, forms (drafts) and the decision. */
export function useEliteApplication() {
  return useQuery({
    queryKey: eliteKeys.application(),
    queryFn: ({ signal }) => getEliteApplication(signal),
    retry: shouldRetry,
  });
}
