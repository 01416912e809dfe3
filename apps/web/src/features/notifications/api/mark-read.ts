import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, talentApi } from '../../../lib/api-client.ts';
import type { NotificationList } from './get-notifications.ts';
import { notificationKeys } from './notification-keys.ts';

export async function markNotificationRead(id: string): Promise<void> {
  await api.post(talentApi(`/notifications/${encodeURIComponent(id)}/read`));
}

/** Marks one read at once in every cached list and the badge, then asks the server for the truth. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      let wasUnread = false;
      const now = new Date().toISOString();
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.latestAll() }, (list) => {
        if (!list) return list;
        return {
          ...list,
          data: list.data.map((n) => {
            if (n.id !== id || n.read_at) return n;
            wasUnread = true;
            return { ...n, read_at: now };
          }),
        };
      });
      if (wasUnread) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
          count === undefined ? count : Math.max(0, count - 1),
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
