import { FileResponseSchema, type StoredFile } from '@talent/contract/applications';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { api, browserTimeZone, CSRF_COOKIE_PATH, LANGUAGE, talentApi } from '../../../lib/api-client.ts';
import { UploadError } from '../../apply/api/upload-file.ts';

/*
 * The video intro upload. The apply feature's uploadFile sends only `kind` and `file`; a video also sends its
 * `duration_seconds` (the server refuses one over the limit), so this is the same XHR upload with that field.
 */

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function csrfToken(refresh: boolean): Promise<string> {
  if (refresh || !cookie('XSRF-TOKEN')) await api.get(CSRF_COOKIE_PATH);
  return cookie('XSRF-TOKEN') ?? '';
}

function messageFor(status: number, body: unknown): string {
  const parsed = ValidationErrorSchema.safeParse(body);
  if (status === 422 && parsed.success) {
    return parsed.data.errors.file?.[0] ?? Object.values(parsed.data.errors)[0]?.[0] ?? parsed.data.message;
  }
  if (status === 413) return 'This video is too large to upload.';
  if (status === 401) return 'Your session ended. Log in again to upload.';
  if (status === 503 || status === 507) return 'We cannot store videos right now. Please try again shortly.';
  return 'The upload failed. Please try again.';
}

export interface VideoUpload {
  file: File;
  durationSeconds: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function send({ file, durationSeconds, onProgress, signal }: VideoUpload, token: string) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', talentApi('/files'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.setRequestHeader('X-Timezone', browserTimeZone());
    xhr.setRequestHeader('X-Language', LANGUAGE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(new UploadError('The upload stopped: check your connection and try again.', 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.', 0, true));
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled.', 0, true));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // Fields before the file: the server reads them while the bytes stream in.
    const form = new FormData();
    form.append('kind', 'video_intro');
    if (durationSeconds !== null) form.append('duration_seconds', String(durationSeconds));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads a video intro with progress; retries once after a 419 with a fresh CSRF token. */
export async function uploadVideo(options: VideoUpload): Promise<StoredFile> {
  let result = await send(options, await csrfToken(false));
  if (result.status === 419) {
    options.onProgress?.(0);
    result = await send(options, await csrfToken(true));
  }
  if (result.status === 201 || result.status === 200) return FileResponseSchema.parse(result.body).data;
  throw new UploadError(messageFor(result.status, result.body), result.status);
}
