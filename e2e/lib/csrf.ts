import type { APIRequestContext } from '@playwright/test';

// The SPA's CSRF handshake, the one copy in e2e: GET /sanctum/csrf-cookie sets XSRF-TOKEN (readable, URL-encoded);
// every state-changing request echoes it in X-XSRF-TOKEN.
import { XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';

/**
 * The current CSRF token of this cookie jar (a page's `page.request` shares its browser context's jar), after
 * asking the server for one: a login or logout rotates it, so it is read fresh for every request.
 */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sanctum/csrf-cookie');
  if (response.status() !== 204) throw new Error(`GET /sanctum/csrf-cookie answered ${response.status()}`);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === XSRF_COOKIE);
  if (!cookie) throw new Error(`no ${XSRF_COOKIE} cookie after /sanctum/csrf-cookie`);
  return decodeURIComponent(cookie.value);
}

/** Headers for a JSON (or multipart) request the way the SPA sends it. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Accept: 'application/json', [XSRF_HEADER]: await xsrfToken(request) };
}
