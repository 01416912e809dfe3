import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSavedSearchSchema,
  SavedSearchListSchema,
  SavedSearchResponseSchema,
  UpdateSavedSearchSchema,
} from '@talent/contract/jobs';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { effectiveMethod, withMethodOverrides } from '../../lib/routes.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};
const params = z.object({ id: z.string().max(64) });

export async function savedSearchesRoutes(
  fastify: FastifyInstance,
  { savedSearches, jobs }: { savedSearches: SavedSearchesService; jobs: JobsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'My saved searches with the count of new matching jobs',
        response: { 200: SavedSearchListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return {
        data: await savedSearches.list(await jobs.viewer(user.id, user.timezone, request.ctx.timezone)),
      };
    },
  );

  app.post(
    '/talent/api/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Save a search',
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(
        user.id,
        user.timezone,
        request.ctx.timezone,
        request.body.query.country,
      );
      return reply.code(201).send({ data: await savedSearches.create(request.body, viewer) });
    },
  );

  app.post(
    '/talent/api/saved-searches/:id/seen',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Mark a saved search seen (its new count starts again from now)',
        params,
        response: { 200: SavedSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
      return { data: await savedSearches.markSeen(request.params.id, viewer) };
    },
  );

  // PATCH renames or toggles the alert, DELETE removes; forms reach both as POST + _method.
  for (const variant of withMethodOverrides(['PATCH', 'DELETE'] as const)) {
    const isDelete = variant.method === 'DELETE';
    app.route({
      method: variant.method,
      url: '/talent/api/saved-searches/:id',
      config: variant.config,
      schema: {
        tags: ['saved searches'],
        summary: isDelete ? 'Delete a saved search' : 'Rename a saved search or switch its alert',
        hide: variant.hide,
        params,
        // The POST twin serves both, so it takes the (all-optional) PATCH body.
        ...(isDelete ? {} : { body: UpdateSavedSearchSchema }),
        response: { 200: SavedSearchResponseSchema, 204: z.undefined(), ...errors },
      },
      handler: async (request, reply) => {
        const { user } = requireVerifiedUser(request);
        if (effectiveMethod(request) === 'DELETE') {
          await savedSearches.remove(request.params.id, user.id);
          return reply.code(204).send(undefined);
        }
        const viewer = await jobs.viewer(user.id, user.timezone, request.ctx.timezone);
        const body = UpdateSavedSearchSchema.parse(request.body ?? {});
        return reply.send({ data: await savedSearches.update(request.params.id, body, viewer) });
      },
    });
  }
}
