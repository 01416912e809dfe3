import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.ts';

function signature(key: string, pathWithQuery: string): string {
  return createHmac('sha256', key).update(pathWithQuery).digest('hex');
}

/** Laravel-style temporary signed URL: `path?expires=…&signature=HMAC-SHA256(path?expires=…)`. */
export function signPath(key: string, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const unsigned = `${path}?expires=${expires}`;
  return `${unsigned}&signature=${signature(key, unsigned)}`;
}

export function verifySignedPath(
  key: string,
  path: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): boolean {
  const { expires, signature: given } = query;
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (!safeEqual(given, signature(key, `${path}?expires=${expires}`))) return false;
  return Number(expires) * 1000 > now;
}
