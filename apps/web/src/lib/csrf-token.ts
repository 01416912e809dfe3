import { api, CSRF_COOKIE_PATH } from './api-client.ts';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The CSRF token the API client sends (the XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN), for requests that cannot
 * go through axios: an upload with progress, a save on the way out of the page. Fetched first when there is none.
 */
export async function csrfToken(refresh = false): Promise<string> {
  if (refresh || !readCookie('XSRF-TOKEN')) await api.get(CSRF_COOKIE_PATH);
  return readCookie('XSRF-TOKEN') ?? '';
}
