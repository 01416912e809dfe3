import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InvitationResponseSchema,
  type DeclineInvitation,
  type Invitation,
} from '@talent/contract/invitations';
import { api, talentApi } from '../../../../lib/api-client.ts';
import { invitationKeys } from './invitation-keys.ts';

export async function declineInvitation(id: string, body: DeclineInvitation): Promise<Invitation> {
  const response = await api.post<unknown>(
    talentApi(`/jobs/invitations/${encodeURIComponent(id)}/decline`),
    body,
  );
  return InvitationResponseSchema.parse(response.data).data;
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeclineInvitation }) => declineInvitation(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
