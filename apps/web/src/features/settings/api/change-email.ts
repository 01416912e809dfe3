import type { ChangeEmailSchema } from '@talent/contract/account';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { parseSettings, useSettingsMutation } from './use-settings-mutation.ts';

export type ChangeEmail = z.input<typeof ChangeEmailSchema>;

/** 202: a link went to the new address; the answer shows it as `pending_email`. */
export async function changeEmail(body: ChangeEmail) {
  const response = await api.post<unknown>(talentApi('/account/email'), body);
  return parseSettings(response.data);
}

export function useChangeEmail() {
  return useSettingsMutation(changeEmail);
}
