import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AroundTheGlobeSchema,
  JobListSchema,
  JobResponseSchema,
  JobSearchQuerySchema,
  RecommendedListSchema,
  RecommendedQuerySchema,
  SimilarJobsSchema,
} from '@talent/contract/jobs';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { TIME_ZONE_HEADER } from '@talent/contract/http';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
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

  // The literal paths below are registered before `/jobs/:id`; find-my-way prefers static segments anyway.
  app.get(
    '/talent/api/jobs/recommended',
    {
      schema: {
        tags: ['jobs', 'matching'],
        summary: 'Open jobs ranked by my match score, with the reasons and what my profile lacks',
        querystring: RecommendedQuerySchema,
        response: { 200: RecommendedListSchema, ...errors },
      },
    },
    async (request) => jobs.recommended(request.query, await viewerOf(request)),
  );

  app.get(
    '/talent/api/jobs/around-the-globe',
    {
      schema: {
        tags: ['jobs', 'matching'],
        summary: 'Open jobs per country, and how many I may take from my country (the map)',
        response: { 200: AroundTheGlobeSchema, ...errors },
      },
    },
    async (request) => jobs.aroundTheGlobe(await viewerOf(request)),
  );

  app.get(
    '/talent/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One open job, with my match, my application and whether I saved it',
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

  // No login: the guest apply page (/apply/{id}) shows the job before signup. Nothing personal is in the answer.
  app.get(
    '/shared/api/jobs/:id',
    {
      schema: {
        tags: ['jobs', 'guest'],
        summary: 'One open job for a guest (no match, application or saved flag; overlap from X-Timezone)',
        params,
        querystring: CurrencyQuerySchema,
        response: { 200: JobResponseSchema, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const header = request.headers[TIME_ZONE_HEADER.toLowerCase()];
      const zone = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
      return {
        data: await jobs.guestDetail(
          request.params.id,
          isValidTimeZone(zone) ? zone : null,
          request.query.currency,
        ),
      };
    },
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
