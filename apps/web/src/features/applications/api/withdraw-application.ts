import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationResponseSchema, type ApplicationDetail } from '@talent/contract/applications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';
import type { ApplicationList } from './get-applications.ts';

export async function withdrawApplication(
  id: string,
  reason: string | undefined,
): Promise<ApplicationDetail> {
  const response = await api.post<unknown>(
    talentApi(`/applications/${encodeURIComponent(id)}/withdraw`),
    reason ? { reason } : {},
  );
  return ApplicationResponseSchema.parse(response.data).data;
}

/**
 * `POST /talent/api/applications/:id/withdraw`; the lists show the withdrawn state at once. The server cancels
 * pending interview requests and interviews and declines a pending offer, so those screens refetch too.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string | undefined }) =>
      withdrawApplication(id, reason),
    onSuccess: (updated) => {
      queryClient.setQueriesData<ApplicationList>({ queryKey: applicationKeys.lists() }, (old) =>
        old ? { ...old, data: old.data.map((a) => (a.id === updated.id ? updated : a)) } : old,
      );
      queryClient.setQueryData(applicationKeys.detail(updated.id), updated);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.jobs }),
        ...applicationKeys.cascade.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
