import type { FastifyRequest } from 'fastify';

// Query values that are secrets in their own right: reset tokens, link signatures, and the address they go with.
const SECRET_PARAMS = new Set(['token', 'signature', 'email', '_token', 'password']);

// Paths whose last segment is the secret: a personal calendar feed (`/calendar/{token}.ics`).
const SECRET_PATHS = /^(\/calendar\/)[^/?]+/;

export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATHS, '$1[redacted]');
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, index)}?${params.toString()}`;
}

/** Fastify's request log line, minus tokens in the query string: a log line must never let its reader sign in. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
