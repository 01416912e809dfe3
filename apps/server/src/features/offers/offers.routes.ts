import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptOfferSchema,
  AnswerCounterSchema,
  CounterOfferSchema,
  CreateOfferSchema,
  DeclineOfferSchema,
  OfferListQuerySchema,
  OfferListSchema,
  OfferResponseSchema,
  WithdrawOfferSchema,
} from '@talent/contract/offers';
import { ErrorSchema } from '@talent/contract/errors';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { contentDisposition } from '../files/files.routes.ts';
import type { PipelineViewer, RecruiterGuard } from '../pipeline/viewer.ts';
import type { OffersService } from './offers.service.ts';

const params = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });
const currencyQuery = OfferListQuerySchema.pick({ currency: true });
const fileResponses = {
  200: z.unknown().describe('The document, as its detected type'),
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
};

function talentViewer(request: FastifyRequest): Extract<PipelineViewer, { kind: 'talent' }> {
  const { user } = requireVerifiedUser(request);
  return { kind: 'talent', userId: user.id, name: user.name, timezone: user.timezone };
}

function socketOf(request: FastifyRequest) {
  return socketIdOf(request.headers);
}

/**
 * Offers (contract: offers.ts). The candidate's side under `/talent/api` (their own offers only), the company's
 * under `/recruiter/api` (offers on their company's jobs only). Another candidate's or company's offer answers 404.
 * The user is checked before the body is judged.
 */
export async function offersRoutes(
  fastify: FastifyInstance,
  { offers, requireRecruiter }: { offers: OffersService; requireRecruiter: RecruiterGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verified = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };
  const recruiter = {
    preValidation: async (request: FastifyRequest) => {
      await requireRecruiter(request);
    },
  };

  /* ---------- the candidate ---------- */

  app.get(
    '/talent/api/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'My offers, pending first, then newest; `currency` for the annual equivalent',
        querystring: OfferListQuerySchema,
        response: { 200: OfferListSchema, ...errors },
      },
      ...verified,
    },
    async (request) => offers.list(talentViewer(request), request.query),
  );

  app.get(
    '/talent/api/offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One of my offers',
        params,
        querystring: currencyQuery,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await offers.get(talentViewer(request), request.params.id, request.query.currency),
    }),
  );

  app.get(
    '/talent/api/offers/:id/attachments/:fileId',
    {
      schema: {
        tags: ['offers'],
        summary: 'Download a document of my offer',
        params: fileParams,
        response: fileResponses,
      },
      ...verified,
    },
    async (request, reply) => {
      const { row, body } = await offers.attachment(
        talentViewer(request),
        request.params.id,
        request.params.fileId,
      );
      return sendFile(reply, row, body);
    },
  );

  app.post(
    '/talent/api/offers/:id/accept',
    {
      schema: {
        tags: ['offers'],
        summary: 'Accept with a typed-name signature over the terms I read (application → hired)',
        params,
        body: AcceptOfferSchema,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await offers.accept(
        talentViewer(request),
        request.params.id,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        socketOf(request),
      ),
    }),
  );

  app.post(
    '/talent/api/offers/:id/decline',
    {
      schema: {
        tags: ['offers'],
        summary: 'Decline with a reason (application → withdrawn)',
        params,
        body: DeclineOfferSchema,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await offers.decline(talentViewer(request), request.params.id, request.body, socketOf(request)),
    }),
  );

  app.post(
    '/talent/api/offers/:id/counter',
    {
      schema: {
        tags: ['offers'],
        summary: 'Ask for changes (a counter-offer the recruiter answers)',
        params,
        body: CounterOfferSchema,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await offers.counter(talentViewer(request), request.params.id, request.body, socketOf(request)),
    }),
  );

  /* ---------- the recruiter ---------- */

  app.get(
    '/recruiter/api/offers',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: "My company's offers, pending first, then newest",
        querystring: OfferListQuerySchema,
        response: { 200: OfferListSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => offers.list(await requireRecruiter(request), request.query),
  );

  app.get(
    '/recruiter/api/offers/:id',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: "One of my company's offers",
        params,
        querystring: currencyQuery,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await offers.get(await requireRecruiter(request), request.params.id, request.query.currency),
    }),
  );

  app.get(
    '/recruiter/api/offers/:id/attachments/:fileId',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: "Download a document of my company's offer",
        params: fileParams,
        response: fileResponses,
      },
      ...recruiter,
    },
    async (request, reply) => {
      const { row, body } = await offers.attachment(
        await requireRecruiter(request),
        request.params.id,
        request.params.fileId,
      );
      return sendFile(reply, row, body);
    },
  );

  app.post(
    '/recruiter/api/applications/:id/offers',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: 'Send an offer (application interviewing → offer)',
        params,
        body: CreateOfferSchema,
        response: { 201: OfferResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request, reply) => {
      const viewer = await requireRecruiter(request);
      const offer = await offers.create(viewer, request.params.id, request.body, socketOf(request));
      return reply.code(201).send({ data: offer });
    },
  );

  app.post(
    '/recruiter/api/offers/:id/withdraw',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: 'Withdraw a pending offer (application → interviewing)',
        params,
        body: WithdrawOfferSchema,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await offers.withdraw(
        await requireRecruiter(request),
        request.params.id,
        request.body,
        socketOf(request),
      ),
    }),
  );

  app.post(
    '/recruiter/api/offers/:id/counter/answer',
    {
      schema: {
        tags: ['recruiter', 'offers'],
        summary: "Answer the candidate's counter-offer: revise the terms or keep them",
        params,
        body: AnswerCounterSchema,
        response: { 200: OfferResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await offers.answerCounter(
        await requireRecruiter(request),
        request.params.id,
        request.body,
        socketOf(request),
      ),
    }),
  );
}

function sendFile(reply: FastifyReply, row: { type: string; name: string; size: number }, body: Readable) {
  return reply
    .header('content-type', row.type)
    .header('content-disposition', contentDisposition(row.name))
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
