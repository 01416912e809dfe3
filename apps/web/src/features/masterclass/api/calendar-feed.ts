import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedResponseSchema } from '@talent/contract/masterclass';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { masterclassKeys } from './masterclass-keys.ts';

export type CalendarFeed = z.infer<typeof CalendarFeedResponseSchema>['data'];

export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  const response = await api.get<unknown>(talentApi('/calendar-feed'), { signal });
  return CalendarFeedResponseSchema.parse(response.data).data;
}

/** My personal calendar feed's address (made on first use), fetched only when the panel is opened. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: masterclassKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled,
  });
}

/** `POST /calendar-feed/rotate`: a new address; the old one stops answering. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      CalendarFeedResponseSchema.parse((await api.post<unknown>(talentApi('/calendar-feed/rotate'))).data)
        .data,
    onSuccess: (feed) => queryClient.setQueryData(masterclassKeys.feed(), feed),
  });
}
