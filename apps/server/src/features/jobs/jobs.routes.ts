import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JobListSchema,
  JobResponseSchema,
  JobSearchQuerySchema,
  SimilarJobsSchema,
} from '@talent/contract/jobs';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { effectiveMethod, withMethodOverrides } from '../../lib/routes.ts';
import type { JobsService } from './jobs.service.ts';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ValidationErrorSchema };
const params = z.object({ id: z.string().max(64) });
const PageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
const CurrencyQuerySchema = z.object({ currency: JobSearchQuerySchema.shape.currency });

export async function jobsRoutes(fastify: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const viewerOf = (request: FastifyRequest, country?: string) => {
    const { user } = requireVerifiedUser(request);
    return jobs.viewer(user.id, user.timezone, request.ctx.timezone, country);
  };

  app.get(
    '/talent/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs (full text, filters, facets, keyset pages)',
        querystring: JobSearchQuerySchema,
        response: { 200: JobListSchema, ...errors },
      },
    },
    async (request) => jobs.search(request.query, await viewerOf(request, request.query.country)),
  );

  app.get(
    '/talent/api/jobs/saved',
    {
      schema: {
        tags: ['jobs'],
        summary: 'My saved jobs, most recently saved first',
        querystring: PageQuerySchema,
        response: { 200: JobListSchema, ...errors },
      },
    },
    async (request) => jobs.saved(await viewerOf(request), request.query.cursor, request.query.limit),
  );

  app.get(
    '/talent/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One open job',
        params,
        querystring: CurrencyQuerySchema,
        response: { 200: JobResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await jobs.detail(request.params.id, await viewerOf(request), request.query.currency),
    }),
  );

  app.get(
    '/talent/api/jobs/:id/similar',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs like this one',
        params,
        response: { 200: SimilarJobsSchema, ...errors },
      },
    },
    async (request) => ({ data: await jobs.similar(request.params.id, await viewerOf(request)) }),
  );

  // PUT saves, DELETE unsaves; both idempotent. Forms reach them as POST + _method.
  for (const variant of withMethodOverrides(['PUT', 'DELETE'] as const)) {
    app.route({
      method: variant.method,
      url: '/talent/api/jobs/:id/save',
      config: variant.config,
      schema: {
        tags: ['jobs'],
        summary: variant.method === 'DELETE' ? 'Unsave a job' : 'Save a job',
        hide: variant.hide,
        params,
        response: { 204: z.undefined(), ...errors, 419: ErrorSchema },
      },
      handler: async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        if (effectiveMethod(request) === 'DELETE') await jobs.unsave(request.params.id, user.id);
        else await jobs.save(request.params.id, user.id);
        return reply.code(204).send(undefined);
      },
    });
  }
}
