import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  TalkResponseSchema,
  type TalkDetail,
  type TalkRatingInputSchema,
  type TalkSummary,
} from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { talkUrl } from './get-talk.ts';
import type { MasterclassHub } from './get-hub.ts';
import type { TalkListPage } from './get-talks.ts';
import { masterclassKeys } from './masterclass-keys.ts';

export async function register(id: string): Promise<TalkDetail> {
  const response = await api.post<unknown>(talkUrl(id, '/registration'));
  return TalkResponseSchema.parse(response.data).data;
}

export async function cancelRegistration(id: string): Promise<TalkDetail> {
  const response = await api.delete<unknown>(talkUrl(id, '/registration'));
  return TalkResponseSchema.parse(response.data).data;
}

export type TalkRatingInput = z.input<typeof TalkRatingInputSchema>;

export async function rateTalk(id: string, input: TalkRatingInput): Promise<TalkDetail> {
  const response = await api.put<unknown>(talkUrl(id, '/rating'), input);
  return TalkResponseSchema.parse(response.data).data;
}

/** The summary fields of a detail, for the rows that show the same talk in lists. */
function summaryPatch(detail: TalkDetail): Partial<TalkSummary> {
  return {
    status: detail.status,
    capacity: detail.capacity,
    seats_left: detail.seats_left,
    waitlist_count: detail.waitlist_count,
    my_registration: detail.my_registration,
    rating: detail.rating,
  };
}

/**
 * The server's answer replaces the talk at once everywhere it shows (its page, list rows, the hub), so the button
 * flips without waiting; then everything refetches, since my registrations and counts moved.
 */
function applyTalk(queryClient: QueryClient, detail: TalkDetail): void {
  queryClient.setQueryData(masterclassKeys.talk(detail.id), detail);
  const patch = (talk: TalkSummary) => (talk.id === detail.id ? { ...talk, ...summaryPatch(detail) } : talk);
  queryClient.setQueriesData<InfiniteData<TalkListPage>>(
    { queryKey: [...masterclassKeys.talks(), 'list'] },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })) },
  );
  queryClient.setQueryData<MasterclassHub>(
    masterclassKeys.hub(),
    (hub) =>
      hub && {
        ...hub,
        next_talks: hub.next_talks.map(patch),
        recordings: hub.recordings.map(patch),
        my_registrations: hub.my_registrations.map(patch),
      },
  );
  void queryClient.invalidateQueries({
    queryKey: masterclassKeys.talks(),
    predicate: (query) => query.queryKey[3] !== 'detail' || query.queryKey[4] !== detail.id,
  });
}

function useTalkMutation<T>(run: (id: string, input: T) => Promise<TalkDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => run(id, input),
    onSuccess: (detail) => applyTalk(queryClient, detail),
    // A 409 (it started, it was cancelled): show the talk as it is now, wherever it is shown.
    onError: () => queryClient.invalidateQueries({ queryKey: masterclassKeys.talks() }),
  });
}

/** `POST /talks/{id}/registration`: registered while seats are left, else on the waitlist. */
export const useRegister = () => useTalkMutation<void>((id) => register(id));
/** `DELETE /talks/{id}/registration` (a seat or a place in line). */
export const useCancelRegistration = () => useTalkMutation<void>((id) => cancelRegistration(id));
/** `PUT /talks/{id}/rating` (once attended; a second rating replaces the first). */
export const useRateTalk = () => useTalkMutation<TalkRatingInput>(rateTalk);
