import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedSearchListSchema, type SavedSearch } from '@talent/contract/jobs';
import { api, talentApi } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './job-keys.ts';

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const response = await api.get<unknown>(talentApi('/saved-searches'), { signal });
  return SavedSearchListSchema.parse(response.data).data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchKeys.list(), queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
