import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAutomatedAgent } from '@talent/contract/bots';
import type { AnalyticsConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { readCaptureBody } from './capture-body.ts';
import { forwardToPostHog } from './posthog-relay.ts';

/** The largest capture request the relay takes (413 beyond). The web client's batches are a few kilobytes. */
export const RELAY_BODY_LIMIT_BYTES = 512 * 1024;

/** PostHog's capture endpoints (posthog-js uses `e/` and `batch/`; its other SDKs the rest). */
const CAPTURE_PATH = /^(e|batch|capture|track|i\/v0\/e)\/?$/;

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The raw path under the relay and the query, as the client wrote them (not decoded). */
function splitUrl(url: string, relayPath: string): { path: string; search: string } {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  return { path: pathname.slice(relayPath.length + 1), search: at === -1 ? '' : url.slice(at) };
}

function rawBody(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', { message: 'The body is empty.' });
  return request.body;
}

/**
 * The same-origin analytics relay at the runtime configuration's path. It changes no data of ours and carries no
 * session (the session plugin leaves this path alone), so it needs no CSRF token; it reads bodies as raw bytes, so
 * it runs in a context of its own with a single catch-all parser. With PostHog configured it forwards everything;
 * without, capture requests land in the embedded store and the rest is a 404.
 */
export async function analyticsRelayRoutes(
  fastify: FastifyInstance,
  { config, analytics }: { config: AnalyticsConfig; analytics: AnalyticsService },
) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: RELAY_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  const captured = (reply: FastifyReply) => reply.code(200).send({ status: 1 });

  async function relay(request: FastifyRequest, reply: FastifyReply) {
    const { path, search } = splitUrl(request.url, config.relayPath);
    const capture = request.method === 'POST' && CAPTURE_PATH.test(path);
    const userAgent = request.headers['user-agent'];
    const posthog = config.posthog;

    if (posthog) {
      // A robot's events are not counted: it gets PostHog's answer without PostHog hearing of it.
      if (capture && isAutomatedAgent(userAgent)) return captured(reply);
      const answer = await forwardToPostHog(posthog, {
        method: request.method,
        path,
        search,
        headers: request.headers,
        body: request.method === 'POST' ? rawBody(request) : undefined,
        ip: request.ip,
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    }

    if (!capture) throw new AppError('not_found');
    const body = readCaptureBody(rawBody(request), {
      contentType: headerText(request.headers['content-type']),
      contentEncoding: headerText(request.headers['content-encoding']),
      query: new URLSearchParams(search),
    });
    await analytics.ingest(body, { ip: request.ip, userAgent });
    return captured(reply);
  }

  fastify.route({
    method: ['GET', 'POST'],
    url: `${config.relayPath}/*`,
    config: { csrf: false },
    schema: {
      tags: ['analytics'],
      summary:
        'Same-origin analytics relay: PostHog capture bodies to PostHog (POSTHOG_KEY) or the embedded store; PostHog assets',
    },
    handler: relay,
  });
}
