import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentOptionsSchema,
  AssignmentResponseSchema,
  AssignmentResultResponseSchema,
  AttachRecordingSchema,
  CreateAssignmentSchema,
  DecideAccommodationSchema,
  InterviewSessionResponseSchema,
  RateAnswerSchema,
  RecordingLedgerResponseSchema,
  RecruiterAssignmentListSchema,
  RecruiterAssignmentResponseSchema,
  RequestAccommodationSchema,
  StartTakeSchema,
  StopTakeSchema,
  TakeResponseSchema,
  UseBadgeSchema,
} from '@talent/contract/assignments';
import { ErrorSchema } from '@talent/contract/errors';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { FileRow } from '../files/files.repository.ts';
import { parseRange } from '../files/files.routes.ts';
import type { FilesService } from '../files/files.service.ts';
import type { RecruiterGuard } from '../pipeline/viewer.ts';
import type { AssignmentsService } from './assignments.service.ts';

const TALENT = '/talent/api/assignments/:token';
const tags = ['assignments'];
const token = z.object({ token: z.string().max(100) });
const tokenQuestion = token.extend({ questionId: z.string().max(64) });
const tokenTake = token.extend({ takeId: z.string().max(64) });
const id = z.object({ id: z.string().max(64) });
const idRequest = id.extend({ requestId: z.string().max(64) });
const idQuestion = id.extend({ questionId: z.string().max(64) });
/** 409s that say where the candidate is; 410 once the deadline passed unstarted. */
const errors = {
  ...errorResponses,
  409: ErrorSchema.extend({ next_path: z.string().optional() }),
  410: ErrorSchema.extend({ deadline_at: z.string() }),
};
const media = {
  200: z.unknown().describe('The recording, as its detected type'),
  206: z.unknown().describe('The requested byte range'),
  416: ErrorSchema,
};

/** A recording with Range support, private and never cached. */
async function sendMedia(request: FastifyRequest, reply: FastifyReply, files: FilesService, row: FileRow) {
  const range = parseRange(request.headers.range, row.size);
  reply
    .header('content-type', row.type)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${row.size}`)
      .type('application/json; charset=utf-8')
      .send({ message: 'Range Not Satisfiable' });
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else reply.header('content-length', String(row.size));
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await files.open(row, range ?? undefined));
}

/**
 * Recruiter-sent assessments (contract: assignments.ts). The candidate's side is reached by token; every answer
 * under it carries `Referrer-Policy: no-referrer` so the token never leaks to another site. Who may act is settled
 * before the body is judged (401 guest, 403 other role).
 */
export async function assignmentsRoutes(
  fastify: FastifyInstance,
  {
    assignments,
    files,
    requireRecruiter,
  }: { assignments: AssignmentsService; files: FilesService; requireRecruiter: RecruiterGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => requireVerifiedUser(request).user.id;
  const talent = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };
  const recruiter = {
    preValidation: async (request: FastifyRequest) => {
      await requireRecruiter(request);
    },
  };

  // The token is in the URL: no page it links to may learn it from the Referer, whatever the answer.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/talent/api/assignments/')) reply.header('referrer-policy', 'no-referrer');
  });

  /* ---------------------------------------------------------------- candidate */

  app.get(
    TALENT,
    {
      schema: {
        tags,
        summary: 'The assessment behind my link: what it is, how long, what is recorded, who sees it',
        params: token,
        response: { 200: AssignmentResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.page(userOf(request), request.params.token) }),
  );

  app.post(
    `${TALENT}/accommodations`,
    {
      schema: {
        tags,
        summary: 'Ask for extra time or extra takes before starting',
        params: token,
        body: RequestAccommodationSchema,
        response: { 201: AssignmentResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await assignments.requestAccommodation(userOf(request), request.params.token, request.body),
      }),
  );

  app.post(
    `${TALENT}/start`,
    {
      schema: {
        tags,
        summary: 'Start: the graded attempt (skill test) or the interview session; uses up the link',
        params: token,
        response: { 200: AssignmentResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.start(userOf(request), request.params.token) }),
  );

  app.post(
    `${TALENT}/use-badge`,
    {
      schema: {
        tags,
        summary: 'Answer a skill test with a valid badge that covers it (the test passport)',
        params: token,
        body: UseBadgeSchema,
        response: { 200: AssignmentResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.useBadge(userOf(request), request.params.token, request.body.badge_id),
    }),
  );

  app.get(
    `${TALENT}/result`,
    {
      schema: {
        tags,
        summary: 'My result and what the recruiter sees of it (409 until completed)',
        params: token,
        response: { 200: AssignmentResultResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.result(userOf(request), request.params.token) }),
  );

  app.get(
    `${TALENT}/interview`,
    {
      schema: {
        tags,
        summary: 'The interview: questions in order with their takes, and where a reload resumes',
        params: token,
        response: { 200: InterviewSessionResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.session(userOf(request), request.params.token) }),
  );

  app.post(
    `${TALENT}/interview/questions/:questionId/takes`,
    {
      schema: {
        tags,
        summary: 'Start a take of the current question: think time starts on the server',
        params: tokenQuestion,
        body: StartTakeSchema,
        response: { 201: TakeResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await assignments.startTake(
          userOf(request),
          request.params.token,
          request.params.questionId,
          request.body.mode,
        ),
      }),
  );

  app.post(
    `${TALENT}/interview/takes/:takeId/answer`,
    {
      schema: {
        tags,
        summary: 'Answering starts (at the latest when think time ended)',
        params: tokenTake,
        response: { 200: TakeResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.answerTake(userOf(request), request.params.token, request.params.takeId),
    }),
  );

  app.post(
    `${TALENT}/interview/takes/:takeId/stop`,
    {
      schema: {
        tags,
        summary: 'Stop the take: the server dates it and records any overrun',
        params: tokenTake,
        body: StopTakeSchema,
        response: { 200: TakeResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.stopTake(
        userOf(request),
        request.params.token,
        request.params.takeId,
        request.body.duration_seconds,
      ),
    }),
  );

  app.put(
    `${TALENT}/interview/takes/:takeId/recording`,
    {
      schema: {
        tags,
        summary: 'Attach the recording (a completed interview_answer upload) or the written answer',
        params: tokenTake,
        body: AttachRecordingSchema,
        response: { 200: TakeResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.attachRecording(
        userOf(request),
        request.params.token,
        request.params.takeId,
        request.body,
      ),
    }),
  );

  app.post(
    `${TALENT}/interview/takes/:takeId/keep`,
    {
      schema: {
        tags,
        summary: 'Keep this take as the answer; the other takes are deleted',
        params: tokenTake,
        response: { 200: InterviewSessionResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.keepTake(userOf(request), request.params.token, request.params.takeId),
    }),
  );

  app.post(
    `${TALENT}/interview/takes/:takeId/discard`,
    {
      schema: {
        tags,
        summary: 'Discard this take (it still counts); its recording is deleted',
        params: tokenTake,
        response: { 200: InterviewSessionResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await assignments.discardTake(userOf(request), request.params.token, request.params.takeId),
    }),
  );

  app.get(
    `${TALENT}/interview/takes/:takeId/media`,
    {
      schema: {
        tags,
        summary: 'Play back one of my takes (Range supported)',
        params: tokenTake,
        response: { ...media, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        files,
        await assignments.takeMedia(userOf(request), request.params.token, request.params.takeId),
      ),
  );

  app.post(
    `${TALENT}/interview/submit`,
    {
      schema: {
        tags,
        summary: 'Send the interview (every question kept or out of takes)',
        params: token,
        response: { 200: AssignmentResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.submitInterview(userOf(request), request.params.token) }),
  );

  app.get(
    `${TALENT}/interview/recordings`,
    {
      schema: {
        tags,
        summary: 'The ledger of my recordings: what is held, until when, who watched',
        params: token,
        response: { 200: RecordingLedgerResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.ledger(userOf(request), request.params.token) }),
  );

  app.delete(
    `${TALENT}/interview/recordings`,
    {
      schema: {
        tags,
        summary: 'Delete every recording and written answer now (ratings stay)',
        params: token,
        response: { 200: RecordingLedgerResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await assignments.deleteRecordings(userOf(request), request.params.token) }),
  );

  /* ---------------------------------------------------------------- recruiter */

  app.get(
    '/recruiter/api/assignment-options',
    {
      schema: {
        tags,
        summary: "What can be sent: the bank's tests, interview templates, the default rubric",
        response: { 200: AssignmentOptionsSchema, ...errors },
      },
      ...recruiter,
    },
    async () => ({ data: await assignments.options() }),
  );

  app.post(
    '/recruiter/api/applications/:id/assignments',
    {
      schema: {
        tags,
        summary: 'Send a skill test or an asynchronous interview; the application moves to assessment',
        params: id,
        body: CreateAssignmentSchema,
        response: { 201: RecruiterAssignmentResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await assignments.create(await requireRecruiter(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/recruiter/api/applications/:id/assignments',
    {
      schema: {
        tags,
        summary: "An application's assessments, newest first",
        params: id,
        response: { 200: RecruiterAssignmentListSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await assignments.listForApplication(await requireRecruiter(request), request.params.id),
    }),
  );

  app.get(
    '/recruiter/api/assignments/:id',
    {
      schema: {
        tags,
        summary: 'One assessment with its result, answers and ratings',
        params: id,
        response: { 200: RecruiterAssignmentResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({ data: await assignments.get(await requireRecruiter(request), request.params.id) }),
  );

  app.post(
    '/recruiter/api/assignments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an assessment that is not completed',
        params: id,
        response: { 200: RecruiterAssignmentResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await assignments.cancel(await requireRecruiter(request), request.params.id),
    }),
  );

  app.post(
    '/recruiter/api/assignments/:id/accommodations/:requestId',
    {
      schema: {
        tags,
        summary: 'Grant or decline an accommodation request',
        params: idRequest,
        body: DecideAccommodationSchema,
        response: { 200: RecruiterAssignmentResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await assignments.decideAccommodation(
        await requireRecruiter(request),
        request.params.id,
        request.params.requestId,
        request.body,
      ),
    }),
  );

  app.get(
    '/recruiter/api/assignments/:id/answers/:questionId/media',
    {
      schema: {
        tags,
        summary: 'Play a kept answer (Range supported); the first play marks it watched',
        params: idQuestion,
        response: { ...media, ...errors },
      },
      ...recruiter,
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        files,
        await assignments.answerMedia(
          await requireRecruiter(request),
          request.params.id,
          request.params.questionId,
        ),
      ),
  );

  app.put(
    '/recruiter/api/assignments/:id/answers/:questionId/rating',
    {
      schema: {
        tags,
        summary: 'Rate a kept answer against the rubric, with a note',
        params: idQuestion,
        body: RateAnswerSchema,
        response: { 200: RecruiterAssignmentResponseSchema, ...errors },
      },
      ...recruiter,
    },
    async (request) => ({
      data: await assignments.rateAnswer(
        await requireRecruiter(request),
        request.params.id,
        request.params.questionId,
        request.body,
      ),
    }),
  );
}
