import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCountSchema } from '@talent/contract/notifications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/identity.ts';
import { notificationKeys } from './notification-keys.ts';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await api.get<unknown>(talentApi('/notifications/unread-count'), { signal });
  return UnreadCountSchema.parse(response.data).unread_count;
}

export const UNREAD_POLL_MS = 60_000;

/**
 * How the count stays fresh until the real-time issue pushes it: a poll every minute and on window focus.
 * Real-time delivery replaces this one line (set both off and invalidate `notificationKeys.all` on a push).
 */
const freshness = { refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: 'always' } as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    ...freshness,
  });

/** The bell's badge; nobody asks while logged out. */
export function useUnreadCount() {
  const user = useUser();
  return useQuery({ ...unreadCountQueryOptions(), enabled: user !== null });
}
