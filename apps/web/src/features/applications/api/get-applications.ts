import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, ApplicationListSchema } from '@talent/contract/applications';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applicationKeys, type ApplicationFilters } from './application-keys.ts';

export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/** The contract's counts name every state; a state the server left out counts zero rather than failing the page. */
function withAllCounts(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const meta = (body as { meta?: { counts?: Record<string, number> } }).meta;
  const zeros = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));
  return { ...body, meta: { ...meta, counts: { ...zeros, ...(meta?.counts ?? {}) } } };
}

export async function getApplications(
  filters: ApplicationFilters,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.q) params.q = filters.q;
  const response = await api.get<unknown>(talentApi('/applications'), { params, signal });
  const list = ApplicationListSchema.parse(withAllCounts(response.data));
  // Newest first, whatever order arrives.
  return { ...list, data: [...list.data].sort((a, b) => b.submitted_at.localeCompare(a.submitted_at)) };
}

export const applicationsQueryOptions = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: applicationKeys.list(filters),
    queryFn: ({ signal }) => getApplications(filters, signal),
    retry: shouldRetry,
  });

/** The candidate's applications, newest first, with counts per state (`GET /talent/api/applications`). */
export function useApplications(filters: ApplicationFilters) {
  // The previous list stays on screen while a new filter or search loads, so the page does not flash.
  return useQuery({ ...applicationsQueryOptions(filters), placeholderData: keepPreviousData });
}
