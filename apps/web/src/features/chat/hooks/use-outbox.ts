import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@talent/contract/chat';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onReconnected } from '../../../lib/realtime/index.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { sendMessage } from '../api/send-message.ts';
import { patchConversation } from '../lib/conversation-cache.ts';
import { upsertMessage, type MessagePages } from '../lib/message-pages.ts';
import { Outbox, outboxStorageKey } from '../lib/outbox.ts';

/**
 * The signed-in user's outbox while the chat screen is open: confirmed messages go into the thread's cache (by
 * id, so the live event and the answer never double), queued ones are sent again on the socket's reconnect and
 * on the browser's `online` event, and once when the screen opens.
 */
export function useOutbox(userId: string) {
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () =>
      new Outbox(outboxStorageKey(userId), sendMessage, (message: Message) => {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(message.conversation_id), (data) =>
          upsertMessage(data, message),
        );
        patchConversation(queryClient, message.conversation_id, (c) =>
          !c.last_message || c.last_message.created_at <= message.created_at
            ? { ...c, last_message: message, updated_at: message.created_at }
            : c,
        );
      }),
    [userId, queryClient],
  );
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);

  useEffect(() => {
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener('online', flush);
    const stop = onReconnected(flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [outbox]);

  return { outbox, entries };
}
