import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitation, Invitation } from '@talent/contract/invitations';
import { RecruiterInvitationResponseSchema } from '@talent/contract/recruiter';
import { api } from '../../../lib/api-client.ts';
import { recruiterApi } from './recruiter-api.ts';
import { recruiterKeys } from './recruiter-keys.ts';

export async function createInvitation(body: CreateInvitation): Promise<Invitation> {
  const response = await api.post<unknown>(recruiterApi('/invitations'), body);
  return RecruiterInvitationResponseSchema.parse(response.data).data;
}

/** Invite a candidate (by email) to one of the company's jobs. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
  });
}
