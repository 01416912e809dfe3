import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvitationResponseSchema, type Invitation } from '@talent/contract/invitations';
import { api, talentApi } from '../../../../lib/api-client.ts';
import { invitationKeys } from './invitation-keys.ts';

export async function acceptInvitation(id: string): Promise<Invitation> {
  const response = await api.post<unknown>(talentApi(`/jobs/invitations/${encodeURIComponent(id)}/accept`));
  return InvitationResponseSchema.parse(response.data).data;
}

/** Accept; the list and the badges refresh whether it worked or was refused (expired meanwhile). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
