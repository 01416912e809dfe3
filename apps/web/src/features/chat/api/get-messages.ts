import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MessagePageSchema } from '@talent/contract/chat';
import type { z } from 'zod';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export type MessagePage = z.infer<typeof MessagePageSchema>;

export async function getMessages(id: string, before: string | undefined, signal?: AbortSignal) {
  const response = await api.get<unknown>(sharedApi(`/conversations/${encodeURIComponent(id)}/messages`), {
    params: { before },
    signal,
  });
  return MessagePageSchema.parse(response.data);
}

/**
 * A thread's history, newest page first: `fetchNextPage` goes further BACK in time (`before` = the oldest
 * cursor held). Live messages are written into page 0 (see lib/message-pages.ts), so the cache stays the truth.
 */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Live events keep it fresh; a refetch would drop the older pages the reader scrolled back to.
    staleTime: Infinity,
  });

export function useMessages(id: string) {
  return useInfiniteQuery(messagesQueryOptions(id));
}
