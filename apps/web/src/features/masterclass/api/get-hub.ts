import { useQuery } from '@tanstack/react-query';
import { MasterclassHubResponseSchema } from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { masterclassKeys } from './masterclass-keys.ts';

export type MasterclassHub = z.infer<typeof MasterclassHubResponseSchema>['data'];

export async function getMasterclassHub(signal?: AbortSignal): Promise<MasterclassHub> {
  const response = await api.get<unknown>(talentApi('/masterclass'), { signal });
  return MasterclassHubResponseSchema.parse(response.data).data;
}

/** `GET /masterclass`: categories with counts, the next talks, recordings and my registrations. */
export function useMasterclassHub() {
  return useQuery({ queryKey: masterclassKeys.hub(), queryFn: ({ signal }) => getMasterclassHub(signal) });
}
