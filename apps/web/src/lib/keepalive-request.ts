import { XSRF_HEADER } from '@talent/contract/http';
import { appHeaders } from './api-client.ts';
import { storedCsrfToken } from './csrf-token.ts';

/**
 * A JSON request that outlives the page (a save sent on `pagehide`): fetch with keepalive, carrying the headers
 * every request of the app carries and the CSRF token the cookie holds. There is no time left to fetch a token,
 * so without one nothing is sent (false); the answer is never read.
 */
export function sendKeepalive(method: 'PUT' | 'POST', url: string, body: unknown): boolean {
  const token = storedCsrfToken();
  if (!token) return false;
  void fetch(url, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { ...appHeaders(), 'Content-Type': 'application/json', [XSRF_HEADER]: token },
    body: JSON.stringify(body),
  }).catch(() => {});
  return true;
}
