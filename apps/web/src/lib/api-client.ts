import { ErrorMessages } from '@talent/contract/error-messages';
import {
  CSRF_COOKIE_PATH,
  LANGUAGE_HEADER,
  METHOD_OVERRIDE_FIELD,
  TIME_ZONE_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@talent/contract/http';
import { logger } from './logger.ts';
import { socketIdHeader } from './realtime/socket-id.ts';

// The product is English-only today.
const LANGUAGE = 'en';

export function talentApi(path: string): string {
  return `/talent/api${path.startsWith('/') ? path : `/${path}`}`;
}

export function sharedApi(path: string): string {
  return `/shared/api${path.startsWith('/') ? path : `/${path}`}`;
}

export interface ApiHandlers {
  /** A 401: the session is gone. `redirect` is false for requests that handle it themselves. */
  onUnauthorized(options: { redirect: boolean }): void;
  /** A 503: the app is in maintenance (or its database is away). */
  onServiceUnavailable(): void;
  /** A redirect, never followed (see `REDIRECT`): the request failed; the app decides what the page does. */
  onRedirect(): void;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a call may add to the method, path and body. */
export interface RequestOptions {
  /** The query string, as an object: `undefined` and `null` are left out, a list becomes `key[]=a&key[]=b`. */
  params?: Record<string, unknown> | undefined;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** `json` (the default: parsed when the body is JSON, else its text), `text` or `blob`. */
  responseType?: 'json' | 'text' | 'blob';
  onDownloadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
  /** The identity probe handles its own 401 (the router guard decides where to go). */
  skipAuthRedirect?: boolean;
  /** A body for a DELETE. */
  data?: unknown;
}

export interface RequestConfig extends RequestOptions {
  method: Method;
  url: string;
  /** Set on the one retry after a 419, so a second mismatch is not retried again. */
  csrfRetried?: boolean;
}

/** One request as it goes on the wire: upper-case method, every header, the body serialised. */
export interface OutgoingRequest {
  method: string;
  baseURL: string;
  url: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  data: BodyInit | undefined;
  signal: AbortSignal | undefined;
  responseType: 'json' | 'text' | 'blob';
  onDownloadProgress: RequestOptions['onDownloadProgress'];
}

/** The transport's answer, whatever its status. Header names are lower-case. */
export interface AdapterResponse {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/** The transport: fetch by default; tests swap in a stub that answers in memory. */
export type Adapter = (request: OutgoingRequest) => Promise<AdapterResponse>;

export interface ApiResponse<T = unknown> extends AdapterResponse {
  data: T;
  config: RequestConfig;
}

/**
 * A request that failed: a status outside 2xx (`response` set, `code` ERR_BAD_REQUEST for 4xx, ERR_BAD_RESPONSE
 * for 5xx), a redirect (`REDIRECT`), no answer at all (ERR_NETWORK) or a cancelled one (ERR_CANCELED).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly config: RequestConfig | undefined;
  readonly response: ApiResponse | undefined;

  constructor(
    message: string,
    code: string,
    options: { config?: RequestConfig | undefined; response?: ApiResponse | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.config = options.config;
    this.response = options.response;
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  /** The transport; fetch by default (tests swap in a stub, or hand fetch a cookie jar). */
  adapter?: Adapter;
  fetch?: typeof fetch;
  handlers?: Partial<ApiHandlers>;
  timeZone?: () => string;
}

export interface ApiClient {
  /** Read on every request, so a test can swap the transport of the app's client. */
  defaults: { baseURL: string; adapter: Adapter };
  request<T = unknown>(config: RequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

const MUTATING = new Set<Method>(['post', 'put', 'patch', 'delete']);

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The headers every request of the app carries, through the API client or the upload transport. */
export function appHeaders(timeZone: string = browserTimeZone()): Record<string, string> {
  return { Accept: 'application/json', [TIME_ZONE_HEADER]: timeZone, [LANGUAGE_HEADER]: LANGUAGE };
}

/**
 * A 419 means the session's CSRF token changed under the page (the session expired, or a login rotated it). Every
 * way the app sends a request (this client, the upload transport) fetches a fresh token and sends again, once; a
 * second 419 is a real refusal.
 */
export function retriesCsrfMismatch(status: number, alreadyRetried: boolean): boolean {
  return status === 419 && !alreadyRetried;
}

/** The code of the error a redirect answer becomes. */
export const REDIRECT = 'ERR_REDIRECT';

/**
 * Whether an answer is a redirect. In a browser, fetch with `redirect: 'manual'` hands back an "opaqueredirect"
 * response: status 0, no Location (the only answer fetch resolves with status 0). Elsewhere (Node) it is the
 * 3xx itself.
 */
function isRedirect(status: number): boolean {
  return status === 0 || (status >= 300 && status < 400);
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.response?.status : undefined;
}

/** The cookie's value, decoded, or null (the CSRF token lives in a cookie scripts can read). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

// The query string as the server has always read it (axios's encoding): `:`, `$` and `,` stay readable, a space is `+`.
function encodeQuery(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function queryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}[${inner}]`, innerValue);
    } else {
      pairs.push(`${encodeQuery(key)}=${encodeQuery(queryValue(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params ?? {})) add(key, value);
  return pairs.join('&');
}

/** baseURL + url + the query string. */
export function requestUrl(request: Pick<OutgoingRequest, 'baseURL' | 'url' | 'params'>): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(request.url);
  const base = request.baseURL.replace(/\/+$/, '');
  const path = absolute || !base ? request.url : `${base}/${request.url.replace(/^\/+/, '')}`;
  const query = queryString(request.params);
  if (!query) return path;
  const [withoutHash] = path.split('#', 1);
  return `${withoutHash}${withoutHash!.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response, request: OutgoingRequest): Promise<unknown> {
  if (request.responseType === 'blob') {
    const total = Number(response.headers.get('content-length')) || undefined;
    if (!request.onDownloadProgress || !response.body) return response.blob();
    // Read it piece by piece to report progress; the length is unknown when the server streams.
    const reader = response.body.getReader();
    const parts: BlobPart[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      loaded += value.byteLength;
      request.onDownloadProgress({ loaded, total });
    }
    return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
  }
  const text = await response.text();
  if (request.responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The default transport: fetch, same-origin cookies, redirects handed back rather than followed. */
export function fetchAdapter(fetchImpl: typeof fetch = (...args) => fetch(...args)): Adapter {
  return async (request) => {
    let response: Response;
    try {
      response = await fetchImpl(requestUrl(request), {
        method: request.method,
        headers: request.headers,
        body: request.data ?? null,
        credentials: 'include',
        // A redirect is never followed: the client decides what it means (see `redirected`).
        redirect: 'manual',
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (isAbort(error) || request.signal?.aborted)
        throw new ApiError('canceled', 'ERR_CANCELED', { cause: error });
      throw new ApiError('Network Error', 'ERR_NETWORK', { cause: error });
    }
    try {
      const data = await readBody(response, request);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return { status: response.status, data, headers };
    } catch (error) {
      if (isAbort(error) || request.signal?.aborted)
        throw new ApiError('canceled', 'ERR_CANCELED', { cause: error });
      throw new ApiError('Network Error', 'ERR_NETWORK', { cause: error });
    }
  };
}

function serialise(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/**
 * The Sanctum SPA client: same-origin, cookie session, CSRF cookie echoed in X-XSRF-TOKEN.
 * A factory so tests can build one with their own adapter and handlers.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const handlers: ApiHandlers = {
    onUnauthorized: () => {},
    onServiceUnavailable: () => {},
    onRedirect: () => {},
    ...options.handlers,
  };
  const timeZone = options.timeZone ?? browserTimeZone;
  const defaults = {
    baseURL: options.baseURL ?? '',
    adapter: options.adapter ?? fetchAdapter(options.fetch),
  };

  // One shared request for the CSRF cookie; reset after a 419 so the next mutation fetches a fresh one.
  let csrfCookie: Promise<unknown> | null = null;
  const ensureCsrfCookie = () => {
    csrfCookie ??= request({ method: 'get', url: CSRF_COOKIE_PATH }).catch((error: unknown) => {
      csrfCookie = null;
      throw error;
    });
    return csrfCookie;
  };

  /**
   * The one place a redirect is decided. The API answers JSON and never redirects a JSON request, so a redirect
   * comes from something in front of it (a sign-in gateway, a moved deployment) that wants the browser itself
   * there: the request fails (its target is not our data), and the app is told.
   */
  const redirected = (response: ApiResponse): ApiError => {
    const { config } = response;
    logger.warn(`${config.method.toUpperCase()} ${config.url} answered a redirect; not followed.`);
    handlers.onRedirect();
    return new ApiError('The server answered with a redirect', REDIRECT, { config, response });
  };

  async function request<T>(config: RequestConfig): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...config.headers,
      ...appHeaders(timeZone()),
      // The server shows a session's browser from this header; send the browser's own.
      ...(typeof navigator !== 'undefined' ? { 'User-Agent': navigator.userAgent } : {}),
      // While the live connection is up, the server skips this tab when it broadcasts what this request caused.
      ...socketIdHeader(),
    };

    let method = config.method;
    // Laravel-style method spoofing: PHP (and our server) only parse multipart bodies on POST.
    if (method === 'put' && typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.data.set(METHOD_OVERRIDE_FIELD, 'PUT');
      method = 'post';
    }
    // A failed CSRF-cookie fetch has already been reported by its own request; it only stops this one.
    if (MUTATING.has(config.method) && config.url !== CSRF_COOKIE_PATH) await ensureCsrfCookie();
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;

    const data = serialise(config.data, headers);
    const answer = await defaults.adapter({
      method: method.toUpperCase(),
      baseURL: defaults.baseURL,
      url: config.url,
      params: config.params,
      headers,
      data,
      signal: config.signal,
      responseType: config.responseType ?? 'json',
      onDownloadProgress: config.onDownloadProgress,
    });
    const response: ApiResponse<T> = { ...answer, data: answer.data as T, config };

    if (isRedirect(response.status)) throw redirected(response);
    if (response.status >= 200 && response.status < 300) return response;

    const { status } = response;
    const error = new ApiError(
      `Request failed with status code ${status}`,
      status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      { config, response },
    );
    if (status === 419) {
      logger.warn(`CSRF token mismatch (${ErrorMessages.csrfMismatch}); fetching a fresh token.`);
      if (retriesCsrfMismatch(status, config.csrfRetried ?? false)) {
        csrfCookie = null;
        await ensureCsrfCookie();
        return request<T>({ ...config, csrfRetried: true });
      }
    } else if (status === 401) {
      handlers.onUnauthorized({ redirect: !config.skipAuthRedirect });
    } else if (status === 503) {
      handlers.onServiceUnavailable();
    }
    throw error;
  }

  return {
    defaults,
    request,
    get: <T>(url: string, rest?: RequestOptions) => request<T>({ ...rest, method: 'get', url }),
    delete: <T>(url: string, rest?: RequestOptions) => request<T>({ ...rest, method: 'delete', url }),
    post: <T>(url: string, data?: unknown, rest?: RequestOptions) =>
      request<T>({ ...rest, method: 'post', url, data }),
    put: <T>(url: string, data?: unknown, rest?: RequestOptions) =>
      request<T>({ ...rest, method: 'put', url, data }),
    patch: <T>(url: string, data?: unknown, rest?: RequestOptions) =>
      request<T>({ ...rest, method: 'patch', url, data }),
  };
}

// The app's client. Its handlers are installed by the app once the router and query client exist.
let appHandlers: Partial<ApiHandlers> = {};

export function setApiHandlers(handlers: Partial<ApiHandlers>): void {
  appHandlers = handlers;
}

export const api = createApiClient({
  handlers: {
    onUnauthorized: (options) => appHandlers.onUnauthorized?.(options),
    onServiceUnavailable: () => appHandlers.onServiceUnavailable?.(),
    onRedirect: () => appHandlers.onRedirect?.(),
  },
});
