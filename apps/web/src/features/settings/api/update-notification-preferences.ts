import type { UpdateNotificationPreferencesSchema } from '@talent/contract/account';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { parseSettings, useSettingsMutation } from './use-settings-mutation.ts';

export type UpdateNotificationPreferences = z.input<typeof UpdateNotificationPreferencesSchema>;

export async function updateNotificationPreferences(body: UpdateNotificationPreferences) {
  const response = await api.put<unknown>(talentApi('/settings/notifications'), body);
  return parseSettings(response.data);
}

export function useUpdateNotificationPreferences() {
  return useSettingsMutation(updateNotificationPreferences);
}
