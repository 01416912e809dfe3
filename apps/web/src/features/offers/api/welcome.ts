import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationListSchema,
  ApplicationResponseSchema,
  type Application,
} from '@talent/contract/applications';
import { ProfileResponseSchema, type Profile, type ProfileUpdate } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { offerKeys } from './offer-keys.ts';

// The welcome step after signing reads and changes the candidate's applications and profile. The offers feature
// calls those endpoints itself (features do not import each other); its keys sit under the shared prefixes, so a
// change made on the applications or profile pages refreshes this step too, and the other way round.

/** Only the rows matter here; the counts are the applications page's concern. */
const ApplicationRowsSchema = ApplicationListSchema.pick({ data: true });

export async function getMyApplications(signal?: AbortSignal): Promise<Application[]> {
  const response = await api.get<unknown>(talentApi('/applications'), { signal });
  // Newest first, whatever order arrives, as on the applications page.
  return ApplicationRowsSchema.parse(response.data).data.sort((a, b) =>
    b.submitted_at.localeCompare(a.submitted_at),
  );
}

/** Every application of the candidate, newest first (`GET /talent/api/applications`): the chat link and the wrap-up. */
export function useMyApplications() {
  return useQuery({
    queryKey: offerKeys.applications(),
    queryFn: ({ signal }) => getMyApplications(signal),
    retry: shouldRetry,
  });
}

export async function withdrawApplication(id: string, reason: string): Promise<Application> {
  const response = await api.post<unknown>(talentApi(`/applications/${encodeURIComponent(id)}/withdraw`), {
    reason,
  });
  return ApplicationResponseSchema.parse(response.data).data;
}

/**
 * `POST /talent/api/applications/:id/withdraw`. The server cancels the application's interview requests and
 * interviews and declines its pending offer, so every pipeline screen and the jobs' "Applied" state refetch.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => withdrawApplication(id, reason),
    onSettled: () =>
      Promise.all(
        [
          sharedKeys.applications,
          sharedKeys.jobs,
          sharedKeys.interviewRequests,
          sharedKeys.interviews,
          sharedKeys.offers,
          sharedKeys.home,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.get<unknown>(talentApi('/profile'), { signal });
  return ProfileResponseSchema.parse(response.data).data;
}

/** The candidate's profile (`GET /talent/api/profile`): whether their job search is paused. */
export function useProfile() {
  return useQuery({ queryKey: offerKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  const response = await api.patch<unknown>(talentApi('/profile'), changes);
  return ProfileResponseSchema.parse(response.data).data;
}

/** `PATCH /talent/api/profile`; the answer shows at once, and every cached copy of the profile refetches. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(offerKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.profile });
    },
  });
}
