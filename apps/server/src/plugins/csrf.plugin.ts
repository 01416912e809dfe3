import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { METHOD_OVERRIDE_FIELD, XSRF_HEADER } from '@talent/contract/http';
import { AppError } from '../lib/app-error.ts';
import { safeEqual } from '../lib/tokens.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_HEADER_KEY = XSRF_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the CSRF check (signed server-to-server endpoints, and public checks that read and store nothing). */
    csrf?: false;
    /** Set on the POST twin of a PUT/PATCH/DELETE route: the `_method` value(s) it accepts. */
    methodOverride?: 'PUT' | 'PATCH' | 'DELETE' | ReadonlyArray<'PUT' | 'PATCH' | 'DELETE'>;
  }
  interface FastifyRequest {
    /** The method a POST twin stands for (from `_method`), else null. */
    overriddenMethod: 'PUT' | 'PATCH' | 'DELETE' | null;
  }
}

function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  // Multipart fields arrive as { value } objects unless attached as key/values.
  if (value && typeof value === 'object' && 'value' in value) return (value as { value: unknown }).value;
  return value;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function submittedToken(request: FastifyRequest): unknown {
  const xsrf = headerValue(request.headers[XSRF_HEADER_KEY]);
  if (xsrf !== undefined) {
    // The SPA copies the cookie as stored, which may be URI-encoded.
    try {
      return decodeURIComponent(xsrf);
    } catch {
      return xsrf;
    }
  }
  return headerValue(request.headers['x-csrf-token']) ?? bodyField(request, '_token');
}

/**
 * `_method` (Laravel's form method spoofing) and the CSRF check. Both need the parsed body, so they run in
 * preValidation, before the route schema strips `_method` and `_token`. A PUT/PATCH/DELETE route that accepts
 * spoofing is also registered as a POST twin (see withMethodOverride in lib/routes.ts); the twin only answers when `_method` names it.
 */
/** The methods a request's URL is registered for (a twin's POST stands for its real methods, listed too). */
function allowedMethods(request: FastifyRequest): string[] {
  const url = request.routeOptions.url;
  if (!url) return ['POST'];
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) =>
    request.server.hasRoute({ method: method as HTTPMethods, url }),
  );
}

/** `_method` and the token of a mutating request; throws the 405 or 419. */
function checkMutating(request: FastifyRequest): void {
  const config = request.routeOptions.config;

  if (request.method === 'POST') {
    const raw = bodyField(request, METHOD_OVERRIDE_FIELD);
    const spoofed = raw === undefined ? undefined : typeof raw === 'string' ? raw.toUpperCase() : '';
    const expected = config.methodOverride;
    const allowed: readonly string[] | undefined =
      expected === undefined ? undefined : typeof expected === 'string' ? [expected] : expected;
    // A twin answers only to its own methods; elsewhere `_method` may only say POST. GET/TRACE never pass.
    if (
      allowed
        ? spoofed === undefined || !allowed.includes(spoofed)
        : spoofed !== undefined && spoofed !== 'POST'
    ) {
      throw new AppError('method_not_allowed', { allow: allowedMethods(request) });
    }
    if (allowed) request.overriddenMethod = spoofed as 'PUT' | 'PATCH' | 'DELETE';
  }

  if (config.csrf === false) return;
  const token = submittedToken(request);
  const session = request.session;
  if (!session || typeof token !== 'string' || !safeEqual(token, session.csrfToken)) {
    throw new AppError('csrf_mismatch');
  }
}

export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('overriddenMethod', null);
    // A plain callback: reads pass without a promise, and the check itself never waits.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!MUTATING.has(request.method)) return done();
      try {
        checkMutating(request);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
