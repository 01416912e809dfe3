import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HomeResponseSchema } from '@talent/contract/home';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { HomeService } from './home.service.ts';

export async function homeRoutes(fastify: FastifyInstance, { home }: { home: HomeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/home',
    {
      schema: {
        tags: ['home'],
        summary:
          'What matters today: next interview, requests, invitations, offers, moved applications, profile, jobs',
        response: { 200: HomeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return {
        data: await home.get({ id: user.id, name: user.name, timezone: user.timezone }, request.ctx.timezone),
      };
    },
  );
}
