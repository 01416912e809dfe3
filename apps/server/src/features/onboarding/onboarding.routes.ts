import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { OnboardingResponseSchema } from '@talent/contract/profile';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { parseStep, type OnboardingService } from './onboarding.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
};
// Any string reaches the handler, so an unknown step is a 404 rather than a schema 422.
const params = z.object({ step: z.string().max(64) });

export async function onboardingRoutes(
  fastify: FastifyInstance,
  { onboarding }: { onboarding: OnboardingService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Where I am in onboarding (completed_at null: not onboarded yet), with the profile so far',
        response: { 200: OnboardingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await onboarding.get(user.id) };
    },
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: '/talent/api/onboarding/steps/:step',
      config: variant.config,
      schema: {
        tags: ['onboarding'],
        summary: "Save a step into my profile (the body is the step's schema) and move on",
        hide: variant.hide,
        params,
        // Each step has its own body (ONBOARDING_STEP_SCHEMAS); the service checks it once the step is known.
        body: z.record(z.string(), z.unknown()),
        response: { 200: OnboardingResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { user } = requireVerifiedUser(request);
        const step = parseStep(request.params.step);
        return { data: await onboarding.saveStep(user.id, step, request.body) };
      },
    });
  }

  app.post(
    '/talent/api/onboarding/steps/:step/skip',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Skip a step (experience and resume only)',
        params,
        response: { 200: OnboardingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await onboarding.skipStep(user.id, parseStep(request.params.step)) };
    },
  );

  app.post(
    '/talent/api/onboarding/complete',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Finish onboarding (422 `step` names the first step not saved or skipped)',
        response: { 200: OnboardingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await onboarding.complete(user.id) };
    },
  );
}
