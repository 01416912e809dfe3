import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, talentApi } from '../../../lib/api-client.ts';
import type { NotificationList } from './get-notifications.ts';
import { notificationKeys } from './notification-keys.ts';

export async function markAllNotificationsRead(): Promise<void> {
  await api.post(talentApi('/notifications/read-all'));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.latestAll() }, (list) =>
        list
          ? {
              ...list,
              unread_count: 0,
              data: list.data.map((n) => (n.read_at ? n : { ...n, read_at: now })),
            }
          : list,
      );
      queryClient.setQueryData(notificationKeys.unreadCount(), 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
