import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileListQuerySchema, FileListSchema, FileResponseSchema } from '@talent/contract/applications';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { AppError } from '../../lib/app-error.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import type { ByteRange } from '../../lib/storage/file-storage.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { MAX_UPLOAD_BYTES, type FilesService } from './files.service.ts';
import { readUpload } from './upload.ts';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  507: ErrorSchema,
};
const params = z.object({ id: z.string().max(64) });
// The file plus its few small fields and the multipart framing.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** `Range: bytes=a-b` (one range); null when absent or not a form we serve, 'unsatisfiable' past the end. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (size === 0) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function filesRoutes(fastify: FastifyInstance, { files }: { files: FilesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The upload streams its file, so it lives in its own context where multipart bodies are left unparsed (the
  // app-wide multipart parser would buffer the file to put it on `request.body`).
  await app.register(async (uploads) => {
    uploads.removeContentTypeParser('multipart/form-data');
    uploads.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));

    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/talent/api/files',
      {
        schema: {
          tags: ['files'],
          summary:
            'Upload a file of any kind (multipart: `kind`, optional `duration_seconds` for videos, then `file`)',
          consumes: ['multipart/form-data'],
          response: { 201: FileResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError('unsupported_media_type');
        }
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > MAX_BODY_BYTES) throw new AppError('payload_too_large');
        const stored = await readUpload(request.raw, MAX_UPLOAD_BYTES, (part) =>
          files.upload(user.id, part, user.role),
        );
        return reply.code(201).send({ data: stored });
      },
    );
  });

  app.get(
    '/talent/api/files',
    {
      schema: {
        tags: ['files'],
        summary: 'My uploaded files, newest first',
        querystring: FileListQuerySchema,
        response: { 200: FileListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await files.list(user.id, request.query.kind) };
    },
  );

  app.get(
    '/talent/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download one of my files (Range supported, except for encrypted identity files)',
        params,
        response: {
          200: z.unknown().describe('The file, as its detected type'),
          206: z.unknown().describe('The requested byte range'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          416: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const row = await files.ownFile(user.id, request.params.id);
      // An encrypted file is authenticated whole before it is sent, so it has no ranges: the whole file answers.
      const range = row.encrypted ? null : parseRange(request.headers.range, row.size);
      reply
        .header('content-type', row.type)
        .header('content-disposition', contentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', row.encrypted ? 'none' : 'bytes')
        .header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') {
        reply.removeHeader('content-disposition');
        return reply
          .code(416)
          .header('content-range', `bytes */${row.size}`)
          .type('application/json; charset=utf-8')
          .send({ message: 'Range Not Satisfiable' });
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(row.size));
      }
      // A HEAD (players probe before they stream) needs the headers only, not a read of the whole file.
      // (An empty stream keeps the Content-Length above; Fastify's HEAD handling would set 0 for no body.)
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(await files.open(row, range ?? undefined));
    },
  );

  for (const variant of withMethodOverride('DELETE')) {
    app.route({
      method: variant.method,
      url: '/talent/api/files/:id',
      config: variant.config,
      schema: {
        tags: ['files'],
        summary:
          'Delete one of my files (409 while an application, an identity check or a signature in force uses it)',
        hide: variant.hide,
        params,
        response: { 204: z.undefined(), ...errors },
      },
      handler: async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        await files.remove(user.id, request.params.id);
        return reply.code(204).send(undefined);
      },
    });
  }
}
