import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ConversationListSchema } from '@talent/contract/chat';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export type ConversationList = z.infer<typeof ConversationListSchema>;

export async function getConversations(
  params: { q?: string; cursor?: string },
  signal?: AbortSignal,
): Promise<ConversationList> {
  const response = await api.get<unknown>(sharedApi('/conversations'), {
    params: { q: params.q || undefined, cursor: params.cursor },
    signal,
  });
  return ConversationListSchema.parse(response.data);
}

export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ pageParam, signal }) => getConversations({ q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The inbox, latest activity first; a new search keeps the old rows on screen until its answer arrives. */
export function useConversations(q: string) {
  return useInfiniteQuery({ ...conversationsQueryOptions(q), placeholderData: keepPreviousData });
}
