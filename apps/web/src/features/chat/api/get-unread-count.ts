import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatUnreadCountSchema, ConversationUpdatedEventSchema } from '@talent/contract/chat';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/identity.ts';
import { useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { applyConversationUpdate } from '../lib/conversation-cache.ts';
import { chatKeys } from './chat-keys.ts';

export async function getChatUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await api.get<unknown>(sharedApi('/conversations/unread-count'), { signal });
  return ChatUnreadCountSchema.parse(response.data).unread_count;
}

export const chatUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unreadCount(),
    queryFn: ({ signal }) => getChatUnreadCount(signal),
    // ConversationUpdated keeps it live; the focus refetch covers a connection that was down.
    refetchOnWindowFocus: 'always',
  });

/**
 * The number of conversations with unread messages, for the navigation. Listens to ConversationUpdated on the
 * user's private channel: the row is written into cached inbox lists and the count is asked again.
 */
export function useChatUnreadCount() {
  const user = useUser();
  const queryClient = useQueryClient();
  useUserChannelEvent('ConversationUpdated', (payload: unknown) => {
    const parsed = ConversationUpdatedEventSchema.safeParse(payload);
    if (parsed.success) applyConversationUpdate(queryClient, parsed.data.conversation);
    void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
  });
  return useQuery({ ...chatUnreadCountQueryOptions(), enabled: user !== null });
}
