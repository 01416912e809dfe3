import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationResponseSchema, type Application } from '@talent/contract/applications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

export async function withdrawApplication(id: string, reason: string | undefined): Promise<Application> {
  const response = await api.post<unknown>(
    talentApi(`/applications/${encodeURIComponent(id)}/withdraw`),
    reason ? { reason } : {},
  );
  return ApplicationResponseSchema.parse(response.data).data;
}

/** `POST /talent/api/applications/:id/withdraw`; the list shows the withdrawn state at once. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string | undefined }) =>
      withdrawApplication(id, reason),
    onSuccess: (updated) => {
      queryClient.setQueryData<Application[]>(applicationKeys.list(), (old) =>
        old?.map((a) => (a.id === updated.id ? updated : a)),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.jobs }),
      ]),
  });
}
