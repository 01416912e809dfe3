import { queryOptions, useQuery } from '@tanstack/react-query';
import { SettingsResponseSchema, type Settings } from '@talent/contract/account';
import { api, talentApi } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const response = await api.get<unknown>(talentApi('/settings'), { signal });
  return SettingsResponseSchema.parse(response.data).data;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.settings(), queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
