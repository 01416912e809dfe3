/** Query keys of the notifications feature; a read or read-all invalidates `all`, so the badge and list agree. */
export const notificationKeys = {
  all: ['talent', 'notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  latestAll: () => [...notificationKeys.all, 'latest'] as const,
  latest: (limit: number) => [...notificationKeys.all, 'latest', { limit }] as const,
};
