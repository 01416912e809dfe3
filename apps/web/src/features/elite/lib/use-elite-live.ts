import { useQueryClient } from '@tanstack/react-query';
import { ELITE_CHANGED_EVENT, EliteChangedEventSchema } from '@talent/contract/elite';
import { useEffect } from 'react';
import { logger } from '../../../lib/logger.ts';
import { onUserChannelResubscribed, useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { eliteKeys } from '../api/elite-keys.ts';

/**
 * `EliteChanged` on my private channel (an operator decided, a stage moved, a signature expired) and the channel's
 * subscription after a reconnection (events sent while away are not replayed): every elite screen refetches. The
 * forms only read their values once, so a refetch never moves text under the cursor; it may make them read-only.
 */
export function useEliteLive(): void {
  const queryClient = useQueryClient();

  useUserChannelEvent(ELITE_CHANGED_EVENT, (data) => {
    if (!EliteChangedEventSchema.safeParse(data).success) {
      logger.warn('A malformed EliteChanged event; refetching the elite screens anyway', data);
    }
    void queryClient.invalidateQueries({ queryKey: eliteKeys.all });
  });

  useEffect(
    () => onUserChannelResubscribed(() => void queryClient.invalidateQueries({ queryKey: eliteKeys.all })),
    [queryClient],
  );
}
