import {
  FILE_LIMITS,
  FileResponseSchema,
  type FileKind,
  type StoredFile,
} from '@talent/contract/applications';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { talentApi } from './api-client.ts';
import { createUploadTransport, isAbortError, type UploadResponse } from './upload-transport.ts';

/** A failed upload with the sentence to show on the file field. `status` 0: the network failed. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * The client-side check against the contract's limits, before any byte is sent. The server checks the bytes
 * themselves; this only spares a long upload that would be refused. Returns the error sentence or null.
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, kind: FileKind): string | null {
  const limits = FILE_LIMITS[kind];
  // Some systems give no type for a .docx; fall back to the extension for this courtesy check only.
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension: Record<string, string> = {
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    webm: 'video/webm',
    mp4: 'video/mp4',
    vtt: 'text/vtt',
  };
  const type = file.type || byExtension[extension] || '';
  if (!(limits.types as readonly string[]).includes(type)) {
    return `“${file.name}” is not a file we accept here. Use ${limits.label}.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > limits.maxBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; the limit is ${megabytes(limits.maxBytes)}.`;
  }
  return null;
}

function messageFor(status: number, body: unknown): string {
  const parsed = ValidationErrorSchema.safeParse(body);
  if (status === 422 && parsed.success) {
    return parsed.data.errors.file?.[0] ?? Object.values(parsed.data.errors)[0]?.[0] ?? parsed.data.message;
  }
  if (status === 413) return 'This file is too large to upload.';
  if (status === 401) return 'Your session ended. Log in again to upload.';
  if (status === 419) return 'Your session expired. Please try again.';
  if (status === 429) return 'Too many uploads at once. Wait a moment and try again.';
  if (status === 503 || status === 507) return 'We cannot store files right now. Please try again shortly.';
  return 'The upload failed. Please try again.';
}

export interface UploadOptions {
  file: File;
  kind: FileKind;
  /** Extra form fields sent before the file (e.g. `duration_seconds` for a video intro). */
  fields?: Record<string, string>;
  /** 0–1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a file in one request, with progress (lib/upload-transport.ts: XMLHttpRequest, the session cookie and
 * CSRF header, one retry after a 419).
 */
export async function uploadFile({
  file,
  kind,
  fields,
  onProgress,
  signal,
}: UploadOptions): Promise<StoredFile> {
  const form = new FormData();
  // The server reads the fields first and streams the file, so the file goes last.
  form.append('kind', kind);
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  form.append('file', file, file.name);

  let result: UploadResponse;
  try {
    result = await createUploadTransport()({
      method: 'POST',
      url: talentApi('/files'),
      body: form,
      onProgress,
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw new UploadError('Upload cancelled.', 0, true);
    throw error;
  }
  if (result.status === 0)
    throw new UploadError('The upload stopped: check your connection and try again.', 0);
  if (result.status === 201 || result.status === 200) return FileResponseSchema.parse(result.body).data;
  throw new UploadError(messageFor(result.status, result.body), result.status);
}
