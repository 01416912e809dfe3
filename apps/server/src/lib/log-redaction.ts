import type { FastifyRequest } from 'fastify';

// Query values that are secrets in their own right: reset tokens, link signatures, and the address they go with.
const SECRET_PARAMS = new Set(['token', 'signature', 'email', '_token', 'password']);

export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, index)}?${params.toString()}`;
}

/** Fastify's request log line, minus tokens in the query string: a token in a log is a credential anyone reading it holds. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
