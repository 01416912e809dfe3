import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ComplianceResponseSchema,
  VerifyDocumentResponseSchema,
  type ComplianceDetails,
  type ComplianceState,
  type SignDocumentsSchema,
} from '@talent/contract/elite';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { complianceKeys } from './compliance-keys.ts';

export type SignDocuments = z.input<typeof SignDocumentsSchema>;
export type VerifyResult = z.infer<typeof VerifyDocumentResponseSchema>['data'];

async function post(path: string, body: unknown): Promise<ComplianceState> {
  const response = await api.post<unknown>(talentApi(path), body);
  return ComplianceResponseSchema.parse(response.data).data;
}

/**
 * Saving details or signing answers the whole state: it replaces the cached one, the documents render again from
 * it, and the elite screens (the tracker's compliance stage) refetch.
 */
function useComplianceMutation<T>(send: (input: T) => Promise<ComplianceState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      queryClient.setQueryData(complianceKeys.state(), state);
      void queryClient.invalidateQueries({
        queryKey: complianceKeys.elite,
        predicate: (query) => query.queryKey[2] !== 'compliance' || query.queryKey[3] !== 'state',
      });
    },
  });
}

/** `POST /elite/compliance/details` (422 field errors; 409 identity not verified, or the stage is closed). */
export function useSaveDetails() {
  return useComplianceMutation((details: ComplianceDetails) => post('/elite/compliance/details', details));
}

/** `POST /elite/compliance/sign` (409 when the documents changed since they were read; 422 name or consent). */
export function useSignDocuments() {
  return useComplianceMutation((body: SignDocuments) => post('/elite/compliance/sign', body));
}

/** `POST /elite/compliance/verify`: whether a pasted text is exactly one of the documents the caller signed. */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: async (text: string): Promise<VerifyResult> => {
      const response = await api.post<unknown>(talentApi('/elite/compliance/verify'), { text });
      return VerifyDocumentResponseSchema.parse(response.data).data;
    },
  });
}
