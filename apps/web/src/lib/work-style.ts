import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MyWorkStyleResponseSchema, type WorkStyleResult } from '@talent/contract/work-style';
import { api, talentApi } from './api-client.ts';
import { shouldRetry } from './query-client.ts';
import { sharedKeys } from './query-keys.ts';

/*
 * The signed-in candidate's work-style result, shared by the questionnaire's page and the profile's section. Its key
 * sits under the profile prefix, so whatever refreshes the profile refreshes it too.
 */
export const myWorkStyleKey = [...sharedKeys.profile, 'work-style'] as const;

export async function getMyWorkStyle(signal?: AbortSignal): Promise<WorkStyleResult | null> {
  const response = await api.get<unknown>(talentApi('/work-style'), { signal });
  return MyWorkStyleResponseSchema.parse(response.data).data;
}

export function useMyWorkStyle(enabled = true) {
  return useQuery({
    queryKey: myWorkStyleKey,
    queryFn: ({ signal }) => getMyWorkStyle(signal),
    retry: shouldRetry,
    enabled,
  });
}

export type WorkStyleVisibility = WorkStyleResult['visibility'];

export function useSetWorkStyleVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (visibility: WorkStyleVisibility) => {
      const response = await api.put<unknown>(talentApi('/work-style/visibility'), { visibility });
      return MyWorkStyleResponseSchema.parse(response.data).data;
    },
    onSuccess: (result) => queryClient.setQueryData(myWorkStyleKey, result),
  });
}

export function useDeleteWorkStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(talentApi('/work-style'));
    },
    onSuccess: () => queryClient.setQueryData(myWorkStyleKey, null),
  });
}
