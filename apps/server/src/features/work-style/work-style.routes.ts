import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  ClaimWorkStyleSchema,
  MyWorkStyleResponseSchema,
  QuestionnaireResponseSchema,
  ScoreWorkStyleSchema,
  WorkStyleResultResponseSchema,
  WorkStyleVisibilitySchema,
} from '@talent/contract/work-style';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import type { WorkStyleService } from './work-style.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  410: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};

/** A verified talent's id: their results are saved as theirs. Anyone else scores as a guest. */
function talentId(request: FastifyRequest): string | null {
  const user = request.user;
  return user && request.session && user.role === 'talent' && user.emailVerifiedAt ? user.id : null;
}

export async function workStyleRoutes(
  fastify: FastifyInstance,
  { workStyle }: { workStyle: WorkStyleService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/shared/api/work-style/questionnaire',
    {
      schema: {
        tags: ['work style'],
        summary:
          'The open work-style questionnaire: our own statements, in the order shown (no session needed)',
        response: { 200: QuestionnaireResponseSchema },
      },
    },
    async () => ({ data: workStyle.questionnaire() }),
  );

  app.post(
    '/shared/api/work-style/results',
    {
      schema: {
        tags: ['work style'],
        summary:
          'Score an answer sheet: saved on a signed-in candidate’s profile (private), or kept for a guest under a claim token returned once',
        body: ScoreWorkStyleSchema,
        response: { 201: WorkStyleResultResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await workStyle.submit(request.body, { userId: talentId(request), client: request.ip }),
      }),
  );

  app.get(
    '/talent/api/work-style',
    {
      schema: {
        tags: ['work style'],
        summary: 'My work-style result (null when I have none)',
        response: { 200: MyWorkStyleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await workStyle.mine(requireVerifiedUser(request).user.id) }),
  );

  app.post(
    '/talent/api/work-style/claim',
    {
      schema: {
        tags: ['work style'],
        summary: 'Make a result taken as a guest mine (the newest result wins); 410 when used or expired',
        body: ClaimWorkStyleSchema,
        response: { 200: WorkStyleResultResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await workStyle.claim(requireVerifiedUser(request).user.id, request.body.claim_token),
    }),
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: '/talent/api/work-style/visibility',
      config: variant.config,
      schema: {
        tags: ['work style'],
        summary: 'Show my work style on my profile, or keep it private',
        hide: variant.hide,
        body: WorkStyleVisibilitySchema,
        response: { 200: MyWorkStyleResponseSchema, ...errors },
      },
      handler: async (request) => ({
        data: await workStyle.setVisibility(requireVerifiedUser(request).user.id, request.body.visibility),
      }),
    });
  }

  for (const variant of withMethodOverride('DELETE')) {
    app.route({
      method: variant.method,
      url: '/talent/api/work-style',
      config: variant.config,
      schema: {
        tags: ['work style'],
        summary: 'Delete my work-style result',
        hide: variant.hide,
        response: { 204: z.undefined(), ...errors },
      },
      handler: async (request, reply) => {
        await workStyle.remove(requireVerifiedUser(request).user.id);
        return reply.code(204).send(undefined);
      },
    });
  }
}
