import type { StoredFile } from '@talent/contract/applications';
import { uploadResumable } from '../../../lib/resumable-upload.ts';

export interface VideoUploadOptions {
  durationSeconds: number | null;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  /** The upload a failed attempt left, to continue from the server's offset. */
  resumeId?: string | null;
}

/**
 * The video resume goes up in chunks (lib/resumable-upload.ts): a dropped connection is retried from the server's
 * offset, and after that fails a "Resume upload" continues the same upload, so a retry never makes a second file.
 */
export function uploadVideoResume(file: File, options: VideoUploadOptions): Promise<StoredFile> {
  return uploadResumable(file, {
    kind: 'video_resume',
    ...(options.durationSeconds !== null ? { durationSeconds: options.durationSeconds } : {}),
    onProgress: options.onProgress,
    signal: options.signal,
    ...(options.resumeId ? { resumeId: options.resumeId } : {}),
  });
}
