import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TalkRequestListSchema,
  TalkRequestResponseSchema,
  type TalkRequest,
  type TalkRequestStatus,
} from '@talent/contract/masterclass';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { consoleKeys, type RequestFilter } from './console-keys.ts';

/** Talk requests under one filter, most votes first, a page at a time; refetched on focus. */
export function useConsoleRequests(filter: RequestFilter) {
  return useInfiniteQuery({
    queryKey: consoleKeys.requestList(filter),
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.get<unknown>(sharedApi('/operator/talk-requests'), {
        params: { status: filter === 'all' ? undefined : filter, cursor: pageParam },
        signal,
      });
      return TalkRequestListSchema.parse(response.data);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    refetchOnWindowFocus: 'always',
  });
}

export interface StatusChange {
  status: TalkRequestStatus;
  reason?: string;
  talk_id?: string | null;
}

/** `POST /talk-requests/{id}/status`: scheduled needs the talk, declined the reason (422 names them). */
export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: StatusChange }): Promise<TalkRequest> => {
      const response = await api.post<unknown>(
        sharedApi(`/operator/talk-requests/${encodeURIComponent(id)}/status`),
        change,
      );
      return TalkRequestResponseSchema.parse(response.data).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
