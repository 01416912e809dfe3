import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyServiceListSchema,
  ServiceResponseSchema,
  SkillEvidenceResponseSchema,
  type MyService,
  type ServiceDetail,
  type ServiceDraft,
  type ServiceSkill,
} from '@talent/contract/marketplace';
import { api, talentApi } from '../../../lib/api-client.ts';
import { marketplaceKeys } from '../../../components/marketplace/api/marketplace-keys.ts';

/** The seller's own pages: their services in every status, and the skills they can show as verified. */
export const sellingKeys = {
  all: marketplaceKeys.selling,
  services: () => [...marketplaceKeys.selling(), 'services'] as const,
  evidence: () => [...marketplaceKeys.selling(), 'skill-evidence'] as const,
};

const serviceUrl = (id: string, rest = '') =>
  talentApi(`/marketplace/services/${encodeURIComponent(id)}${rest}`);

/** `GET /marketplace/my-services`: every service of mine with its problems and order counts. */
export function useMyServices() {
  return useQuery<MyService[]>({
    queryKey: sellingKeys.services(),
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(talentApi('/marketplace/my-services'), { signal });
      return MyServiceListSchema.parse(response.data).data;
    },
  });
}

/** `GET /marketplace/skill-evidence`: my skills, the verified ones with what proves them. */
export function useSkillEvidence() {
  return useQuery<ServiceSkill[]>({
    queryKey: sellingKeys.evidence(),
    queryFn: async ({ signal }) => {
      const response = await api.get<unknown>(talentApi('/marketplace/skill-evidence'), { signal });
      return SkillEvidenceResponseSchema.parse(response.data).data;
    },
    staleTime: 5 * 60_000,
  });
}

/** `POST /marketplace/services`: an empty draft to start from (the editor opens on it). */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.post<unknown>(talentApi('/marketplace/services'), {});
      return ServiceResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellingKeys.services() }),
  });
}

/** `PUT /marketplace/services/{id}`: the draft as typed (a published service is judged whole: 422). */
export async function saveService(id: string, draft: ServiceDraft): Promise<ServiceDetail> {
  const response = await api.put<unknown>(serviceUrl(id), draft);
  return ServiceResponseSchema.parse(response.data).data;
}

/** Publish (422 with every field to fix) or pause; the lists and the public pages refetch. */
export function useServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, to }: { id: string; to: 'publish' | 'pause' }) => {
      const response = await api.post<unknown>(serviceUrl(id, `/${to}`));
      return ServiceResponseSchema.parse(response.data).data;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sellingKeys.services() });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.services('talent') });
    },
  });
}

/** `DELETE /marketplace/services/{id}`: a draft nobody ordered (409 otherwise: pause it instead). */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(serviceUrl(id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellingKeys.services() }),
  });
}
