import { MessageResponseSchema, type Message } from '@talent/contract/chat';
import { api, sharedApi } from '../../../lib/api-client.ts';
import { socketIdHeader } from '../../../lib/realtime/index.ts';

export interface SendMessageInput {
  id: string;
  conversation_id: string;
  body: string;
  attachment_file_id: string | null;
}

/**
 * Stores a message under the client's id. The server answers 201, or 200 with the stored message when this id
 * was already sent, so a retry after a lost answer never doubles it. X-Socket-Id keeps our own echo away.
 */
export async function sendMessage(input: SendMessageInput): Promise<Message> {
  const response = await api.post<unknown>(
    sharedApi(`/conversations/${encodeURIComponent(input.conversation_id)}/messages`),
    { id: input.id, body: input.body, attachment_file_id: input.attachment_file_id },
    { headers: socketIdHeader() },
  );
  return MessageResponseSchema.parse(response.data).data;
}
