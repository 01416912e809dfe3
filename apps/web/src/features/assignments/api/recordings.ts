import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordingLedgerResponseSchema } from '@talent/contract/assignments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { retryUnlessFinal } from '../lib/link-errors.ts';
import { assignmentApi } from './assignment-path.ts';
import { assignmentKeys } from './assignment-keys.ts';

export type RecordingLedger = z.infer<typeof RecordingLedgerResponseSchema>['data'];

/** GET /assignments/{token}/interview/recordings: every take recorded, kept or not, and when they go. */
export async function getRecordings(token: string, signal?: AbortSignal): Promise<RecordingLedger> {
  const response = await api.get<unknown>(assignmentApi(token, '/interview/recordings'), { signal });
  return RecordingLedgerResponseSchema.parse(response.data).data;
}

export function useRecordings(token: string, enabled = true) {
  return useQuery({
    queryKey: assignmentKeys.recordings(token),
    queryFn: ({ signal }) => getRecordings(token, signal),
    retry: retryUnlessFinal,
    enabled,
  });
}

/** DELETE /assignments/{token}/interview/recordings: recordings and texts go; ratings stay; one line says when. */
export function useDeleteRecordings(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.delete<unknown>(assignmentApi(token, '/interview/recordings'));
      return RecordingLedgerResponseSchema.parse(response.data).data;
    },
    onSuccess: (ledger) => {
      queryClient.setQueryData(assignmentKeys.recordings(token), ledger);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.result(token) });
    },
  });
}
