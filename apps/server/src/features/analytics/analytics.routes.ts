import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FunnelQuerySchema,
  FunnelResponseSchema,
  PageViewStatsQuerySchema,
  PageViewStatsResponseSchema,
} from '@talent/contract/analytics';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import { requireOperator } from '../../lib/guards.ts';
import type { AnalyticsService } from './analytics.service.ts';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 422: ValidationErrorSchema };

/** The operators' console figures: page views from the embedded store, the hiring funnel from our own tables. */
export async function analyticsRoutes(
  fastify: FastifyInstance,
  { analytics }: { analytics: AnalyticsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operatorsOnly = {
    preValidation: async (request: Parameters<typeof requireOperator>[0]) => {
      requireOperator(request);
    },
  };

  app.get(
    '/shared/api/operator/analytics/page-views',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Page views per path and day, and unique sessions, over the last 7 or 30 days (operators only)',
        querystring: PageViewStatsQuerySchema,
        response: { 200: PageViewStatsResponseSchema, ...errors },
      },
      ...operatorsOnly,
    },
    async (request) => ({ data: await analytics.pageViews(request.query.days, request.ctx.timezone) }),
  );

  app.get(
    '/shared/api/operator/analytics/funnel',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Sign-up → verified → first application → interview → offer for the talents who signed up in the range (operators only)',
        querystring: FunnelQuerySchema,
        response: { 200: FunnelResponseSchema, ...errors },
      },
      ...operatorsOnly,
    },
    async (request) => ({ data: await analytics.funnel(request.query, request.ctx.timezone) }),
  );
}
