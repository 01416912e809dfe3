import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PIPELINE_CHANGED_EVENT, PipelineChangedEventSchema } from '@talent/contract/pipeline-common';
import { useEffect } from 'react';
import { logger } from '../../lib/logger.ts';
import { isLiveAssessmentKey, pipelinePrefixes } from '../../lib/query-keys.ts';
import { onUserChannelResubscribed, useUserChannelEvent } from '../../lib/realtime/index.ts';

export function isPipelineKey(queryKey: QueryKey): boolean {
  const [first] = queryKey;
  if (isLiveAssessmentKey(queryKey)) return true;
  return typeof first === 'string' && (pipelinePrefixes as readonly string[]).includes(first);
}

/** Marks every pipeline query stale; the ones on screen refetch at once. */
export function invalidatePipeline(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isPipelineKey(query.queryKey) });
}

/**
 * `PipelineChanged` on the signed-in user's private channel (sent to the candidate and every recruiter of the
 * company after any pipeline change) and the channel's subscription after a reconnection (events sent while away
 * are not replayed, and a refetch before the channel is live again could miss one): every pipeline
 * screen refetches, so both sides see the other's action without a reload. Mounted once, in the app shell; it does
 * nothing until someone is signed in (the channel exists only then).
 */
export function usePipelineLive(): void {
  const queryClient = useQueryClient();

  useUserChannelEvent(PIPELINE_CHANGED_EVENT, (data) => {
    // The payload only says which application and what kind; any shape still means "something changed".
    if (!PipelineChangedEventSchema.safeParse(data).success) {
      logger.warn('A malformed PipelineChanged event; refetching the pipeline anyway', data);
    }
    void invalidatePipeline(queryClient);
  });

  useEffect(() => onUserChannelResubscribed(() => void invalidatePipeline(queryClient)), [queryClient]);
}
