import { CSRF_COOKIE_PATH, XSRF_COOKIE } from '@talent/contract/http';
import { api, readCookie, type ApiClient } from './api-client.ts';

/** The CSRF token the cookie holds right now, without asking the server (null before the session's first answer). */
export function storedCsrfToken(): string | null {
  return readCookie(XSRF_COOKIE);
}

/**
 * The CSRF token the API client sends (the XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN), for requests that cannot
 * go through the API client: an upload with progress, a save on the way out of the page, the real-time authorizer. Fetched
 * first when there is none, or afresh after a 419 (`refresh`), through `client` (tests point one at their server).
 */
export async function csrfToken(refresh = false, client: ApiClient = api): Promise<string> {
  if (refresh || !storedCsrfToken()) await client.get(CSRF_COOKIE_PATH);
  return storedCsrfToken() ?? '';
}
