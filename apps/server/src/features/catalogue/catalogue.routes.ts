import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueResponseSchema } from '@talent/contract/catalogue';
import type { CatalogueService } from './catalogue.service.ts';

/** Public: what a visitor who has not signed in may know about the catalogue (counts only, no job). */
export async function catalogueRoutes(
  fastify: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/shared/api/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Live figures of the open job catalogue, for visitors',
        response: { 200: CatalogueResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await catalogue.figures() };
    },
  );
}
