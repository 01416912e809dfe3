import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BuildInfoSchema, RuntimeConfigSchema, StatusSchema } from '@talent/contract/config';
import { RETRY_AFTER_HEADER } from '@talent/contract/http';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { buildIdReader, runtimeConfig } from './system.service.ts';

const PING_TIMEOUT_MS = 2_000;
const UpSchema = z.object({ status: z.enum(['up', 'down']) });

export async function systemRoutes(
  fastify: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const buildId = buildIdReader(config.webDist);

  app.get(
    '/up',
    {
      schema: {
        tags: ['system'],
        summary: 'Health: the database answers',
        response: { 200: UpSchema, 503: UpSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { status: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check failed');
        return reply
          .code(503)
          .header(RETRY_AFTER_HEADER.toLowerCase(), '10')
          .send({ status: 'down' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );

  app.get(
    '/shared/api/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Probe polled by the maintenance page',
        response: { 200: StatusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/app-config.json',
    { schema: { tags: ['system'], response: { 200: RuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig(config, await buildId());
    },
  );

  app.get(
    '/build.json',
    { schema: { tags: ['system'], response: { 200: BuildInfoSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { build_id: await buildId() };
    },
  );
}
