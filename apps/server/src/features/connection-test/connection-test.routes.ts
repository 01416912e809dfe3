import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONNECTION_TEST_CONTENT_TYPE,
  CONNECTION_TEST_MAX_BYTES,
  ConnectionTestDownloadQuerySchema,
  ConnectionTestUploadSchema,
} from '@talent/contract/connection-test';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { AppError } from '../../lib/app-error.ts';
import type { ConnectionTestService } from './connection-test.service.ts';

const errors = {
  400: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};

/**
 * After an early answer (413, 415, 429) the client may still be sending: read and drop up to one more cap's worth
 * so it gets to read the answer, and cut the connection past that.
 */
function drain(raw: IncomingMessage) {
  if (raw.readableEnded || raw.destroyed) return;
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > CONNECTION_TEST_MAX_BYTES) raw.destroy();
  });
  raw.on('error', () => undefined);
  raw.resume();
}

function declaredLength(request: { headers: Record<string, string | string[] | undefined> }) {
  const header = request.headers['content-length'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(value) ? value : undefined;
}

/** Public probes of the device check (`/test`): no session needed, nothing stored, a budget per address. */
export async function connectionTestRoutes(
  fastify: FastifyInstance,
  { connectionTest }: { connectionTest: ConnectionTestService },
) {
  // The upload's bytes are read (and dropped) by the handler from the raw request: nothing buffers them.
  fastify.addContentTypeParser(CONNECTION_TEST_CONTENT_TYPE, (_request, _payload, done) =>
    done(null, undefined),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/shared/api/connection-test/upload',
    {
      schema: {
        tags: ['connection-test'],
        summary: `Upload speed probe: up to ${CONNECTION_TEST_MAX_BYTES} bytes of ${CONNECTION_TEST_CONTENT_TYPE}, counted and dropped`,
        consumes: [CONNECTION_TEST_CONTENT_TYPE],
        response: { 200: ConnectionTestUploadSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await connectionTest.admit(request.ip);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== CONNECTION_TEST_CONTENT_TYPE) throw new AppError('unsupported_media_type');
        const received = await connectionTest.receive(request.raw, declaredLength(request));
        reply.header('cache-control', 'no-store');
        return { data: { received_bytes: received } };
      } catch (error) {
        drain(request.raw);
        throw error;
      }
    },
  );

  app.get(
    '/shared/api/connection-test/download',
    {
      schema: {
        tags: ['connection-test'],
        summary: 'Download speed probe: `bytes` random bytes, never cached',
        querystring: ConnectionTestDownloadQuerySchema,
        response: { 200: z.unknown().describe('`bytes` random bytes, application/octet-stream'), ...errors },
      },
    },
    async (request, reply) => {
      await connectionTest.admit(request.ip);
      return reply
        .header('cache-control', 'no-store')
        .type(CONNECTION_TEST_CONTENT_TYPE)
        .send(connectionTest.download(request.query.bytes));
    },
  );
}
