import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_HEADER, TIME_ZONE_HEADER } from '@talent/contract/http';
import { isValidTimeZone } from '../lib/time-zones.ts';

export interface RequestContext {
  /** The browser's IANA zone from `X-Timezone`, else UTC. */
  timezone: string;
  /** From `X-Language`; the product is English-only today. */
  language: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

function header(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    // A plain callback, not an async function: nothing here waits, so no promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      const zone = header(request.headers[TIME_ZONE_HEADER.toLowerCase()]);
      const language = header(request.headers[LANGUAGE_HEADER.toLowerCase()]).toLowerCase();
      request.ctx = {
        timezone: isValidTimeZone(zone) ? zone : 'UTC',
        language: /^[a-z]{2}(-[a-z]{2})?$/.test(language) ? language : 'en',
      };
      reply.header('x-request-id', String(request.id));
      done();
    });
  },
  { name: 'request-context' },
);
