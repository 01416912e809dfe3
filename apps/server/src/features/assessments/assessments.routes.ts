import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantSkillResultsSchema,
  AttemptResponseSchema,
  CompletedAssessmentsSchema,
  CooldownErrorSchema,
  MyAssessmentsSchema,
  PracticeCheckSchema,
  PracticeFeedbackSchema,
  PracticeSetSchema,
  ProctoringEventsSchema,
  ProctoringLedgerResponseSchema,
  ResultResponseSchema,
  RunCodeSchema,
  RunResultSchema,
  SaveAnswerSchema,
  SavedAnswerResponseSchema,
  SkillStandingResponseSchema,
  SkillTestListQuerySchema,
  SkillTestListSchema,
  SkillTestResponseSchema,
  SnapshotResponseSchema,
  SnapshotSchema,
  StartAttemptSchema,
  UpdateVisibilitySchema,
} from '@talent/contract/assessments';
import { ErrorSchema } from '@talent/contract/errors';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import type { RecruiterGuard } from '../pipeline/viewer.ts';
import type { AssessmentsService } from './assessments.service.ts';

const TALENT = '/talent/api';
const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });
const answerParams = z.object({ id: z.string().max(64), itemId: z.string().max(64) });
const entryParams = z.object({ id: z.string().max(64), entryId: z.string().max(64) });
const tooMany = { 429: ErrorSchema };

const userOf = (request: FastifyRequest) => requireVerifiedUser(request).user.id;

/**
 * Skill tests (contract: assessments.ts): the catalogue, practice, timed attempts, results and the proctoring
 * ledger for the candidate; the applicant's results, as their visibility allows, for the recruiter.
 */
export async function assessmentsRoutes(
  fastify: FastifyInstance,
  { assessments, requireRecruiter }: { assessments: AssessmentsService; requireRecruiter: RecruiterGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verified = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };
  const tags = ['assessments'];

  /* ---------- catalogue and standings ---------- */

  app.get(
    `${TALENT}/skill-tests`,
    {
      schema: {
        tags,
        summary: 'Skill tests, with my standing on each',
        querystring: SkillTestListQuerySchema,
        response: { 200: SkillTestListSchema, ...errors },
      },
      ...verified,
    },
    async (request) => assessments.catalogue(userOf(request), request.query),
  );

  app.get(
    `${TALENT}/skill-tests/:slug`,
    {
      schema: {
        tags,
        summary: 'One skill test: rules, jobs asking for the skill, my history',
        params: slugParams,
        response: { 200: SkillTestResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.detail(userOf(request), request.params.slug) }),
  );

  app.get(
    `${TALENT}/skill-tests/:slug/visibility`,
    {
      schema: {
        tags,
        summary: 'Who sees my result on this test',
        params: slugParams,
        response: { 200: SkillStandingResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.visibility(userOf(request), request.params.slug) }),
  );

  app.put(
    `${TALENT}/skill-tests/:slug/visibility`,
    {
      schema: {
        tags,
        summary: 'Choose who sees my result on this test',
        params: slugParams,
        body: UpdateVisibilitySchema,
        response: { 200: SkillStandingResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await assessments.setVisibility(userOf(request), request.params.slug, request.body.visibility),
    }),
  );

  app.get(
    `${TALENT}/assessments`,
    {
      schema: {
        tags,
        summary: 'My tests in progress, assigned to me, and suggested from my profile',
        response: { 200: MyAssessmentsSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.myAssessments(userOf(request)) }),
  );

  app.get(
    `${TALENT}/assessments/completed`,
    {
      schema: {
        tags,
        summary: 'My graded attempts and my standing on each test',
        response: { 200: CompletedAssessmentsSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.completed(userOf(request)) }),
  );

  /* ---------- practice (nothing stored) ---------- */

  app.get(
    `${TALENT}/skill-tests/:slug/practice`,
    {
      schema: {
        tags,
        summary: 'Practice tasks: untimed, never graded, nothing stored',
        params: slugParams,
        response: { 200: PracticeSetSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.practice(request.params.slug) }),
  );

  app.post(
    `${TALENT}/skill-tests/:slug/practice/check`,
    {
      schema: {
        tags,
        summary: 'Check a practice answer (nothing stored)',
        params: slugParams,
        body: PracticeCheckSchema,
        response: { 200: PracticeFeedbackSchema, ...errors, ...tooMany },
      },
      ...verified,
    },
    async (request) => ({
      data: await assessments.practiceCheck(userOf(request), request.params.slug, request.body),
    }),
  );

  app.post(
    `${TALENT}/skill-tests/:slug/practice/run`,
    {
      schema: {
        tags,
        summary: 'Run practice code on the samples and my own input (nothing stored)',
        params: slugParams,
        body: RunCodeSchema,
        response: { 200: RunResultSchema, ...errors, ...tooMany },
      },
      ...verified,
    },
    async (request) => ({
      data: await assessments.practiceRun(userOf(request), request.params.slug, request.body),
    }),
  );

  /* ---------- attempts ---------- */

  app.post(
    `${TALENT}/skill-tests/:slug/attempts`,
    {
      schema: {
        tags,
        summary: 'Start a timed attempt (the clock starts now); one in progress is resumed',
        params: slugParams,
        body: StartAttemptSchema,
        response: {
          200: AttemptResponseSchema,
          201: AttemptResponseSchema,
          ...errors,
          409: CooldownErrorSchema.or(ErrorSchema),
        },
      },
      ...verified,
    },
    async (request, reply) => {
      const started = await assessments.start(userOf(request), request.params.slug, request.body);
      if ('nextAttemptAt' in started) {
        return reply.code(409).send({
          message: 'You can take this test again after the cooldown.',
          next_attempt_at: started.nextAttemptAt.toISOString(),
        });
      }
      return reply.code(started.created ? 201 : 200).send({ data: started.attempt });
    },
  );

  app.get(
    `${TALENT}/assessment-attempts/:id`,
    {
      schema: {
        tags,
        summary: 'My attempt: its tasks (no keys) and my saved answers',
        params: idParams,
        response: { 200: AttemptResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.attempt(userOf(request), request.params.id) }),
  );

  app.put(
    `${TALENT}/assessment-attempts/:id/answers/:itemId`,
    {
      schema: {
        tags,
        summary: 'Save an answer (until the deadline)',
        params: answerParams,
        body: SaveAnswerSchema,
        response: { 200: SavedAnswerResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({
      data: await assessments.saveAnswer(
        userOf(request),
        request.params.id,
        request.params.itemId,
        request.body.answer,
      ),
    }),
  );

  app.post(
    `${TALENT}/assessment-attempts/:id/run`,
    {
      schema: {
        tags,
        summary: 'Run my code on the samples and my own input (never the hidden tests)',
        params: idParams,
        body: RunCodeSchema,
        response: { 200: RunResultSchema, ...errors, ...tooMany },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.run(userOf(request), request.params.id, request.body) }),
  );

  app.post(
    `${TALENT}/assessment-attempts/:id/submit`,
    {
      schema: {
        tags,
        summary: 'Submit: graded on the server',
        params: idParams,
        response: { 200: ResultResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.submit(userOf(request), request.params.id) }),
  );

  app.get(
    `${TALENT}/assessment-attempts/:id/result`,
    {
      schema: {
        tags,
        summary: 'The result of a closed attempt',
        params: idParams,
        response: { 200: ResultResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.result(userOf(request), request.params.id) }),
  );

  /* ---------- proctoring ---------- */

  app.post(
    `${TALENT}/assessment-attempts/:id/proctoring/events`,
    {
      schema: {
        tags,
        summary: 'Record browser signals (signals and webcam modes only)',
        params: idParams,
        body: ProctoringEventsSchema,
        response: { 204: z.null(), ...errors, ...tooMany },
      },
      ...verified,
    },
    async (request, reply) => {
      await assessments.recordEvents(userOf(request), request.params.id, request.body.events);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${TALENT}/assessment-attempts/:id/proctoring/snapshots`,
    {
      schema: {
        tags,
        summary: 'Record a webcam snapshot (webcam mode only; a JPEG or PNG)',
        params: idParams,
        body: SnapshotSchema,
        response: { 201: SnapshotResponseSchema, ...errors, ...tooMany },
      },
      ...verified,
    },
    async (request, reply) => {
      const data = await assessments.recordSnapshot(userOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${TALENT}/assessment-attempts/:id/proctoring`,
    {
      schema: {
        tags,
        summary: 'What was recorded during my attempt',
        params: idParams,
        response: { 200: ProctoringLedgerResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.ledger(userOf(request), request.params.id) }),
  );

  app.get(
    `${TALENT}/assessment-attempts/:id/proctoring/snapshots/:entryId`,
    {
      schema: {
        tags,
        summary: 'One of my snapshots (the image)',
        params: entryParams,
        response: {
          200: z.unknown().describe('The image'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      ...verified,
    },
    async (request, reply) => {
      const image = await assessments.snapshotImage(
        userOf(request),
        request.params.id,
        request.params.entryId,
      );
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );

  app.delete(
    `${TALENT}/assessment-attempts/:id/proctoring`,
    {
      schema: {
        tags,
        summary: 'Delete what was recorded during my attempt (the ledger keeps when)',
        params: idParams,
        response: { 200: ProctoringLedgerResponseSchema, ...errors },
      },
      ...verified,
    },
    async (request) => ({ data: await assessments.deleteProctoring(userOf(request), request.params.id) }),
  );

  /* ---------- the recruiter ---------- */

  app.get(
    '/recruiter/api/applications/:id/skill-results',
    {
      schema: {
        tags,
        summary: "An applicant's skill test results, as far as each result's visibility allows",
        params: idParams,
        response: { 200: ApplicantSkillResultsSchema, ...errors },
      },
      preValidation: async (request: FastifyRequest) => {
        await requireRecruiter(request);
      },
    },
    async (request) => {
      const recruiter = await requireRecruiter(request);
      return { data: await assessments.applicantResults(recruiter.companyId, request.params.id) };
    },
  );
}
