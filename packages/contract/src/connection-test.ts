import { z } from 'zod';

/*
 * Probes of the device and connection check (`/test`), open to anyone (no session needed; the upload is a POST, so
 * it carries the CSRF token like every other one). Nothing is stored: the bytes are counted and dropped.
 *
 *   POST /shared/api/connection-test/upload     body: up to CONNECTION_TEST_MAX_BYTES of anything,
 *                                               `Content-Type: application/octet-stream` → 200 ConnectionTestUploadSchema
 *                                               413 over the cap, 415 on another content type
 *   GET  /shared/api/connection-test/download   ?bytes=N (1..CONNECTION_TEST_MAX_BYTES) → N bytes that do not
 *                                               compress, `application/octet-stream`, never cached; 422 on `bytes`
 *
 * Both count against one budget per client address: CONNECTION_TEST_MAX_REQUESTS per
 * CONNECTION_TEST_WINDOW_SECONDS, then 429 with Retry-After. A full check uses about ten requests.
 */
export const CONNECTION_TEST_CONTENT_TYPE = 'application/octet-stream';
export const CONNECTION_TEST_MAX_BYTES = 4 * 1024 * 1024;
export const CONNECTION_TEST_MAX_REQUESTS = 60;
export const CONNECTION_TEST_WINDOW_SECONDS = 10 * 60;

export const ConnectionTestUploadSchema = z.object({
  data: z.object({ received_bytes: z.number().int().nonnegative() }),
});
export type ConnectionTestUpload = z.infer<typeof ConnectionTestUploadSchema>;

export const ConnectionTestDownloadQuerySchema = z.object({
  bytes: z.coerce
    .number({ error: 'Ask for a number of bytes.' })
    .int('Ask for a whole number of bytes.')
    .min(1, 'Ask for at least 1 byte.')
    .max(CONNECTION_TEST_MAX_BYTES, `Ask for at most ${CONNECTION_TEST_MAX_BYTES} bytes.`),
});
