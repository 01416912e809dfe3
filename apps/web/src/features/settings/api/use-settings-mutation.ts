import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsResponseSchema, type Settings } from '@talent/contract/account';
import { identityKeys } from '../../../lib/identity.ts';
import { settingsKeys } from './settings-keys.ts';

/** The settings endpoints answer with the whole settings object. */
export function parseSettings(data: unknown): Settings {
  return SettingsResponseSchema.parse(data).data;
}

/**
 * A mutation whose answer is the fresh settings: it replaces the cached copy and the app-wide user (the header
 * shows the name and email), so nothing needs a refetch.
 */
export function useSettingsMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Settings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings(), settings);
      queryClient.setQueryData(identityKeys.user(), settings.user);
    },
  });
}
