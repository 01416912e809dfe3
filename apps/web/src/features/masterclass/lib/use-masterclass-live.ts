import { useQueryClient } from '@tanstack/react-query';
import {
  TALK_REGISTRATION_CHANGED_EVENT,
  TALK_REQUEST_CHANGED_EVENT,
  TALK_REQUESTS_CHANGED_EVENT,
  TALK_REQUESTS_CHANNEL,
} from '@talent/contract/masterclass';
import { useEffect } from 'react';
import {
  onUserChannelResubscribed,
  usePublicChannelEvent,
  useUserChannelEvent,
} from '../../../lib/realtime/index.ts';
import { masterclassKeys } from '../api/masterclass-keys.ts';

/**
 * What changes under an open masterclass page without the candidate doing anything: a registration of mine
 * (promoted from the waitlist, the talk moved or was cancelled: `TalkRegistrationChanged` on my channel), a
 * request of mine (`TalkRequestChanged`), and anyone's request (added, voted on, moved: `TalkRequestsChanged` on
 * the public `talk-requests` channel). Each refetches what it touches; a resubscription after a reconnection
 * refetches everything (events sent while away are not replayed). Every masterclass page mounts it.
 */
export function useMasterclassLive(): void {
  const queryClient = useQueryClient();
  const refetch = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

  useUserChannelEvent(TALK_REGISTRATION_CHANGED_EVENT, () => refetch(masterclassKeys.talks()));
  useUserChannelEvent(TALK_REQUEST_CHANGED_EVENT, () => {
    // A request scheduled links to its talk, which my lists now show.
    refetch(masterclassKeys.requests());
    refetch(masterclassKeys.talks());
  });
  usePublicChannelEvent(
    TALK_REQUESTS_CHANNEL,
    TALK_REQUESTS_CHANGED_EVENT,
    () => refetch(masterclassKeys.requests()),
    () => refetch(masterclassKeys.requests()),
  );
  useEffect(
    () =>
      onUserChannelResubscribed(() => void queryClient.invalidateQueries({ queryKey: masterclassKeys.all })),
    [queryClient],
  );
}
