import { api, sharedApi } from '../../../lib/api-client.ts';

/** Read up to (and including) a message; the other side gets a MessagesRead receipt. */
export async function markConversationRead(conversationId: string, messageId: string): Promise<void> {
  await api.post(sharedApi(`/conversations/${encodeURIComponent(conversationId)}/read`), {
    message_id: messageId,
  });
}
