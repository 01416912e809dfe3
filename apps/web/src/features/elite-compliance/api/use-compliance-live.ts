import { useQueryClient } from '@tanstack/react-query';
import { ELITE_CHANGED_EVENT, EliteChangedEventSchema } from '@talent/contract/elite';
import { useEffect } from 'react';
import { logger } from '../../../lib/logger.ts';
import { onUserChannelResubscribed, useUserChannelEvent } from '../../../lib/realtime/index.ts';
import { complianceKeys } from './compliance-keys.ts';

/**
 * `EliteChanged` on the user's private channel: a compliance change (signed in another tab, a renewal falling
 * due) refetches this page's state and documents; any other kind (the application submitted or decided) refetches
 * what says whether the stage is open. After a reconnection everything refetches (events sent meanwhile are lost).
 */
export function useComplianceLive(): void {
  const queryClient = useQueryClient();

  useUserChannelEvent(ELITE_CHANGED_EVENT, (data) => {
    const event = EliteChangedEventSchema.safeParse(data);
    if (!event.success)
      logger.warn('A malformed EliteChanged event; refetching the compliance page anyway', data);
    if (!event.success || event.data.kind === 'compliance') {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    } else {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.application() });
    }
  });

  useEffect(
    () =>
      onUserChannelResubscribed(() => void queryClient.invalidateQueries({ queryKey: complianceKeys.all })),
    [queryClient],
  );
}
