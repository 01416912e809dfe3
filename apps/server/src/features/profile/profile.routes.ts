import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  ProfileResponseSchema,
  ProfileUpdateSchema,
  TimeZoneSuggestionQuerySchema,
  TimeZoneSuggestionResponseSchema,
} from '@talent/contract/profile';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import type { ProfileService } from './profile.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};

export async function profileRoutes(fastify: FastifyInstance, { profiles }: { profiles: ProfileService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'My profile with its completeness (an empty profile when nothing was saved yet)',
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await profiles.get(user.id) };
    },
  );

  for (const variant of withMethodOverride('PATCH')) {
    app.route({
      method: variant.method,
      url: '/talent/api/profile',
      config: variant.config,
      schema: {
        tags: ['profile'],
        summary: 'Change my profile: only the keys sent change, a list sent replaces the whole list',
        hide: variant.hide,
        body: ProfileUpdateSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { user } = requireVerifiedUser(request);
        return { data: await profiles.update(user.id, request.body) };
      },
    });
  }

  app.get(
    '/talent/api/profile/time-zone-suggestion',
    {
      schema: {
        tags: ['profile'],
        summary: 'The time zone a country (and city) suggests, and the zones of that country',
        querystring: TimeZoneSuggestionQuerySchema,
        response: { 200: TimeZoneSuggestionResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireVerifiedUser(request);
      return { data: profiles.timeZoneFor(request.query) };
    },
  );
}
