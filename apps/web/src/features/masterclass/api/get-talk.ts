import { useQuery } from '@tanstack/react-query';
import { TalkResponseSchema, type TalkDetail } from '@talent/contract/masterclass';
import { api, talentApi } from '../../../lib/api-client.ts';
import { masterclassKeys } from './masterclass-keys.ts';

export const talkUrl = (id: string, rest = '') => talentApi(`/talks/${encodeURIComponent(id)}${rest}`);

export async function getTalk(id: string, signal?: AbortSignal): Promise<TalkDetail> {
  const response = await api.get<unknown>(talkUrl(id), { signal });
  return TalkResponseSchema.parse(response.data).data;
}

/** One talk as its page shows it; refetched on focus (seats, the join link and the waitlist move). */
export function useTalk(id: string, enabled = true) {
  return useQuery({
    queryKey: masterclassKeys.talk(id),
    queryFn: ({ signal }) => getTalk(id, signal),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}
