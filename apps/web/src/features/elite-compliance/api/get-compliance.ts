import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ComplianceDocumentsResponseSchema,
  ComplianceResponseSchema,
  EliteApplicationResponseSchema,
  type ComplianceState,
  type EliteApplication,
} from '@talent/contract/elite';
import type { z } from 'zod';
import { api, statusOf, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { complianceKeys } from './compliance-keys.ts';

export type ComplianceDocuments = z.infer<typeof ComplianceDocumentsResponseSchema>['data'];

export async function getCompliance(signal?: AbortSignal): Promise<ComplianceState> {
  const response = await api.get<unknown>(talentApi('/elite/compliance'), { signal });
  return ComplianceResponseSchema.parse(response.data).data;
}

/** `GET /elite/compliance`: draft, prefill, saved details (masked), signatures and what expires. */
export function useCompliance() {
  return useQuery({
    queryKey: complianceKeys.state(),
    queryFn: ({ signal }) => getCompliance(signal),
    retry: shouldRetry,
  });
}

export async function getComplianceDocuments(signal?: AbortSignal): Promise<ComplianceDocuments> {
  const response = await api.get<unknown>(talentApi('/elite/compliance/documents'), { signal });
  return ComplianceDocumentsResponseSchema.parse(response.data).data;
}

export const complianceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.documents(),
    queryFn: ({ signal }) => getComplianceDocuments(signal),
    retry: shouldRetry,
    // The candidate reads these before signing: a refetch on focus would swap the text under them unannounced
    // (a real change still arrives, through the live event or the sign step's 409).
    refetchOnWindowFocus: false,
  });

/** `GET /elite/compliance/documents`: the documents that fit the saved details, rendered, with their hashes. */
export function useComplianceDocuments(enabled: boolean) {
  return useQuery({ ...complianceDocumentsQueryOptions(), enabled });
}

/** `GET /elite/application`, or null when none was started (404). */
async function getApplication(signal?: AbortSignal): Promise<EliteApplication | null> {
  try {
    const response = await api.get<unknown>(talentApi('/elite/application'), { signal });
    return EliteApplicationResponseSchema.parse(response.data).data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** The application, read only to say up front when this stage is locked or read-only (the server enforces it). */
export function useApplicationGate() {
  return useQuery({
    queryKey: complianceKeys.application(),
    queryFn: ({ signal }) => getApplication(signal),
    retry: shouldRetry,
  });
}
