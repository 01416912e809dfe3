import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  IdentityDecisionSchema,
  IdentityVerificationResponseSchema,
  OperatorIdentityListSchema,
  OperatorIdentityQuerySchema,
  OperatorIdentityResponseSchema,
  SubmitIdentityVerificationSchema,
} from '@talent/contract/identity';
import { requireOperator, requireVerifiedUser } from '../../lib/guards.ts';
import type { IdentityService } from './identity.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};

export async function identityRoutes(fastify: FastifyInstance, { identity }: { identity: IdentityService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/identity-verification',
    {
      schema: {
        tags: ['identity'],
        summary: 'My identity check: its status, documents (mine only) and, after a rejection, how to retry',
        response: { 200: IdentityVerificationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await identity.current(requireVerifiedUser(request).user.id) }),
  );

  app.post(
    '/talent/api/identity-verification',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Send my identity document and selfie for review (409 while one is pending or once verified)',
        body: SubmitIdentityVerificationSchema,
        response: { 201: IdentityVerificationResponseSchema, ...errors },
      },
      preValidation: async (request) => {
        requireVerifiedUser(request);
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await identity.submit(requireVerifiedUser(request).user.id, request.body) }),
  );

  app.get(
    '/shared/api/operator/identity-verifications',
    {
      schema: {
        tags: ['operator'],
        summary: 'Identity checks by status, oldest first (operators only; metadata, never the documents)',
        querystring: OperatorIdentityQuerySchema,
        response: { 200: OperatorIdentityListSchema, ...errors },
      },
      preValidation: async (request) => {
        requireOperator(request);
      },
    },
    async (request) => ({ data: await identity.listForReview(request.query.status) }),
  );

  app.post(
    '/shared/api/operator/identity-verifications/:id/decision',
    {
      schema: {
        tags: ['operator'],
        summary: 'Verify or reject a pending identity check (operators only); the candidate is notified',
        params: z.object({ id: z.string().max(64) }),
        body: IdentityDecisionSchema,
        response: { 200: OperatorIdentityResponseSchema, ...errors },
      },
      // The role check comes before the body is judged: a candidate learns nothing about the fields.
      preValidation: async (request) => {
        requireOperator(request);
      },
    },
    async (request) => ({
      data: await identity.decide(request.params.id, requireOperator(request).user.id, request.body, (err) =>
        request.log.error({ err }, 'identity decision notification'),
      ),
    }),
  );
}
