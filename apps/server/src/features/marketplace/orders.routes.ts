import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '@talent/contract/errors';
import {
  BalanceResponseSchema,
  CancellationInputSchema,
  DeliveryInputSchema,
  DisputeInputSchema,
  EvidenceInputSchema,
  LedgerListSchema,
  OrderInputSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderResponseSchema,
  RequirementsInputSchema,
  ReviewInputSchema,
  RevisionInputSchema,
} from '@talent/contract/marketplace';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { guardedRecruiter } from '../../plugins/recruiter.plugin.ts';
import { contentDisposition } from '../files/files.routes.ts';
import type { DisputesService } from './disputes.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { OrdersService, Viewer } from './orders.service.ts';
import type { Area } from './orders.view.ts';
import type { ReviewsService } from './reviews.service.ts';

const params = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });
const fileResponses = {
  200: z.unknown().describe('The file, as its detected type'),
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
};

export function sendOrderFile(
  reply: FastifyReply,
  { row, body }: { row: { type: string; name: string; size: number }; body: Readable },
) {
  return reply
    .header('content-type', row.type)
    .header('content-disposition', contentDisposition(row.name))
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

export interface OrdersRoutesOptions {
  orders: OrdersService;
  disputes: DisputesService;
  reviews: ReviewsService;
  ledger: LedgerService;
}

/**
 * Marketplace orders and money for the two kinds of buyers and the sellers (contract: marketplace.ts): talents
 * under `/talent/api/marketplace` (buying and selling), recruiters under `/recruiter/api/marketplace` (buying for
 * their company). The same routes in both areas; each checks its role before the body is judged (401 guest, 403
 * other role), and an order that is not the caller's answers 404.
 */
export async function ordersRoutes(fastify: FastifyInstance, options: OrdersRoutesOptions) {
  await fastify.register(areaRoutes, { ...options, area: 'talent' });
  await fastify.register(areaRoutes, { ...options, area: 'recruiter' });
}

async function areaRoutes(
  fastify: FastifyInstance,
  { orders, disputes, reviews, ledger, area }: OrdersRoutesOptions & { area: Area },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = area === 'talent' ? '/talent/api/marketplace' : '/recruiter/api/marketplace';
  const tags = area === 'talent' ? ['marketplace'] : ['recruiter', 'marketplace'];
  // This plugin's own context: the hook guards these routes only.
  app.addHook('preValidation', async (request) => {
    if (area === 'talent') requireVerifiedUser(request);
    else await request.requireRecruiter();
  });
  const viewerOf = (request: FastifyRequest): Viewer => {
    if (area === 'talent') return { userId: requireVerifiedUser(request).user.id, recruiterId: null, area };
    const recruiter = guardedRecruiter(request);
    return { userId: recruiter.userId, recruiterId: recruiter.recruiterId, area };
  };
  const buyer = area === 'talent' ? 'me' : 'my company';
  // The money moves: a retry with the same Idempotency-Key answers the first result and moves nothing again.
  const idempotent = { config: { idempotent: true } };
  const move = (summary: string) => ({
    schema: { tags, summary, params, response: { 200: OrderResponseSchema, ...errors } },
  });
  const moveWith = <B extends z.ZodType>(summary: string, body: B) => ({
    schema: { tags, summary, params, body, response: { 200: OrderResponseSchema, ...errors } },
  });

  /* ---------------------------------------------------------------- orders */

  app.post(
    `${base}/orders`,
    {
      schema: {
        tags,
        summary: `Order a tier (and add-ons) of a published service for ${buyer}: the total goes into escrow`,
        body: OrderInputSchema,
        response: { 201: OrderResponseSchema, ...errors },
      },
      ...idempotent,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await orders.create(viewerOf(request), request.body) }),
  );

  app.get(
    `${base}/orders`,
    {
      schema: {
        tags,
        summary: 'My orders (as buyer or seller), newest activity first',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) => orders.list(viewerOf(request), request.query),
  );

  app.get(
    `${base}/orders/:id`,
    {
      schema: {
        tags,
        summary: 'One of my orders: timeline, payments, reviews and what I may do now',
        params,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await orders.detail(viewerOf(request), request.params.id) }),
  );

  app.get(
    `${base}/orders/:id/files/:fileId`,
    {
      schema: {
        tags,
        summary: 'A file of my order (requirements, a delivery, dispute evidence)',
        params: fileParams,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendOrderFile(reply, await orders.file(viewerOf(request), request.params.id, request.params.fileId)),
  );

  app.post(
    `${base}/orders/:id/requirements`,
    moveWith(
      'Send the answers, a note and files (buyer): the work and its delivery clock start',
      RequirementsInputSchema,
    ),
    async (request) => ({
      data: await orders.sendRequirements(viewerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/orders/:id/deliveries`,
    moveWith('Deliver the work with a message and files (seller)', DeliveryInputSchema),
    async (request) => ({ data: await orders.deliver(viewerOf(request), request.params.id, request.body) }),
  );

  app.post(
    `${base}/orders/:id/revision`,
    moveWith('Ask for changes to a delivery while the tier has revisions left (buyer)', RevisionInputSchema),
    async (request) => ({
      data: await orders.requestRevision(viewerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/orders/:id/approve`,
    {
      ...move('Approve the delivery (buyer): the order completes and the money goes to the seller'),
      ...idempotent,
    },
    async (request) => ({ data: await orders.approve(viewerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/orders/:id/cancellation`,
    {
      ...moveWith(
        'Cancel (at once when allowed alone, refunded in full) or ask the other side to',
        CancellationInputSchema,
      ),
      ...idempotent,
    },
    async (request) => ({ data: await orders.cancel(viewerOf(request), request.params.id, request.body) }),
  );

  app.post(
    `${base}/orders/:id/cancellation/accept`,
    { ...move("Accept the other side's request to cancel: the buyer is refunded in full"), ...idempotent },
    async (request) => ({ data: await orders.acceptCancellation(viewerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/orders/:id/cancellation/decline`,
    move("Decline the other side's request to cancel: the order goes on"),
    async (request) => ({ data: await orders.declineCancellation(viewerOf(request), request.params.id) }),
  );

  app.delete(`${base}/orders/:id/cancellation`, move('Withdraw my request to cancel'), async (request) => ({
    data: await orders.withdrawCancellation(viewerOf(request), request.params.id),
  }));

  app.post(
    `${base}/orders/:id/dispute`,
    moveWith('Open a dispute with a reason, details and files: the auto-release stops', DisputeInputSchema),
    async (request) => ({ data: await disputes.open(viewerOf(request), request.params.id, request.body) }),
  );

  app.post(
    `${base}/orders/:id/dispute/evidence`,
    moveWith('Add evidence to the open dispute', EvidenceInputSchema),
    async (request) => ({
      data: await disputes.addEvidence(viewerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/orders/:id/review`,
    moveWith('Review the other side of a completed order (once)', ReviewInputSchema),
    async (request) => ({ data: await reviews.write(viewerOf(request), request.params.id, request.body) }),
  );

  /* ---------------------------------------------------------------- money */

  app.get(
    `${base}/balance`,
    {
      schema: {
        tags,
        summary: 'My balances per currency, summed from the ledger',
        response: { 200: BalanceResponseSchema, ...errors },
      },
    },
    async (request) => ledger.balance(viewerOf(request).userId),
  );

  app.get(
    `${base}/ledger`,
    {
      schema: {
        tags,
        summary: 'My money movements, newest first',
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: LedgerListSchema, ...errors },
      },
    },
    async (request) => ledger.movements(viewerOf(request).userId, request.query.cursor),
  );

  app.get(
    `${base}/ledger.csv`,
    {
      schema: {
        tags,
        summary: 'My money movements as a CSV file',
        response: { 200: z.string().describe('text/csv'), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await ledger.csv(viewerOf(request).userId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="borderless-marketplace-ledger.csv"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
