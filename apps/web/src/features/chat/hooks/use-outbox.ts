import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@talent/contract/chat';
import { useEffect, useSyncExternalStore } from 'react';
import { onReconnected } from '../../../lib/realtime/index.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { sendMessage } from '../api/send-message.ts';
import { patchConversation } from '../lib/conversation-cache.ts';
import { upsertMessage, type MessagePages } from '../lib/message-pages.ts';
import { Outbox, outboxStorageKey } from '../lib/outbox.ts';

// One outbox per user (and query cache) for the page's life: the chat screen and the layout's flusher must share
// the in-flight set and the entries, or one would resend what the other is already sending.
const outboxes = new WeakMap<QueryClient, Map<string, Outbox>>();

function outboxFor(userId: string, queryClient: QueryClient): Outbox {
  let perUser = outboxes.get(queryClient);
  if (!perUser) outboxes.set(queryClient, (perUser = new Map()));
  let outbox = perUser.get(userId);
  if (!outbox) {
    // Confirmed messages go into the thread's cache by id, so the live event and the answer never double.
    outbox = new Outbox(outboxStorageKey(userId), sendMessage, (message: Message) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(message.conversation_id), (data) =>
        upsertMessage(data, message),
      );
      patchConversation(queryClient, message.conversation_id, (c) =>
        !c.last_message || c.last_message.created_at <= message.created_at
          ? { ...c, last_message: message, updated_at: message.created_at }
          : c,
      );
    });
    perUser.set(userId, outbox);
  }
  return outbox;
}

/**
 * Sends the user's queued messages again on the socket's reconnect, on the browser's `online` event, and once on
 * mount. Mounted by the navigation's chat badge too, so a message written offline leaves as soon as the user is
 * back, whichever page they are on.
 */
export function useOutboxFlusher(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const outbox = outboxFor(userId, queryClient);
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener('online', flush);
    const stop = onReconnected(flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [userId, queryClient]);
}

/** The signed-in user's outbox and its entries, for the chat screen. */
export function useOutbox(userId: string) {
  const queryClient = useQueryClient();
  const outbox = outboxFor(userId, queryClient);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  useOutboxFlusher(userId);
  return { outbox, entries };
}
