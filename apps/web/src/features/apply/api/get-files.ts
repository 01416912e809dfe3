import { queryOptions, useQuery } from '@tanstack/react-query';
import { FileListSchema, type FileKind, type StoredFile } from '@talent/contract/applications';
import { api, talentApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { applyKeys } from './apply-keys.ts';

export async function getFiles(kind: FileKind, signal?: AbortSignal): Promise<StoredFile[]> {
  const response = await api.get<unknown>(talentApi('/files'), { params: { kind }, signal });
  return FileListSchema.parse(response.data).data;
}

export const filesQueryOptions = (kind: FileKind) =>
  queryOptions({
    queryKey: applyKeys.files(kind),
    queryFn: ({ signal }) => getFiles(kind, signal),
    retry: shouldRetry,
  });

/** The candidate's own uploaded files of one kind, newest first (`GET /talent/api/files?kind=`). */
export function useFiles(kind: FileKind) {
  return useQuery(filesQueryOptions(kind));
}
