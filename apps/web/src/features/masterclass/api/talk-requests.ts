import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  TalkRequestListSchema,
  TalkRequestResponseSchema,
  type TalkRequest,
  type TalkRequestInput,
} from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { masterclassKeys, type TalkRequestFilters } from './masterclass-keys.ts';

type TalkRequestPage = z.infer<typeof TalkRequestListSchema>;

export async function getTalkRequests(
  filters: TalkRequestFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TalkRequestPage> {
  const response = await api.get<unknown>(talentApi('/talk-requests'), {
    params: { sort: filters.sort, mine: filters.mine ? 'true' : undefined, cursor },
    signal,
  });
  return TalkRequestListSchema.parse(response.data);
}

/** `GET /talk-requests`: everyone's requests, most votes (or newest) first; `mine` only my own. */
export function useTalkRequests(filters: TalkRequestFilters) {
  return useInfiniteQuery({
    queryKey: masterclassKeys.requestList(filters),
    queryFn: ({ pageParam, signal }) => getTalkRequests(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

export async function createTalkRequest(input: TalkRequestInput): Promise<TalkRequest> {
  const response = await api.post<unknown>(talentApi('/talk-requests'), input);
  return TalkRequestResponseSchema.parse(response.data).data;
}

/** `POST /talk-requests`: 422 names the fields; the lists refetch with the new request in them. */
export function useCreateTalkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTalkRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterclassKeys.requests() }),
  });
}

/** `PUT|DELETE /talk-requests/{id}/vote`: the answer replaces the row in every list. */
export function useVoteTalkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, vote }: { id: string; vote: boolean }) => {
      const url = talentApi(`/talk-requests/${encodeURIComponent(id)}/vote`);
      const response = vote ? await api.put<unknown>(url) : await api.delete<unknown>(url);
      return TalkRequestResponseSchema.parse(response.data).data;
    },
    onSuccess: (request) => {
      queryClient.setQueriesData<InfiniteData<TalkRequestPage>>(
        { queryKey: [...masterclassKeys.requests(), 'list'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((row) => (row.id === request.id ? request : row)),
            })),
          },
      );
    },
    // The order is left as it is under the pointer; the next refetch (another person's change) sorts again.
    onError: () => queryClient.invalidateQueries({ queryKey: masterclassKeys.requests() }),
  });
}
