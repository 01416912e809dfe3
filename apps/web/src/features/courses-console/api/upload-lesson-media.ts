import type { StoredFile } from '@talent/contract/applications';
import { uploadResumable } from '../../../lib/resumable-upload.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

/**
 * A lesson's clip goes up in chunks (lib/resumable-upload.ts, the same as video resumes): a dropped connection
 * is retried from the server's offset, and "Resume upload" continues the same upload after a failure or a cancel.
 */
export function uploadLessonVideo(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal; resumeId: string | null },
): Promise<StoredFile> {
  return uploadResumable(file, {
    kind: 'lesson_video',
    onProgress: options.onProgress,
    signal: options.signal,
    ...(options.resumeId ? { resumeId: options.resumeId } : {}),
  });
}

/** Captions are small: one request with progress (`POST /files`); the server checks the text starts "WEBVTT". */
export function uploadLessonCaptions(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<StoredFile> {
  return uploadFile({
    file,
    kind: 'lesson_captions',
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
