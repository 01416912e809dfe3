import { z } from 'zod';
import { FileKindSchema, StoredFileSchema, UploadableFileKindSchema } from './applications.ts';

/*
 * Resumable uploads (`/talent/api`), for files too large to send in one request over a bad network (videos), and
 * usable for any kind. The bytes go up in chunks; a dropped connection resumes from the offset the server holds.
 *
 *   POST   /uploads                     CreateUploadSchema (+ optional Idempotency-Key) → 201 UploadResponseSchema
 *                                       422 on `kind`, `name`, `size` (over the kind's limit, or 0), `type`,
 *                                       `duration_seconds` (over the limit)
 *   GET    /uploads/{id}                → UploadResponseSchema (the offset to continue from)
 *   PATCH  /uploads/{id}                body: the next bytes, `Content-Type: application/offset+octet-stream`,
 *                                       header `Upload-Offset: <offset the bytes start at>` → UploadResponseSchema
 *                                       409 `{message, offset}` (UploadOffsetConflictSchema) when Upload-Offset is not
 *                                       the server's offset; 413 when the chunk is over UPLOAD_CHUNK_MAX_BYTES or
 *                                       runs past `size`; 415 on another content type; 410 once expired
 *   POST   /uploads/{id}/complete       → 201 FileResponseSchema (once all `size` bytes are in). The bytes are checked
 *                                       (type by the bytes, duration) and become a file; 422 `file` when they fail
 *                                       (the upload is then discarded). Completing again answers the same file (200):
 *                                       a retry never creates a second file.
 *   DELETE /uploads/{id}                → 204 (cancels and discards the bytes)
 *
 * Chunks are stored as they arrive (so any process behind a load balancer can take the next one); an upload not
 * completed within UPLOAD_TTL_HOURS is swept with its chunks. Only the owner can see or touch an upload (else 404).
 * CSRF as on every mutating request (`X-XSRF-TOKEN` header).
 */
export const UPLOAD_OFFSET_HEADER = 'Upload-Offset';
export const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';
/** Clients send chunks of UPLOAD_CHUNK_BYTES; the server accepts up to UPLOAD_CHUNK_MAX_BYTES. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;
export const UPLOAD_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_TTL_HOURS = 24;

export const CreateUploadSchema = z.object({
  /** A signed document is made by the server, never uploaded (422 on `kind`). */
  kind: UploadableFileKindSchema,
  /** The spec's file descriptor: name, size and the type the browser claims (the server checks the bytes). */
  name: z.string().trim().min(1, 'The file needs a name.').max(255),
  size: z.number().int().min(1, 'The file is empty.'),
  type: z.string().max(128),
  /** Videos: the length in seconds, as the recorder or the browser measured it. */
  duration_seconds: z.number().min(0).optional(),
});
export type CreateUpload = z.infer<typeof CreateUploadSchema>;

export const UploadSchema = z.object({
  id: z.string(),
  kind: FileKindSchema,
  name: z.string(),
  size: z.number(),
  type: z.string(),
  /** Bytes received so far: the next chunk starts here. */
  offset: z.number(),
  status: z.enum(['uploading', 'complete']),
  /** The file, once completed. */
  file: StoredFileSchema.nullable(),
  expires_at: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;
export const UploadResponseSchema = z.object({ data: UploadSchema });
export const UploadOffsetConflictSchema = z.object({ message: z.string(), offset: z.number() });
