import type { Notification } from '@talent/contract/notifications';
import { Bell, BellOff, CheckCheck, CircleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { inAppPath, useLiveNotifications } from '../api/live-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { formatDateTime, relativeTime, useTimeZone } from '../../../lib/format.ts';

export const LATEST_LIMIT = 10;

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = notification.read_at === null;
  const zone = useTimeZone();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="notification-item"
        className="flex w-full gap-3 rounded-md px-3 py-2.5 text-left hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="mt-1.5 flex w-2 shrink-0 justify-center">
          {unread && <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />}
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={`block text-sm ${unread ? 'font-semibold text-ink-900' : 'font-medium text-ink-700'}`}
          >
            {unread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </span>
          {notification.body && (
            <span className="mt-0.5 block text-sm text-ink-600">{notification.body}</span>
          )}
          <time
            dateTime={notification.created_at}
            title={formatDateTime(notification.created_at, zone)}
            className="mt-1 block text-xs text-ink-500"
          >
            {relativeTime(notification.created_at)}
          </time>
        </span>
      </button>
    </li>
  );
}

function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const list = useLatestNotifications(LATEST_LIMIT, true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const hasUnread =
    (list.data?.data ?? []).some((n) => n.read_at === null) || (list.data?.unread_count ?? 0) > 0;

  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
    onClose();
    const path = inAppPath(notification.url);
    if (path) void navigate(path);
  };

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, 'Could not mark them as read.')),
    });

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-ink-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-ink-900">Notifications</h2>
        {hasUnread && (
          <button
            type="button"
            onClick={onMarkAll}
            disabled={markAll.isPending}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" className="size-3.5" />}
            Mark all as read
          </button>
        )}
      </div>
      <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1.5">
        {list.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-ink-600">
            <Spinner /> Loading notifications…
          </p>
        ) : list.isError ? (
          <div role="alert" className="px-4 py-8 text-center text-sm text-ink-700">
            <CircleAlert aria-hidden="true" className="mx-auto size-6 text-red-700" />
            <p className="mt-2">{errorMessage(list.error, 'Your notifications could not be loaded.')}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mt-3 rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Try again
            </button>
          </div>
        ) : list.data.data.length === 0 ? (
          <div className="px-4 py-8 text-center text-sm text-ink-600">
            <BellOff aria-hidden="true" className="mx-auto size-6 text-ink-400" />
            <p className="mt-2 font-medium text-ink-800">You're all caught up</p>
            <p className="mt-1">Updates on your applications, invitations and account will appear here.</p>
          </div>
        ) : (
          <ul aria-label="Latest notifications" className="grid gap-0.5">
            {list.data.data.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={() => open(n)} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** The header bell: the unread count as a badge (pushed live), and the latest notifications in a popover. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const { data: count = 0 } = useUnreadCount();
  useLiveNotifications();
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative rounded-full p-2 text-ink-700 hover:bg-ink-100 data-[state=open]:bg-ink-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-card border border-ink-200 bg-white shadow-card"
        >
          <NotificationsPanel onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
