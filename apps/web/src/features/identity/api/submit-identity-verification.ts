import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IdentityVerificationResponseSchema,
  type IdentityVerification,
  type SubmitIdentityVerification,
} from '@talent/contract/identity';
import { api, talentApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { identityKeys } from './identity-keys.ts';

export async function submitIdentityVerification(
  body: SubmitIdentityVerification,
): Promise<IdentityVerification> {
  const response = await api.post<unknown>(talentApi('/identity-verification'), body);
  return IdentityVerificationResponseSchema.parse(response.data).data;
}

/** `POST /talent/api/identity-verification`; the page switches to the pending view with the answer. */
export function useSubmitIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentityVerification,
    onSuccess: (verification) => queryClient.setQueryData(identityKeys.current(), verification),
    // The profile, its completeness and home show the status too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.talent }),
  });
}
