import type { UpdatePrivacySchema } from '@talent/contract/account';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { parseSettings, useSettingsMutation } from './use-settings-mutation.ts';

export type UpdatePrivacy = z.input<typeof UpdatePrivacySchema>;

export async function updatePrivacy(body: UpdatePrivacy) {
  const response = await api.put<unknown>(talentApi('/settings/privacy'), body);
  return parseSettings(response.data);
}

export function useUpdatePrivacy() {
  return useSettingsMutation(updatePrivacy);
}
