import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BadgeListSchema,
  CredentialDownloadSchema,
  VerificationResponseSchema,
  VerifyCredentialSchema,
} from '@talent/contract/badges';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { AppError } from '../../lib/app-error.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { CREDENTIAL_MEDIA_TYPE } from './badge-credential.ts';
import type { BadgesService } from './badges.service.ts';
import { STATUS_LIST_ID } from './status-list.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};
const params = z.object({ id: z.string().max(64) });

/** Verifiers fetch keys and the status list from anywhere, browsers included. */
function publicDocument(reply: FastifyReply, type: string) {
  return reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache').type(type);
}

function decodedPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function badgesRoutes(fastify: FastifyInstance, { badges }: { badges: BadgesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const candidate = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };

  app.get(
    '/talent/api/badges',
    {
      schema: {
        tags: ['badges'],
        summary: 'My skill badges, newest first',
        response: { 200: BadgeListSchema, ...errors },
      },
      ...candidate,
    },
    async (request) => ({ data: await badges.listMine(requireVerifiedUser(request).user.id) }),
  );

  app.get(
    '/talent/api/badges/:id/credential',
    {
      schema: {
        tags: ['badges'],
        summary:
          'Download my signed credential (application/vc+jwt; ?format=json for the JWT and its payload)',
        params,
        querystring: z.object({ format: z.enum(['jwt', 'json']).default('jwt') }),
        response: { 200: z.union([CredentialDownloadSchema, z.string()]), ...errors },
      },
      ...candidate,
    },
    async (request, reply) => {
      const { jwt, title } = await badges.credentialOf(
        requireVerifiedUser(request).user.id,
        request.params.id,
      );
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'json') return { data: { jwt, credential: decodedPayload(jwt) } };
      const filename = `${
        title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'badge'
      }.jwt`;
      return reply
        .type(CREDENTIAL_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(jwt);
    },
  );

  app.get(
    '/shared/api/credentials/:id',
    {
      schema: {
        tags: ['badges'],
        summary: 'Verify one of our badges by its id (public)',
        params,
        response: { 200: VerificationResponseSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await badges.verifyById(request.params.id) };
    },
  );

  app.post(
    '/shared/api/credentials/verify',
    {
      // Public and read-only: anyone (a recruiter's tool, a script) may check a credential without our session.
      config: { csrf: false },
      schema: {
        tags: ['badges'],
        summary: 'Verify any pasted VC-JWT: valid, expired, revoked or invalid, with each check (public)',
        body: VerifyCredentialSchema,
        response: { 200: VerificationResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => ({ data: await badges.verifyPasted(request.body.credential, request.ip) }),
  );

  app.get(
    '/credentials/issuer',
    { schema: { tags: ['badges'], summary: 'The issuer profile (JSON-LD), with its public key as a JWK' } },
    async (_request, reply) => publicDocument(reply, 'application/ld+json').send(await badges.issuer()),
  );

  app.get(
    '/credentials/status/:list',
    {
      schema: {
        tags: ['badges'],
        summary: 'The revocation status list, a signed BitstringStatusListCredential (VC-JWT)',
        params: z.object({ list: z.string().max(16) }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.params.list !== String(STATUS_LIST_ID)) throw new AppError('not_found');
      return publicDocument(reply, CREDENTIAL_MEDIA_TYPE).send(await badges.statusListJwt());
    },
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['badges'], summary: 'The keys that sign our credentials (JWKS)' } },
    async (_request, reply) => publicDocument(reply, 'application/jwk-set+json').send(await badges.jwks()),
  );
}
