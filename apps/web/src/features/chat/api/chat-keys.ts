/** Query keys of the chat feature; invalidating `all` refreshes the inbox, threads and the nav badge together. */
export const chatKeys = {
  all: ['shared', 'chat'] as const,
  unreadCount: () => [...chatKeys.all, 'unread-count'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: string) => [...chatKeys.lists(), { q }] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
  search: (id: string, q: string) => [...chatKeys.all, 'search', id, { q }] as const,
};
