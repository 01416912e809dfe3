import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationDraftResponseSchema,
  ApplicationDraftSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationResponseSchema,
  SubmitApplicationSchema,
  WithdrawApplicationSchema,
} from '@talent/contract/applications';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { requireUser, requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { effectiveMethod, withMethodOverrides } from '../../lib/routes.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { ApplicationsService } from './applications.service.ts';

const params = z.object({ id: z.string().max(64) });

export async function applicationsRoutes(
  fastify: FastifyInstance,
  { applications, jobs }: { applications: ApplicationsService; jobs: JobsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The demo recruiter's pending moves must not fire into a closed database.
  fastify.addHook('onClose', async () => applications.close());

  // Drafts need a session, not a verified address: a guest who just signed up keeps what they typed.
  app.get(
    '/talent/api/jobs/:id/application-draft',
    {
      schema: {
        tags: ['applications'],
        summary: 'My draft application for a job (empty when none)',
        params,
        response: { 200: ApplicationDraftResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { data: await applications.draft(user.id, request.params.id) };
    },
  );

  for (const variant of withMethodOverrides(['PUT', 'DELETE'] as const)) {
    const isDelete = variant.method === 'DELETE';
    app.route({
      method: variant.method,
      url: '/talent/api/jobs/:id/application-draft',
      config: variant.config,
      schema: {
        tags: ['applications'],
        summary: isDelete
          ? 'Discard my draft application'
          : 'Save my draft application (merges the given fields)',
        hide: variant.hide,
        params,
        ...(isDelete ? {} : { body: ApplicationDraftSchema }),
        response: { 200: ApplicationDraftResponseSchema, 204: z.undefined(), ...errors },
      },
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        if (effectiveMethod(request) === 'DELETE') {
          await applications.discardDraft(user.id, request.params.id);
          return reply.code(204).send(undefined);
        }
        const body = ApplicationDraftSchema.parse(request.body ?? {});
        return reply.send({ data: await applications.saveDraft(user.id, request.params.id, body) });
      },
    });
  }

  app.post(
    '/talent/api/jobs/:id/applications',
    {
      config: { idempotent: true },
      schema: {
        tags: ['applications'],
        summary: 'Apply to a job (send an Idempotency-Key to make retries safe)',
        params,
        body: SubmitApplicationSchema,
        response: { 201: ApplicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
      return reply.code(201).send({
        data: await applications.submit(request.params.id, request.body, viewer, socketIdOf(request.headers)),
      });
    },
  );

  app.get(
    '/talent/api/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'My applications, newest first (filter by state, active or final; search job or company)',
        querystring: ApplicationListQuerySchema,
        response: { 200: ApplicationListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
      return applications.list(viewer, request.query);
    },
  );

  app.get(
    '/talent/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One of my applications, with its timeline and what happens next',
        params,
        response: { 200: ApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
      return { data: await applications.get(request.params.id, viewer) };
    },
  );

  app.post(
    '/talent/api/applications/:id/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Withdraw my application (from any active state; cancels open interviews and declines a pending offer)',
        params,
        body: WithdrawApplicationSchema,
        response: { 200: ApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
      return {
        data: await applications.withdraw(
          request.params.id,
          request.body.reason,
          viewer,
          socketIdOf(request.headers),
        ),
      };
    },
  );
}
