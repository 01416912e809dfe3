import { gunzipSync } from 'node:zlib';
import { AppError } from '../../lib/app-error.ts';
import { jsonNestsDeeperThan } from '../../lib/json-depth.ts';

/** A gzip body may not unpack to more than this (a small bomb must not fill the memory). */
export const MAX_DECODED_BYTES = 4 * 1024 * 1024;

export interface CaptureBody {
  /** The project key the client sent (`api_key`, or `token` in the events). */
  apiKey: string | undefined;
  /** When the client sent the request, by its own clock: with each event's timestamp it corrects clock skew. */
  sentAt: string | undefined;
  /** The events as sent, still unchecked. */
  events: unknown[];
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzip(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BYTES });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new AppError('payload_too_large');
    }
    throw new AppError('bad_request', { message: 'The body is not valid gzip.' });
  }
}

function fromBase64(value: string): string {
  // posthog-js's legacy encoding: base64 of the UTF-8 JSON (sent form-encoded, so `+` may arrive as a space).
  const normalised = value.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) {
    throw new AppError('bad_request', { message: 'The data field is not valid base64.' });
  }
  return Buffer.from(normalised, 'base64').toString('utf8');
}

function parseJson(text: string): unknown {
  if (jsonNestsDeeperThan(text)) {
    throw new AppError('bad_request', { message: 'The JSON body nests too deeply.' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('bad_request', { message: 'The body is not valid JSON.' });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a capture request the way PostHog's ingestion does: JSON, gzip (`?compression=gzip-js`, a gzip
 * `Content-Encoding`, or gzip bytes), or the legacy form field `data` in base64 (`compression=base64`); the JSON is
 * one event, an array of events, or `{api_key, batch: [...], sent_at}`. 400 on what cannot be read.
 */
export function readCaptureBody(
  raw: Buffer,
  {
    contentType,
    contentEncoding,
    query,
  }: { contentType: string; contentEncoding: string; query: URLSearchParams },
): CaptureBody {
  if (raw.length === 0) throw new AppError('bad_request', { message: 'The body is empty.' });
  let bytes = raw;
  const compression = (query.get('compression') ?? '').toLowerCase();
  if (compression === 'gzip-js' || compression === 'gzip' || /gzip/i.test(contentEncoding) || isGzip(bytes)) {
    bytes = gunzip(bytes);
  } else if (bytes.length > MAX_DECODED_BYTES) {
    throw new AppError('payload_too_large');
  }
  let text = bytes.toString('utf8');
  if (/application\/x-www-form-urlencoded/i.test(contentType) || /^data=/.test(text)) {
    const form = new URLSearchParams(text);
    const data = form.get('data');
    if (data === null) throw new AppError('bad_request', { message: 'The form has no data field.' });
    const formCompression = (form.get('compression') ?? compression).toLowerCase();
    text = formCompression === 'base64' || !/^\s*[[{]/.test(data) ? fromBase64(data) : data;
  }
  const parsed = parseJson(text);
  if (Array.isArray(parsed)) return { apiKey: undefined, sentAt: undefined, events: parsed };
  if (!isRecord(parsed))
    throw new AppError('bad_request', { message: 'The body is not an event or a batch.' });
  const apiKey = typeof parsed.api_key === 'string' ? parsed.api_key : undefined;
  const sentAt = typeof parsed.sent_at === 'string' ? parsed.sent_at : undefined;
  if ('batch' in parsed) {
    if (!Array.isArray(parsed.batch))
      throw AppError.validation({ batch: ['The batch must be a list of events.'] });
    return { apiKey, sentAt, events: parsed.batch };
  }
  return { apiKey, sentAt, events: [parsed] };
}
