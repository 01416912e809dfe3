import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationListSchema } from '@talent/contract/notifications';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export type NotificationList = z.infer<typeof NotificationListSchema>;

export async function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationList> {
  const response = await api.get<unknown>(talentApi('/notifications'), { params: { limit }, signal });
  return NotificationListSchema.parse(response.data);
}

export const latestNotificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: notificationKeys.latest(limit),
    queryFn: ({ signal }) => getNotifications(limit, signal),
    // Opening the panel always shows what is new, not a 20-second-old copy.
    staleTime: 0,
  });

export function useLatestNotifications(limit: number, enabled: boolean) {
  return useQuery({ ...latestNotificationsQueryOptions(limit), enabled });
}
