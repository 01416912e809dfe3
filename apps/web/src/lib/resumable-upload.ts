import { FileResponseSchema, type FileKind, type StoredFile } from '@talent/contract/applications';
import { ValidationErrorSchema } from '@talent/contract/errors';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  UploadOffsetConflictSchema,
  UploadResponseSchema,
  type Upload,
} from '@talent/contract/uploads';
import { IDEMPOTENCY_KEY_HEADER } from '@talent/contract/http';
import { api, statusOf, talentApi, type ApiClient } from './api-client.ts';
import { createUploadTransport, isAbortError } from './upload-transport.ts';

/*
 * Resumable uploads (packages/contract/src/uploads.ts): create the upload, send the file in chunks with PATCH at
 * the offset the server holds, then complete it. A dropped connection is retried with backoff from the server's
 * offset; after a few failures the error says the upload can be resumed (`error.resumable`, `error.uploadId`),
 * and calling `uploadResumable` again for the same file (or with `resumeId`) continues where it stopped, also
 * after a reload: upload ids are remembered per file in sessionStorage.
 */

/** The file being sent: a File, or a Blob with a name (a recording). */
export type UploadSource = Blob & { name: string; lastModified?: number };

export interface ResumableUploadOptions {
  kind: FileKind;
  /** Videos: the length in seconds, as the recorder measured it. */
  durationSeconds?: number;
  /** 0–1, as the bytes leave the browser (within a chunk too). */
  onProgress?: (fraction: number) => void;
  /**
   * The upload's id, once known (created or resumed), before any byte is sent. For callers that name the upload
   * rather than the file it becomes (an interview take's recording). Called once per call.
   */
  onUploadId?: (uploadId: string) => void;
  /** Stops sending; the upload stays resumable. */
  signal?: AbortSignal;
  /** Continue this upload instead of the one remembered for the file (or a new one). */
  resumeId?: string;
  /** Attempts per chunk after a network failure before giving up with a resumable error. */
  retries?: number;
  /** The first backoff wait; it doubles each attempt. */
  retryDelayMs?: number;
  /** Chunk size; the contract's UPLOAD_CHUNK_BYTES unless a test wants smaller. */
  chunkBytes?: number;
  /** The API client for the JSON calls (tests point one at their own server). */
  client?: ApiClient;
}

/**
 * An upload that stopped. `resumable`: the bytes sent so far are kept; offer "Resume" (call `uploadResumable`
 * again, or with `resumeId: uploadId`). Otherwise the message says what to change (`field` names the bad field).
 */
export class ResumableUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly options: {
      uploadId?: string | null;
      resumable?: boolean;
      aborted?: boolean;
      field?: string;
    } = {},
  ) {
    super(message);
    this.name = 'ResumableUploadError';
  }

  get uploadId(): string | null {
    return this.options.uploadId ?? null;
  }
  get resumable(): boolean {
    return this.options.resumable ?? false;
  }
  get aborted(): boolean {
    return this.options.aborted ?? false;
  }
}

const STORAGE_PREFIX = 'talent.upload.';
const DEFAULT_RETRIES = 4;
const DEFAULT_RETRY_DELAY_MS = 1000;

function storageKey(file: UploadSource, kind: FileKind): string {
  return `${STORAGE_PREFIX}${kind}:${file.name}:${file.size}:${file.lastModified ?? 0}`;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): uploads still work, only a reload cannot resume.
    return null;
  }
}

/** The upload id remembered for this file, if an earlier attempt in this tab left one. */
export function rememberedUploadId(file: UploadSource, kind: FileKind): string | null {
  return session()?.getItem(storageKey(file, kind)) ?? null;
}

function remember(file: UploadSource, kind: FileKind, id: string) {
  try {
    session()?.setItem(storageKey(file, kind), id);
  } catch {
    // A full storage only costs resuming after a reload.
  }
}

export function forgetUpload(file: UploadSource, kind: FileKind): void {
  session()?.removeItem(storageKey(file, kind));
}

/** Cancels an upload on the server (its bytes are discarded) and forgets it for the file. */
export async function cancelResumableUpload(
  id: string,
  file?: UploadSource,
  kind?: FileKind,
  client: ApiClient = api,
): Promise<void> {
  if (file && kind) forgetUpload(file, kind);
  try {
    await client.delete(talentApi(`/uploads/${encodeURIComponent(id)}`));
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
}

/** A random Idempotency-Key; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

function messageFor(status: number, body: unknown): { message: string; field?: string } {
  const parsed = ValidationErrorSchema.safeParse(body);
  if (status === 422 && parsed.success) {
    const [field, messages] = Object.entries(parsed.data.errors)[0] ?? [];
    const fileMessage = parsed.data.errors.file?.[0];
    if (fileMessage) return { message: fileMessage, field: 'file' };
    return { message: messages?.[0] ?? parsed.data.message, ...(field ? { field } : {}) };
  }
  if (status === 0)
    return { message: 'The connection dropped. Resume to continue where the upload stopped.' };
  if (status === 413) return { message: 'This file is too large to upload.' };
  if (status === 401) return { message: 'Your session ended. Log in again to upload.' };
  if (status === 404 || status === 410)
    return { message: 'This upload has expired. Please upload the file again.' };
  if (status === 429)
    return { message: 'Too many unfinished uploads. Finish or cancel one, then try again.' };
  if (status === 503 || status === 507)
    return { message: 'We cannot store files right now. Please try again shortly.' };
  return { message: 'The upload failed. Please try again.' };
}

/** Network trouble or the server being briefly away: worth another attempt. */
const transient = (status: number) =>
  status === 0 || status === 408 || status === 502 || status === 503 || status === 504;

function responseBody(error: unknown): unknown {
  return (error as { response?: { data?: unknown } } | null)?.response?.data;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Uploads `file` resumably and answers the stored file. Resumes the upload remembered for the same file (name,
 * size, last modified, kind) or `options.resumeId`; throws ResumableUploadError (see there).
 */
export async function uploadResumable(
  file: UploadSource,
  options: ResumableUploadOptions,
): Promise<StoredFile> {
  const client = options.client ?? api;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const baseDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  const { kind, signal } = options;
  const base = client.defaults.baseURL.replace(/\/+$/, '');
  let uploadId: string | null = null;

  const fail = (status: number, body: unknown, resumable: boolean): never => {
    const { message, field } = messageFor(status, body);
    if (!resumable) forgetUpload(file, kind);
    throw new ResumableUploadError(message, status, { uploadId, resumable, ...(field ? { field } : {}) });
  };
  const report = (sent: number) => options.onProgress?.(file.size === 0 ? 1 : Math.min(1, sent / file.size));

  /** Runs a JSON call, retrying network failures with backoff; other failures are thrown as they are. */
  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (isAbortError(error)) throw error;
        const status = statusOf(error) ?? 0;
        if (!transient(status) || attempt >= retries) throw error;
        await wait(baseDelay * 2 ** attempt, signal);
      }
    }
  }

  async function state(id: string): Promise<Upload | null> {
    try {
      const res = await withRetries(() =>
        client.get(talentApi(`/uploads/${encodeURIComponent(id)}`), signal ? { signal } : {}),
      );
      return UploadResponseSchema.parse(res.data).data;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 410) return null;
      throw error;
    }
  }

  try {
    // 1. The upload to continue, or a new one.
    let upload: Upload | null = null;
    const known = options.resumeId ?? rememberedUploadId(file, kind);
    if (known) {
      // Until it is known to be gone, a failure here leaves this upload resumable.
      uploadId = known;
      upload = await state(known);
      // A remembered id for other bytes (or an expired one) is dropped, and the file starts afresh.
      if (!upload || upload.size !== file.size || upload.kind !== kind) {
        forgetUpload(file, kind);
        upload = null;
        uploadId = null;
      }
    }
    if (!upload) {
      const idempotencyKey = newKey();
      const body = {
        kind,
        name: file.name,
        size: file.size,
        type: file.type,
        ...(options.durationSeconds !== undefined ? { duration_seconds: options.durationSeconds } : {}),
      };
      try {
        const res = await withRetries(() =>
          client.post(talentApi('/uploads'), body, {
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
            ...(signal ? { signal } : {}),
          }),
        );
        upload = UploadResponseSchema.parse(res.data).data;
      } catch (error) {
        if (isAbortError(error)) throw error;
        const status = statusOf(error) ?? 0;
        fail(status, responseBody(error), false);
      }
    }
    const current = upload as Upload;
    uploadId = current.id;
    remember(file, kind, uploadId);
    options.onUploadId?.(uploadId);
    if (current.status === 'complete' && current.file) {
      forgetUpload(file, kind);
      report(file.size);
      return current.file;
    }

    // 2. The chunks from the server's offset, then complete (a 409 there sends the missing bytes first).
    const url = `${base}${talentApi(`/uploads/${encodeURIComponent(uploadId)}`)}`;
    let offset = current.offset;
    let failures = 0;
    // One transport for every chunk: a 419 is retried once per upload, not once per chunk.
    const send = createUploadTransport(client);
    report(offset);
    for (;;) {
      while (offset < file.size) {
        const start = offset;
        const bytes = file.slice(start, Math.min(file.size, start + chunkBytes));
        const result = await send({
          method: 'PATCH',
          url,
          body: bytes,
          headers: { 'Content-Type': UPLOAD_CHUNK_CONTENT_TYPE, [UPLOAD_OFFSET_HEADER]: String(start) },
          onProgress: (fraction) => report(start + fraction * bytes.size),
          signal,
        });
        if (result.status === 200) {
          offset = UploadResponseSchema.parse(result.body).data.offset;
          failures = 0;
          continue;
        }
        const conflict = result.status === 409 ? UploadOffsetConflictSchema.safeParse(result.body) : null;
        if (conflict?.success) {
          // Another tab or an earlier attempt got further (or less far): continue from the server's offset.
          offset = conflict.data.offset;
          continue;
        }
        if (transient(result.status)) {
          failures += 1;
          if (failures > retries) fail(result.status, result.body, true);
          await wait(baseDelay * 2 ** (failures - 1), signal);
          // The server kept every chunk that arrived whole: ask where to go on.
          const fresh = await state(uploadId);
          if (!fresh) fail(410, null, false);
          offset = (fresh as Upload).offset;
          report(offset);
          continue;
        }
        // A session that ended (log in, then resume) or a server fault may pass; a refused chunk will not.
        fail(result.status, result.body, result.status === 401 || result.status >= 500);
      }

      // A repeated complete answers the same file, so it is retried on network trouble like the chunks.
      const id = uploadId;
      try {
        const res = await withRetries(() =>
          client.post(
            talentApi(`/uploads/${encodeURIComponent(id)}/complete`),
            undefined,
            signal ? { signal } : {},
          ),
        );
        forgetUpload(file, kind);
        report(file.size);
        return FileResponseSchema.parse(res.data).data;
      } catch (error) {
        if (isAbortError(error)) throw error;
        const status = statusOf(error) ?? 0;
        const conflict = status === 409 ? UploadOffsetConflictSchema.safeParse(responseBody(error)) : null;
        if (conflict?.success && conflict.data.offset < file.size) {
          offset = conflict.data.offset;
          continue;
        }
        fail(status, responseBody(error), status === 401 || transient(status) || status >= 500);
      }
    }
  } catch (error) {
    if (isAbortError(error)) {
      throw new ResumableUploadError('Upload paused.', 0, {
        uploadId,
        resumable: uploadId !== null,
        aborted: true,
      });
    }
    if (error instanceof ResumableUploadError) throw error;
    const status = statusOf(error) ?? 0;
    // Anything else (the network stayed down while asking for the offset): keep what was sent.
    throw new ResumableUploadError(messageFor(status, responseBody(error)).message, status, {
      uploadId,
      resumable: uploadId !== null,
    });
  }
}
