import { useQueryClient } from '@tanstack/react-query';
import { NotificationCreatedEventSchema } from '@talent/contract/notifications';
import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { logger } from '../../../lib/logger.ts';
import { onUserChannelResubscribed, useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { notificationKeys } from './notification-keys.ts';

const TOAST_MS = 8_000;

const isUnreadCount = (key: readonly unknown[]) =>
  JSON.stringify(key) === JSON.stringify(notificationKeys.unreadCount());

/** Only in-app paths: a notification never sends the user off-site. */
export function inAppPath(url: string | null): string | null {
  return url?.startsWith('/') && !url.startsWith('//') ? url : null;
}

// Spare routes that show the same screen as another path (the spec's `/inbox.copy` is the chat inbox).
const SAME_SCREEN: Record<string, string> = { '/inbox.copy': '/chat' };

/** True when the user is already looking at what the notification links to (a chat message in the open thread). */
export function isOnScreen(path: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const target = new URL(path, 'http://app.invalid');
  const here = new URL(location.pathname + location.search, 'http://app.invalid');
  const screen = (pathname: string) => SAME_SCREEN[pathname] ?? pathname;
  if (screen(target.pathname) !== screen(here.pathname)) return false;
  return [...target.searchParams].every(([key, value]) => here.searchParams.get(key) === value);
}

/**
 * `NotificationCreated` on the user's private channel: the badge takes the count the server sent, the user's
 * data is refetched (the list behind the bell too), and the title is toasted. Once the channel is subscribed
 * again after a reconnection everything is fetched again, since events sent while the socket was away are not
 * replayed (and a refetch before the channel is live could miss one).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The handler is kept current by useUserChannelEvent, so this is the location when the event arrives.
  const location = useLocation();

  useUserChannelEvent('NotificationCreated', (data) => {
    const parsed = NotificationCreatedEventSchema.safeParse(data);
    if (!parsed.success) {
      logger.warn('Ignoring a malformed NotificationCreated event', parsed.error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    }
    const { notification, unread_count } = parsed.data;
    queryClient.setQueryData(notificationKeys.unreadCount(), unread_count);
    // A notification means something of the user's changed on the server (an invitation, an application, the
    // identity check): every talent query goes stale and the ones on screen refetch; the badge is already right.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'talent' && !isUnreadCount(query.queryKey),
    });
    const path = inAppPath(notification.url);
    // The badge still counts it, but a toast about the thread being read is noise.
    if (path && isOnScreen(path, location)) return;
    toast(notification.title, {
      id: `notification-${notification.id}`,
      // Long enough to read a title and reach its button.
      duration: TOAST_MS,
      ...(notification.body ? { description: notification.body } : {}),
      ...(path ? { action: { label: 'View', onClick: () => void navigate(path) } } : {}),
    });
  });

  useEffect(
    () =>
      onUserChannelResubscribed(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
}
