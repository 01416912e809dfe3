import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  FeedbackListSchema,
  FeedbackReplyInputSchema,
  FeedbackResponseSchema,
  FeedbackTagListSchema,
  OperatorFeedbackListSchema,
  OperatorFeedbackQuerySchema,
  OperatorFeedbackResponseSchema,
  OperatorReplyInputSchema,
  SubmitFeedbackSchema,
  UpdateFeedbackSchema,
} from '@talent/contract/feedback';
import { requireOperator, requireVerifiedUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import type { FeedbackService } from './feedback.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};
const params = z.object({ id: z.string().max(64) });

export async function feedbackRoutes(fastify: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Who may call is decided before the body is judged: a stranger never reads field errors.
  const author = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };
  const operator = {
    preValidation: async (request: FastifyRequest) => {
      requireOperator(request);
    },
  };

  app.post(
    '/shared/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback from the widget (any signed-in role): what happened, what was expected, an optional screenshot and technical details',
        body: SubmitFeedbackSchema,
        response: { 201: FeedbackResponseSchema, ...errors },
      },
      ...author,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await feedback.submit(requireVerifiedUser(request).user.id, request.body) }),
  );

  app.get(
    '/shared/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'My feedback, newest first, each with its answers',
        response: { 200: FeedbackListSchema, ...errors },
      },
      ...author,
    },
    async (request) => ({ data: await feedback.listOwn(requireVerifiedUser(request).user.id) }),
  );

  app.post(
    '/shared/api/feedback/:id/replies',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Add to the thread of my own feedback (409 once it is closed)',
        params,
        body: FeedbackReplyInputSchema,
        response: { 201: FeedbackResponseSchema, ...errors },
      },
      ...author,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await feedback.replyAsAuthor(
          requireVerifiedUser(request).user.id,
          request.params.id,
          request.body.body,
        ),
      }),
  );

  app.get(
    '/shared/api/operator/feedback',
    {
      schema: {
        tags: ['operator'],
        summary: 'Feedback from everyone, newest first, by status, category and tag (operators only)',
        querystring: OperatorFeedbackQuerySchema,
        response: { 200: OperatorFeedbackListSchema, ...errors },
      },
      ...operator,
    },
    async (request) => feedback.inbox(request.query),
  );

  app.get(
    '/shared/api/operator/feedback/tags',
    {
      schema: {
        tags: ['operator'],
        summary: 'The tags in use on feedback, most used first (operators only)',
        response: { 200: FeedbackTagListSchema, ...errors },
      },
      ...operator,
    },
    async () => ({ data: await feedback.tags() }),
  );

  app.get(
    '/shared/api/operator/feedback/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One feedback with its author, technical details and thread (operators only)',
        params,
        response: { 200: OperatorFeedbackResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await feedback.detail(request.params.id) }),
  );

  for (const variant of withMethodOverride('PATCH')) {
    app.route({
      method: variant.method,
      url: '/shared/api/operator/feedback/:id',
      config: variant.config,
      schema: {
        tags: ['operator'],
        summary: 'Change the status or the tags of a feedback (operators only)',
        hide: variant.hide,
        params,
        body: UpdateFeedbackSchema,
        response: { 200: OperatorFeedbackResponseSchema, ...errors },
      },
      ...operator,
      handler: async (request) => ({ data: await feedback.update(request.params.id, request.body) }),
    });
  }

  app.post(
    '/shared/api/operator/feedback/:id/replies',
    {
      schema: {
        tags: ['operator'],
        summary: 'Answer a feedback (operators only); the author is notified in the app, live, and by mail',
        params,
        body: OperatorReplyInputSchema,
        response: { 201: OperatorFeedbackResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await feedback.replyAsOperator(
          requireOperator(request).user.id,
          request.params.id,
          request.body,
          (err) => request.log.error({ err }, 'feedback reply notification'),
        ),
      }),
  );

  app.get(
    '/shared/api/operator/feedback/:id/screenshot',
    {
      schema: {
        tags: ['operator'],
        summary: 'The screenshot sent with a feedback (operators only)',
        params,
        response: {
          200: z.unknown().describe('The image, as its detected type'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      ...operator,
    },
    async (request, reply) => {
      const { file, open } = await feedback.screenshot(request.params.id);
      const body = await open();
      return (
        reply
          .header('content-type', file.type)
          .header('content-length', String(file.size))
          // Shown in the inbox; the type was read from the bytes (PNG, JPEG or WebP only) and is not to be sniffed.
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body)
      );
    },
  );
}
