import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SkillGapQuerySchema, SkillGapResponseSchema } from '@talent/contract/skill-gap';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import type { SkillGapService } from './skill-gap.service.ts';

/** The skill-gap map (contract: skill-gap.ts): verified talents, always their own. */
export async function skillGapRoutes(fastify: FastifyInstance, { skillGap }: { skillGap: SkillGapService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/skill-gap',
    {
      schema: {
        tags: ['skill-gap', 'matching'],
        summary:
          'My missing skills: what blocks my saved and recommended jobs (or one job, or one skill), what closes each, and how many more open jobs each would open',
        querystring: SkillGapQuerySchema,
        response: { 200: SkillGapResponseSchema, ...errors },
      },
      preValidation: async (request) => {
        requireVerifiedUser(request);
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return {
        data: await skillGap.gap(
          { userId: user.id, userZone: user.timezone, requestZone: request.ctx.timezone },
          request.query,
        ),
      };
    },
  );
}
