import type { IncomingHttpHeaders } from 'node:http';
import type { PostHogConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/** The request headers PostHog needs; cookies, authorisation and our CSRF headers never leave this server. */
const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'content-encoding',
  'accept',
  'user-agent',
  'if-none-match',
  'if-modified-since',
] as const;

/**
 * The answer headers worth passing back. No `set-cookie` (PostHog's cookies are not ours to set), no encoding or
 * length (fetch has already decoded the body), no CORS (the browser talks to us, same origin).
 */
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
] as const;

/** The largest answer the relay passes on (PostHog's biggest script is well under it). */
export const MAX_UPSTREAM_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface RelayRequest {
  method: string;
  /** The path under the relay, without its leading slash (`batch/`, `static/array.js`). */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
  /** The visitor's address, for PostHog's geo-IP (as its proxy guides do). */
  ip: string;
}

export interface RelayResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Scripts and the remote config come from the assets host, everything else from the API host (PostHog's split). */
export function upstreamOrigin(config: PostHogConfig, method: string, path: string): string {
  const asset = (method === 'GET' || method === 'HEAD') && /^(static|array)\//.test(path);
  return asset ? config.assetsHost : config.host;
}

/**
 * Forwards one request to PostHog and returns its answer, within the configured time. PostHog unreachable → 502,
 * too slow → 504, a PostHog 5xx → 502: each with a JSON message, never our own 500.
 */
export async function forwardToPostHog(
  config: PostHogConfig,
  request: RelayRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<RelayResponse> {
  const origin = upstreamOrigin(config, request.method, request.path);
  const target = new URL(`${origin}/${request.path}${request.search}`);
  // The path is the visitor's text: whatever it says, the request stays on PostHog's host.
  if (target.origin !== origin) throw new AppError('not_found');

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = header(request.headers, name);
    if (value !== undefined) headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.ip);

  let response: Response;
  try {
    response = await fetchImpl(target, {
      method: request.method,
      headers,
      ...(request.method === 'POST' && request.body ? { body: new Uint8Array(request.body) } : {}),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') {
      throw new AppError('gateway_timeout', { message: 'The analytics service did not answer in time.' });
    }
    throw new AppError('bad_gateway', { message: 'The analytics service could not be reached.' });
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new AppError('bad_gateway', { message: `The analytics service failed (${response.status}).` });
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_UPSTREAM_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new AppError('bad_gateway', { message: 'The analytics service answered with too much data.' });
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') {
      throw new AppError('gateway_timeout', { message: 'The analytics service did not answer in time.' });
    }
    throw new AppError('bad_gateway', { message: 'The analytics service could not be reached.' });
  }
  if (body.length > MAX_UPSTREAM_RESPONSE_BYTES) {
    throw new AppError('bad_gateway', { message: 'The analytics service answered with too much data.' });
  }
  const returned: Record<string, string> = {};
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) returned[name] = value;
  }
  return { status: response.status, headers: returned, body };
}
