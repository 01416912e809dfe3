import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@talent/contract/applications';
import { ProfileResponseSchema } from '@talent/contract/profile';
import { api, talentApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { uploadResumable } from '../../../lib/resumable-upload.ts';

export interface SaveVideoResume {
  file: File;
  durationSeconds: number | null;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  resumeId?: string | null;
}

/** Uploads the take resumably as a video resume, then puts it on the profile. */
export async function saveVideoResume({
  file,
  durationSeconds,
  onProgress,
  signal,
  resumeId,
}: SaveVideoResume): Promise<StoredFile> {
  const stored = await uploadResumable(file, {
    kind: 'video_resume',
    ...(durationSeconds !== null ? { durationSeconds } : {}),
    onProgress,
    signal,
    ...(resumeId ? { resumeId } : {}),
  });
  const response = await api.patch<unknown>(talentApi('/profile'), { video_resume_file_id: stored.id });
  ProfileResponseSchema.parse(response.data);
  return stored;
}

export function useSaveVideoResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideoResume,
    // A saved video shows on /profile at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.profile }),
  });
}
