import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@talent/contract/chat';
import type { ConversationList } from '../api/get-conversations.ts';
import { chatKeys } from '../api/chat-keys.ts';

type ListData = InfiniteData<ConversationList>;

/**
 * A conversation row changed (ConversationUpdated, a send, a read): put it where its latest activity places it in
 * every cached inbox it is in, and refresh its own cache entry. A row not in a list yet makes that list refetch (it may not match q).
 */
export function applyConversationUpdate(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
  let missing = false;
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data;
    const present = data.pages.some((p) => p.data.some((c) => c.id === conversation.id));
    if (!present) {
      missing = true;
      return data;
    }
    // Latest activity first: take the row out and put it back where its updated_at belongs.
    const pages = data.pages.map((page) => ({
      ...page,
      data: page.data.filter((c) => c.id !== conversation.id),
    }));
    const target = pages.find((page) => page.data.some((c) => c.updated_at <= conversation.updated_at));
    const home = target ?? pages[pages.length - 1];
    if (home) {
      const at = home.data.findIndex((c) => c.updated_at <= conversation.updated_at);
      home.data.splice(at === -1 ? home.data.length : at, 0, conversation);
    }
    return { ...data, pages };
  });
  if (missing) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}

/** Patches one conversation where it is cached (a read zeroes its unread count, a receipt moves the "Seen"). */
export function patchConversation(
  queryClient: QueryClient,
  id: string,
  patch: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (c) => (c ? patch(c) : c));
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((c) => (c.id === id ? patch(c) : c)),
          })),
        }
      : data,
  );
}
