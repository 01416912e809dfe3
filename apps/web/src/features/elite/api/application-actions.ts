import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EliteApplicationResponseSchema, type EliteApplication } from '@talent/contract/elite';
import { api, talentApi } from '../../../lib/api-client.ts';
import { storeApplication } from './elite-forms.ts';

async function postAction(action: 'submit' | 'withdraw'): Promise<EliteApplication> {
  const response = await api.post<unknown>(talentApi(`/elite/application/${action}`));
  return EliteApplicationResponseSchema.parse(response.data).data;
}

/** `POST /elite/application/submit`: to review once the four stages are done (409 naming the first that is not). */
export function useSendForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAction('submit'),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}

/** `POST /elite/application/withdraw`: while in progress or submitted; no cooldown follows. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAction('withdraw'),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
