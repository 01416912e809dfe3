import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConversationResponseSchema, type Conversation } from '@talent/contract/chat';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const response = await api.get<unknown>(sharedApi(`/conversations/${encodeURIComponent(id)}`), { signal });
  return ConversationResponseSchema.parse(response.data).data;
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });
}
