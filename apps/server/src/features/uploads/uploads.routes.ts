import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileResponseSchema } from '@talent/contract/applications';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  CreateUploadSchema,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_CHUNK_MAX_BYTES,
  UploadOffsetConflictSchema,
  UploadResponseSchema,
} from '@talent/contract/uploads';
import { AppError } from '../../lib/app-error.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { UploadGone, UploadOffsetConflict, type UploadsService } from './uploads.service.ts';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: UploadOffsetConflictSchema.or(ErrorSchema),
  410: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
  507: ErrorSchema,
};
const params = z.object({ id: z.string().max(64) });
/** Expired uploads are also swept on this timer (it never keeps the process alive). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** `Upload-Offset`: a non-negative integer, nothing else. */
function parseOffset(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) {
    throw new AppError('bad_request', { message: 'Send the Upload-Offset header: where these bytes start.' });
  }
  return Number(value.trim());
}

/**
 * After an early answer (409, 413, 404…) the client may still be sending its chunk: read and drop up to one chunk's
 * worth so it gets to read our answer, and close the connection past that.
 */
function drain(raw: IncomingMessage) {
  if (raw.readableEnded || raw.destroyed) return;
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > UPLOAD_CHUNK_MAX_BYTES) raw.destroy();
  });
  raw.on('error', () => undefined);
  raw.resume();
}

export async function uploadsRoutes(fastify: FastifyInstance, { uploads }: { uploads: UploadsService }) {
  // Sweep at boot and then hourly; the timer is unref'd and cleared on close.
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    await uploads.sweepExpired().catch((err: unknown) => fastify.log.warn({ err }, 'upload sweep failed'));
    timer = setInterval(() => {
      uploads.sweepExpired().catch((err: unknown) => fastify.log.warn({ err }, 'upload sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));

  await fastify.register(async (scope) => {
    // Chunks stream straight into the store: the body is left unparsed here (request.raw is read by the service).
    scope.addContentTypeParser(UPLOAD_CHUNK_CONTENT_TYPE, (_request, _payload, done) =>
      done(null, undefined),
    );
    // The two answers of this protocol that carry more than a message; anything else goes to the app's handler.
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof UploadOffsetConflict) {
        return reply.code(409).send({ message: error.message, offset: error.offset });
      }
      if (error instanceof UploadGone) return reply.code(410).send({ message: error.message });
      throw error;
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/talent/api/uploads',
      {
        config: { idempotent: true },
        schema: {
          tags: ['uploads'],
          summary: 'Start a resumable upload (any file kind); chunks follow with PATCH',
          body: CreateUploadSchema,
          response: { 201: UploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        return reply.code(201).send({ data: await uploads.create(user.id, request.body, user.role) });
      },
    );

    app.get(
      '/talent/api/uploads/:id',
      {
        schema: {
          tags: ['uploads'],
          summary: 'The state of my upload: the offset to continue from',
          params,
          response: { 200: UploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        reply.header('cache-control', 'no-store');
        return { data: await uploads.get(user.id, request.params.id) };
      },
    );

    app.patch(
      '/talent/api/uploads/:id',
      {
        schema: {
          tags: ['uploads'],
          summary: `Send the next bytes (Content-Type: ${UPLOAD_CHUNK_CONTENT_TYPE}, header Upload-Offset)`,
          consumes: [UPLOAD_CHUNK_CONTENT_TYPE],
          params,
          response: { 200: UploadResponseSchema, ...errors },
        },
      },
      async (request) => {
        try {
          const { user } = requireVerifiedUser(request);
          const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
          if (contentType !== UPLOAD_CHUNK_CONTENT_TYPE) throw new AppError('unsupported_media_type');
          const offset = parseOffset(request.headers['upload-offset']);
          const length = Number(request.headers['content-length'] ?? Number.NaN);
          const data = await uploads.append(
            user.id,
            request.params.id,
            offset,
            request.raw,
            Number.isFinite(length) ? length : undefined,
          );
          return { data };
        } catch (error) {
          drain(request.raw);
          throw error;
        }
      },
    );

    app.post(
      '/talent/api/uploads/:id/complete',
      {
        schema: {
          tags: ['uploads'],
          summary:
            'Turn the received bytes into a file (checked like a direct upload); a retry answers the same file',
          params,
          response: { 200: FileResponseSchema, 201: FileResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        const { file, created } = await uploads.complete(user.id, request.params.id);
        return reply.code(created ? 201 : 200).send({ data: file });
      },
    );

    for (const variant of withMethodOverride('DELETE')) {
      app.route({
        method: variant.method,
        url: '/talent/api/uploads/:id',
        config: variant.config,
        schema: {
          tags: ['uploads'],
          summary: 'Cancel my upload and discard its bytes',
          hide: variant.hide,
          params,
          response: { 204: z.undefined(), ...errors },
        },
        handler: async (request, reply) => {
          const { user } = requireVerifiedUser(request);
          await uploads.cancel(user.id, request.params.id);
          return reply.code(204).send(undefined);
        },
      });
    }
  });
}
