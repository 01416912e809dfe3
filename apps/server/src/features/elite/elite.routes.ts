import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EliteApplicationResponseSchema,
  EliteDecisionSchema,
  EliteOverviewResponseSchema,
  ElitePrefillResponseSchema,
  EliteReviewListQuerySchema,
  EliteReviewListSchema,
  EliteReviewNoteSchema,
  EliteReviewResponseSchema,
  EliteSkillAssessmentsResponseSchema,
  JoinEliteDraftSchema,
  JoinEliteFormSchema,
  WorkPreferenceDraftSchema,
  WorkPreferenceFormSchema,
} from '@talent/contract/elite';
import { requireOperator, requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import type { EliteService } from './elite.service.ts';

const TALENT = '/talent/api/elite';
const OPERATOR = '/shared/api/operator/elite-reviews';
const tags = ['elite'];
const id = z.object({ id: z.string().max(64) });

/**
 * The elite programme (contract: elite.ts). Candidates reach only their own application (no id in their paths);
 * operators review every one. Who may act is settled before the body is judged (401 guest, 403 other role).
 */
export async function eliteRoutes(fastify: FastifyInstance, { elite }: { elite: EliteService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => requireVerifiedUser(request).user.id;
  const talent = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };
  const operator = {
    preValidation: async (request: FastifyRequest) => {
      requireOperator(request);
    },
  };

  /* ---------------------------------------------------------------- candidate */

  app.get(
    TALENT,
    {
      schema: {
        tags,
        summary:
          'The elite page: stages with their figures, tracks, my eligibility, my application, membership',
        response: { 200: EliteOverviewResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.overview(userOf(request)) }),
  );

  app.get(
    `${TALENT}/application`,
    {
      schema: {
        tags,
        summary: 'My elite application (the open one, else the newest) with every stage; 404 before one',
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.application(userOf(request)) }),
  );

  app.get(
    `${TALENT}/application/prefill`,
    {
      schema: {
        tags,
        summary: 'What my profile and my previous application give the join and work-preference forms',
        response: { 200: ElitePrefillResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.prefill(userOf(request)) }),
  );

  app.put(
    `${TALENT}/application/forms/join/draft`,
    {
      schema: {
        tags,
        summary:
          'Autosave the join form (loose); starts the application when none is open (409 if not eligible)',
        body: JoinEliteDraftSchema,
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.saveDraft(userOf(request), 'join', request.body) }),
  );

  app.post(
    `${TALENT}/application/forms/join/submit`,
    {
      schema: {
        tags,
        summary: 'Submit the join form (422 with field errors; the draft stays)',
        body: JoinEliteFormSchema,
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.submitJoin(userOf(request), request.body) }),
  );

  app.put(
    `${TALENT}/application/forms/work-preference/draft`,
    {
      schema: {
        tags,
        summary: 'Autosave the work preferences (loose); 409 until the join form is submitted',
        body: WorkPreferenceDraftSchema,
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.saveDraft(userOf(request), 'work_preference', request.body) }),
  );

  app.post(
    `${TALENT}/application/forms/work-preference/submit`,
    {
      schema: {
        tags,
        summary: 'Submit the work preferences (time zone and start date checked on the server)',
        body: WorkPreferenceFormSchema,
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.submitWorkPreference(userOf(request), request.body) }),
  );

  app.get(
    `${TALENT}/application/skill-assessments`,
    {
      schema: {
        tags,
        summary: "My track's required tests, each met by a passed test or a valid badge",
        response: { 200: EliteSkillAssessmentsResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.skillAssessmentsOf(userOf(request)) }),
  );

  app.post(
    `${TALENT}/application/submit`,
    {
      schema: {
        tags,
        summary: 'Send my application for review (409 naming the first stage not done)',
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.submit(userOf(request)) }),
  );

  app.post(
    `${TALENT}/application/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraw my open application (no waiting period after it)',
        response: { 200: EliteApplicationResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await elite.withdraw(userOf(request)) }),
  );

  /* ---------------------------------------------------------------- operators */

  app.get(
    OPERATOR,
    {
      schema: {
        tags: ['operator'],
        summary: 'Elite applications: submitted first, oldest first (operators only)',
        querystring: EliteReviewListQuerySchema,
        response: { 200: EliteReviewListSchema, ...errors },
      },
      ...operator,
    },
    async (request) => elite.reviews(request.query),
  );

  app.get(
    `${OPERATOR}/:id`,
    {
      schema: {
        tags: ['operator'],
        summary:
          'One application: forms, skill results, compliance, identity, notes, history (operators only)',
        params: id,
        response: { 200: EliteReviewResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await elite.review(request.params.id) }),
  );

  app.post(
    `${OPERATOR}/:id/notes`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a note for the reviewers (never shown to the candidate)',
        params: id,
        body: EliteReviewNoteSchema,
        response: { 201: EliteReviewResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await elite.addNote(requireOperator(request).user.id, request.params.id, request.body.body),
      }),
  );

  app.post(
    `${OPERATOR}/:id/decision`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Accept, waitlist or reject an application sent for review; the candidate is told',
        params: id,
        body: EliteDecisionSchema,
        response: { 200: EliteReviewResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({
      data: await elite.decide(requireOperator(request).user.id, request.params.id, request.body),
    }),
  );
}
