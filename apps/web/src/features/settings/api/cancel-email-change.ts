import { api, talentApi } from '../../../lib/api-client.ts';
import { parseSettings, useSettingsMutation } from './use-settings-mutation.ts';

export async function cancelEmailChange() {
  const response = await api.delete<unknown>(talentApi('/account/email'));
  return parseSettings(response.data);
}

export function useCancelEmailChange() {
  return useSettingsMutation(cancelEmailChange);
}
