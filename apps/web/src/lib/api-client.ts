import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ErrorMessages } from '@talent/contract/errors';
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a 419, so a second mismatch is not retried again. */
    _csrfRetried?: boolean;
    /** The identity probe handles its own 401 (the router guard decides where to go). */
    skipAuthRedirect?: boolean;
  }
}

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

export interface ApiClientOptions {
  baseURL?: string;
  /** The transport; fetch by default (tests swap in a stub, or hand fetch a cookie jar). */
  adapter?: AxiosAdapter;
  fetch?: typeof fetch;
  handlers?: Partial<ApiHandlers>;
  timeZone?: () => string;
}

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

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
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/**
 * The Sanctum SPA client: same-origin, cookie session, CSRF cookie echoed in X-XSRF-TOKEN.
 * A factory so tests can build one with their own adapter and handlers.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const handlers: ApiHandlers = {
    onUnauthorized: () => {},
    onServiceUnavailable: () => {},
    onRedirect: () => {},
    ...options.handlers,
  };
  const timeZone = options.timeZone ?? browserTimeZone;

  const client = axios.create({
    baseURL: options.baseURL ?? '',
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    // A redirect is never followed: XMLHttpRequest always follows one (maxRedirects means nothing to it), fetch
    // with `redirect: 'manual'` hands it back, and the response handler below decides what it means.
    adapter: options.adapter ?? 'fetch',
    maxRedirects: 0,
    fetchOptions: { redirect: 'manual' },
    ...(options.fetch ? { env: { fetch: options.fetch } } : {}),
    headers: { Accept: 'application/json' },
  });

  // One shared request for the CSRF cookie; reset after a 419 so the next mutation fetches a fresh one.
  let csrfCookie: Promise<unknown> | null = null;
  const ensureCsrfCookie = () => {
    csrfCookie ??= client.get(CSRF_COOKIE_PATH).catch((error: unknown) => {
      csrfCookie = null;
      throw error;
    });
    return csrfCookie;
  };

  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    for (const [name, value] of Object.entries(appHeaders(timeZone()))) config.headers.set(name, value);
    // axios's fetch transport names itself in User-Agent where a page may set it (Firefox); the server shows a
    // session's browser from that header, so send the browser's own.
    if (typeof navigator !== 'undefined') config.headers.set('User-Agent', navigator.userAgent);
    // While the live connection is up, the server skips this tab when it broadcasts what this request caused.
    for (const [name, value] of Object.entries(socketIdHeader())) config.headers.set(name, value);

    const method = (config.method ?? 'get').toLowerCase();
    // Laravel-style method spoofing: PHP (and our server) only parse multipart bodies on POST.
    if (method === 'put' && typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.data.set(METHOD_OVERRIDE_FIELD, 'PUT');
      config.method = 'post';
    }
    if (MUTATING.has(method) && config.url !== CSRF_COOKIE_PATH) {
      await ensureCsrfCookie();
    }
    return config;
  });

  // A failed CSRF-cookie fetch inside the request interceptor reaches this handler twice; react once.
  const seen = new WeakSet<AxiosError>();

  /**
   * The one place a redirect is decided. The API answers JSON and never redirects a JSON request, so a redirect
   * comes from something in front of it (a sign-in gateway, a moved deployment) that wants the browser itself
   * there: the request fails (its target is not our data), and the app is told.
   */
  const redirected = (response: AxiosResponse): AxiosError => {
    const { config } = response;
    logger.warn(
      `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''} answered a redirect; not followed.`,
    );
    const error = new AxiosError(
      'The server answered with a redirect',
      REDIRECT,
      config,
      response.request,
      response,
    );
    seen.add(error);
    handlers.onRedirect();
    return error;
  };

  client.interceptors.response.use(
    (response) => {
      if (isRedirect(response.status)) throw redirected(response);
      return response;
    },
    async (error: unknown) => {
      if (!(error instanceof AxiosError) || !error.response || seen.has(error)) throw error;
      if (isRedirect(error.response.status)) throw redirected(error.response);
      seen.add(error);
      const { status } = error.response;
      const config = error.config;

      if (status === 419) {
        logger.warn(`CSRF token mismatch (${ErrorMessages.csrfMismatch}); fetching a fresh token.`);
        if (config && retriesCsrfMismatch(status, config._csrfRetried ?? false)) {
          csrfCookie = null;
          await ensureCsrfCookie();
          return client.request({ ...config, _csrfRetried: true });
        }
      } else if (status === 401) {
        handlers.onUnauthorized({ redirect: !config?.skipAuthRedirect });
      } else if (status === 503) {
        handlers.onServiceUnavailable();
      }
      throw error;
    },
  );

  return client;
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
