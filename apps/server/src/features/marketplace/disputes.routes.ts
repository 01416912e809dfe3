import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '@talent/contract/errors';
import {
  DisputeDecisionInputSchema,
  DisputeListQuerySchema,
  DisputeListSchema,
  OperatorDisputeResponseSchema,
} from '@talent/contract/marketplace';
import { requireOperator } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import type { DisputesService } from './disputes.service.ts';
import { sendOrderFile } from './orders.routes.ts';

const BASE = '/shared/api/operator/marketplace/disputes';
const tags = ['operator', 'marketplace'];
const params = z.object({ id: z.string().max(64) });

/**
 * The operators' dispute desk (contract: marketplace.ts, "Operators"): the queue, a dispute with the order, its
 * evidence and its chat, the order's files, and the decision. Operators only (guests 401, anyone else 403), checked
 * before the body is judged.
 */
export async function disputesRoutes(fastify: FastifyInstance, { disputes }: { disputes: DisputesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request) => {
    requireOperator(request);
  });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Disputes: open ones oldest first, or decided ones newest first',
        querystring: DisputeListQuerySchema,
        response: { 200: DisputeListSchema, ...errors },
      },
    },
    async (request) => disputes.list(request.query),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One dispute: the order with its timeline, deliveries and evidence, and the order chat',
        params,
        response: { 200: OperatorDisputeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await disputes.detail(request.params.id) }),
  );

  app.get(
    `${BASE}/:id/files/:fileId`,
    {
      schema: {
        tags,
        summary: 'A file of the disputed order',
        params: z.object({ id: z.string().max(64), fileId: z.string().max(64) }),
        response: {
          200: z.unknown().describe('The file'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendOrderFile(reply, await disputes.file(request.params.id, request.params.fileId)),
  );

  app.post(
    `${BASE}/:id/decision`,
    {
      schema: {
        tags,
        summary: 'Decide: release to the seller, refund part, or refund all, with the reason both sides read',
        params,
        body: DisputeDecisionInputSchema,
        response: { 200: OperatorDisputeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await disputes.decide(requireOperator(request).user.id, request.params.id, request.body),
    }),
  );
}
