import { useQueryClient } from '@tanstack/react-query';
import { TALK_REQUESTS_CHANGED_EVENT, TALK_REQUESTS_CHANNEL } from '@talent/contract/masterclass';
import { usePublicChannelEvent } from '../../../lib/realtime/index.ts';
import { consoleKeys } from '../api/console-keys.ts';

/** A request added, voted on or moved anywhere (`TalkRequestsChanged`): the console's request lists refetch. */
export function useRequestsLive(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: consoleKeys.requests() });
  usePublicChannelEvent(TALK_REQUESTS_CHANNEL, TALK_REQUESTS_CHANGED_EVENT, refetch, refetch);
}
