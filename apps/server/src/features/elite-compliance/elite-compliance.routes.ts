import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ComplianceDetailsSchema,
  ComplianceDocumentsResponseSchema,
  ComplianceDraftSchema,
  ComplianceResponseSchema,
  SignDocumentsSchema,
  VerifyDocumentResponseSchema,
  VerifyDocumentSchema,
} from '@talent/contract/elite';
import { ErrorSchema } from '@talent/contract/errors';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { contentDisposition } from '../files/files.routes.ts';
import type { FilesService } from '../files/files.service.ts';
import type { EliteComplianceService } from './elite-compliance.service.ts';

const BASE = '/talent/api/elite/compliance';
const tags = ['elite-compliance'];

/**
 * Contract and compliance of the elite programme (contract: elite.ts, the compliance block). Always the caller's
 * own: there is no id in these paths. Who may act is settled before the body is judged.
 */
export async function eliteComplianceRoutes(
  fastify: FastifyInstance,
  { compliance, files }: { compliance: EliteComplianceService; files: FilesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => requireVerifiedUser(request).user.id;
  const verified = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary:
          'My compliance: draft, saved details (masked), what the profile gives, signatures, what expires',
        response: { 200: ComplianceResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await compliance.state(userOf(request)) }),
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: `${BASE}/draft`,
      config: variant.config,
      schema: {
        tags,
        summary:
          'Autosave what I typed so far (loose: unknown keys and wrong types are dropped, never refused)',
        hide: variant.hide,
        body: ComplianceDraftSchema,
        response: { 200: ComplianceResponseSchema, ...errors },
      },
      ...verified,
      handler: async (request) => ({
        data: await compliance.saveDraft(userOf(request), request.body, socketIdOf(request.headers)),
      }),
    });
  }

  app.post(
    `${BASE}/details`,
    {
      schema: {
        tags,
        summary:
          'Save my details (the legal name must match my verified ID); voids signatures whose text changes',
        body: ComplianceDetailsSchema,
        response: { 200: ComplianceResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await compliance.saveDetails(userOf(request), request.body, socketIdOf(request.headers)),
    }),
  );

  app.get(
    `${BASE}/documents`,
    {
      schema: {
        tags,
        summary:
          'The documents that fit my details, rendered, with the SHA-256 of each text and of the bundle',
        response: { 200: ComplianceDocumentsResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await compliance.documents(userOf(request)) }),
  );

  app.post(
    `${BASE}/sign`,
    {
      schema: {
        tags,
        summary: 'Sign with my typed name over the bundle I read (409 when the documents changed since)',
        body: SignDocumentsSchema,
        response: { 200: ComplianceResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await compliance.sign(userOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        socketId: socketIdOf(request.headers),
      }),
    }),
  );

  app.get(
    `${BASE}/documents/:kind/pdf`,
    {
      schema: {
        tags,
        summary: 'The signed PDF of one of my documents, as an attachment (404 until signed)',
        params: z.object({ kind: z.string().max(40) }),
        response: {
          200: z.unknown().describe('The signed PDF'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      ...verified,
    },
    async (request, reply) => {
      const row = await compliance.signedPdf(userOf(request), request.params.kind);
      const body = await files.open(row);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(row.name))
        .header('content-length', String(row.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    `${BASE}/verify`,
    {
      schema: {
        tags,
        summary: 'Does this text hash to one of the documents I signed? (any changed byte breaks it)',
        body: VerifyDocumentSchema,
        response: { 200: VerifyDocumentResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await compliance.verify(userOf(request), request.body.text) }),
  );
}
