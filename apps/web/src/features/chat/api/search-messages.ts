import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageSearchSchema, type Message } from '@talent/contract/chat';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export async function searchMessages(id: string, q: string, signal?: AbortSignal): Promise<Message[]> {
  const response = await api.get<unknown>(
    sharedApi(`/conversations/${encodeURIComponent(id)}/messages/search`),
    { params: { q }, signal },
  );
  return MessageSearchSchema.parse(response.data).data;
}

/** Newest first, at most 50; the server needs two characters at least. */
export function useMessageSearch(id: string, q: string) {
  const term = q.trim();
  return useQuery({
    ...queryOptions({
      queryKey: chatKeys.search(id, term),
      queryFn: ({ signal }) => searchMessages(id, term, signal),
    }),
    enabled: term.length >= 2,
  });
}
