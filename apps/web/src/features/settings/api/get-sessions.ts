import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionListSchema, type ActiveSession } from '@talent/contract/account';
import { api, talentApi } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function getSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const response = await api.get<unknown>(talentApi('/sessions'), { signal });
  return SessionListSchema.parse(response.data).data;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
