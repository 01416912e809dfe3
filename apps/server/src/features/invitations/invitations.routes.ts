import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateInvitationSchema,
  DeclineInvitationSchema,
  InvitationListQuerySchema,
  InvitationListSchema,
  InvitationResponseSchema,
} from '@talent/contract/invitations';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { requireOperator, requireVerifiedUser } from '../../lib/guards.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { InvitationsService } from './invitations.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};
const params = z.object({ id: z.string().max(64) });

/**
 * Static segments beat parameters in Fastify's router (find-my-way), so `/talent/api/jobs/invitations` is never
 * taken for the job `/talent/api/jobs/:id`, whatever the registration order.
 */
export async function invitationsRoutes(
  fastify: FastifyInstance,
  { invitations, jobs }: { invitations: InvitationsService; jobs: JobsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const viewerOf = (request: FastifyRequest) => {
    const { user } = requireVerifiedUser(request);
    return jobs.viewer(user.id, user.timezone, request.ctx.timezone);
  };

  app.get(
    '/talent/api/jobs/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: 'My invitations to apply, newest first, with the pending count for the badge',
        querystring: InvitationListQuerySchema,
        response: { 200: InvitationListSchema, ...errors },
      },
    },
    async (request) => invitations.list(await viewerOf(request), request.query.status),
  );

  app.post(
    '/talent/api/jobs/invitations/:id/accept',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation; the application continues at `apply_path`',
        params,
        response: { 200: InvitationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await invitations.accept(request.params.id, await viewerOf(request)) }),
  );

  app.post(
    '/talent/api/jobs/invitations/:id/decline',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Decline an invitation with a reason',
        params,
        body: DeclineInvitationSchema,
        response: { 200: InvitationResponseSchema, ...errors },
      },
      // Who may answer is settled before the body is judged: a guest gets 401, not field errors.
      preValidation: async (request) => {
        requireVerifiedUser(request);
      },
    },
    async (request) => ({
      data: await invitations.decline(request.params.id, request.body, await viewerOf(request)),
    }),
  );

  app.post(
    '/shared/api/operator/invitations',
    {
      schema: {
        tags: ['operator'],
        summary: "Invite a candidate to apply, on behalf of the job's recruiter (operators only)",
        body: CreateInvitationSchema,
        response: { 201: InvitationResponseSchema, ...errors },
      },
      // The role check runs before the body is validated, so a non-operator learns nothing about the fields.
      preValidation: async (request) => {
        requireOperator(request);
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await invitations.create(request.body, (err) =>
          request.log.error({ err }, 'invitation notification failed'),
        ),
      }),
  );
}
