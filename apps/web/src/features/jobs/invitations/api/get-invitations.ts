import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationListSchema } from '@talent/contract/invitations';
import type { z } from 'zod';
import { api, talentApi } from '../../../../lib/api-client.ts';
import { isVerified, useUser } from '../../../../lib/identity.ts';
import { invitationKeys } from './invitation-keys.ts';

export type InvitationList = z.infer<typeof InvitationListSchema>;

/** Every invitation (the page splits pending from answered), with the pending count for the badges. */
export async function getInvitations(signal?: AbortSignal): Promise<InvitationList> {
  const response = await api.get<unknown>(talentApi('/jobs/invitations'), { signal });
  return InvitationListSchema.parse(response.data);
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.list(), queryFn: ({ signal }) => getInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

/**
 * The badge count from the same query as the page. Only a verified user may read invitations, so nobody else
 * asks (an unverified user sees the main navigation too).
 */
export function usePendingInvitationsCount(): number {
  const user = useUser();
  const { data } = useQuery({
    ...invitationsQueryOptions(),
    enabled: isVerified(user),
    select: (list) => list.meta.pending,
  });
  return data ?? 0;
}
