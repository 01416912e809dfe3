import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCountSchema } from '@talent/contract/notifications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/identity.ts';
import { useConnectionState } from '../../../lib/realtime/index.ts';
import { notificationKeys } from './notification-keys.ts';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await api.get<unknown>(talentApi('/notifications/unread-count'), { signal });
  return UnreadCountSchema.parse(response.data).unread_count;
}

export const UNREAD_POLL_MS = 60_000;

/**
 * While the live connection is up, `NotificationCreated` pushes the count (see live-notifications.ts); the poll
 * every minute and on window focus is only the fallback for while it is not.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });

/** The bell's badge; nobody asks while logged out. */
export function useUnreadCount() {
  const user = useUser();
  const live = useConnectionState() === 'connected';
  return useQuery({
    ...unreadCountQueryOptions(),
    enabled: user !== null,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: live ? false : 'always',
  });
}
