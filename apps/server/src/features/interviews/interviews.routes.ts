import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptSlotSchema,
  CancelInterviewSchema,
  CreateInterviewRequestSchema,
  DeclineInterviewRequestSchema,
  DeclineRescheduleSchema,
  InterviewListQuerySchema,
  InterviewListSchema,
  InterviewRequestListQuerySchema,
  InterviewRequestListSchema,
  InterviewRequestResponseSchema,
  InterviewResponseSchema,
  ProposeLocalSlotsSchema,
  ProposeSlotsSchema,
  RecordOutcomeSchema,
  RecruiterRescheduleSchema,
  RequestRescheduleSchema,
} from '@talent/contract/interviews';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { PipelineViewer, RecruiterGuard } from '../pipeline/viewer.ts';
import type { InterviewsService } from './interviews.service.ts';

const params = z.object({ id: z.string().max(64) });
const tags = ['interviews'];

/**
 * Interview requests and interviews, both sides (contract: interviews.ts). Who may act is settled before the body
 * is judged: a guest gets 401, a talent on `/recruiter/api` 403, never field errors.
 */
export async function interviewsRoutes(
  fastify: FastifyInstance,
  { interviews, requireRecruiter }: { interviews: InterviewsService; requireRecruiter: RecruiterGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const talentOf = (request: FastifyRequest): Extract<PipelineViewer, { kind: 'talent' }> => {
    const { user } = requireVerifiedUser(request);
    return { kind: 'talent', userId: user.id, name: user.name, timezone: user.timezone };
  };
  // The recruiter is looked up once, before validation, and kept for the handler.
  // The guard looks the recruiter up once per request, so the handler asking again costs nothing.
  const recruiterGuard = async (request: FastifyRequest) => {
    await requireRecruiter(request);
  };
  const recruiterOf = (request: FastifyRequest) => requireRecruiter(request);
  const talentGuard = async (request: FastifyRequest) => {
    talentOf(request);
  };
  const socket = (request: FastifyRequest) => socketIdOf(request.headers);

  const sendIcs = async (reply: FastifyReply, viewer: PipelineViewer, id: string) => {
    const { body, filename } = await interviews.calendar(viewer, id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  };

  // ---------------------------------------------------------------------------------------------------------
  // Candidate

  app.get(
    '/talent/api/interview-requests',
    {
      schema: {
        tags,
        summary: 'My interview requests (open: pending and proposed; pending first, then newest)',
        querystring: InterviewRequestListQuerySchema,
        response: { 200: InterviewRequestListSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => interviews.listRequests(talentOf(request), request.query),
  );

  app.get(
    '/talent/api/interview-requests/:id',
    {
      schema: {
        tags,
        summary: 'One of my interview requests, its slots in both zones',
        params,
        response: { 200: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({ data: await interviews.getRequest(talentOf(request), request.params.id) }),
  );

  app.post(
    '/talent/api/interview-requests/:id/accept',
    {
      schema: {
        tags,
        summary: "Accept one of the recruiter's slots: the interview is scheduled",
        params,
        body: AcceptSlotSchema,
        response: { 201: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await interviews.acceptSlot(
          talentOf(request),
          request.params.id,
          request.body.slot_id,
          socket(request),
        ),
      }),
  );

  app.post(
    '/talent/api/interview-requests/:id/propose',
    {
      schema: {
        tags,
        summary: 'Propose other times (the request waits for the recruiter)',
        params,
        body: ProposeSlotsSchema,
        response: { 200: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({
      data: await interviews.proposeTalentSlots(
        talentOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/talent/api/interview-requests/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline an interview request with a reason',
        params,
        body: DeclineInterviewRequestSchema,
        response: { 200: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({
      data: await interviews.declineRequest(
        talentOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.get(
    '/talent/api/interviews',
    {
      schema: {
        tags,
        summary:
          'My interviews (upcoming: soonest first; completed: latest first, with past and cancelled ones)',
        querystring: InterviewListQuerySchema,
        response: { 200: InterviewListSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => interviews.listInterviews(talentOf(request), request.query),
  );

  app.get(
    '/talent/api/interviews/:id',
    {
      schema: {
        tags,
        summary: 'One of my interviews',
        params,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({ data: await interviews.getInterview(talentOf(request), request.params.id) }),
  );

  app.get(
    '/talent/api/interviews/:id/calendar.ics',
    {
      schema: { tags, summary: 'The interview as an .ics file (text/calendar)', params },
      preValidation: talentGuard,
    },
    async (request, reply) => sendIcs(reply, talentOf(request), request.params.id),
  );

  app.post(
    '/talent/api/interviews/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Ask the recruiter to move the interview to one of these times',
        params,
        body: RequestRescheduleSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({
      data: await interviews.requestReschedule(
        talentOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/talent/api/interviews/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an interview that has not started',
        params,
        body: CancelInterviewSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: talentGuard,
    },
    async (request) => ({
      data: await interviews.cancelInterview(
        talentOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  // ---------------------------------------------------------------------------------------------------------
  // Recruiter

  app.post(
    '/recruiter/api/applications/:id/interview-requests',
    {
      schema: {
        tags,
        summary:
          'Propose interview slots (local times in a named zone); moves review / assessment to interviewing',
        params,
        body: CreateInterviewRequestSchema,
        response: { 201: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await interviews.createRequest(
          await recruiterOf(request),
          request.params.id,
          request.body,
          socket(request),
        ),
      }),
  );

  app.post(
    '/recruiter/api/interview-requests/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a time the candidate proposed: the interview is scheduled',
        params,
        body: AcceptSlotSchema,
        response: { 201: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await interviews.acceptSlot(
          await recruiterOf(request),
          request.params.id,
          request.body.slot_id,
          socket(request),
        ),
      }),
  );

  app.post(
    '/recruiter/api/interview-requests/:id/slots',
    {
      schema: {
        tags,
        summary: 'Propose new times (replaces the proposed ones; the request waits for the candidate again)',
        params,
        body: ProposeLocalSlotsSchema,
        response: { 200: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.proposeRecruiterSlots(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/recruiter/api/interview-requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an open interview request',
        params,
        body: CancelInterviewSchema,
        response: { 200: InterviewRequestResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.cancelRequest(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.get(
    '/recruiter/api/interviews',
    {
      schema: {
        tags,
        summary: "The company's interviews",
        querystring: InterviewListQuerySchema,
        response: { 200: InterviewListSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => interviews.listInterviews(await recruiterOf(request), request.query),
  );

  app.get(
    '/recruiter/api/interviews/:id',
    {
      schema: {
        tags,
        summary: 'One interview',
        params,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.getInterview(await recruiterOf(request), request.params.id),
    }),
  );

  app.get(
    '/recruiter/api/interviews/:id/calendar.ics',
    {
      schema: { tags, summary: 'The interview as an .ics file (text/calendar)', params },
      preValidation: recruiterGuard,
    },
    async (request, reply) => sendIcs(reply, await recruiterOf(request), request.params.id),
  );

  app.post(
    '/recruiter/api/interviews/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Move the interview (answers a pending reschedule request; calendars update by SEQUENCE)',
        params,
        body: RecruiterRescheduleSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.reschedule(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/recruiter/api/interviews/:id/reschedule/decline',
    {
      schema: {
        tags,
        summary: "Decline the candidate's reschedule request (the interview keeps its time)",
        params,
        body: DeclineRescheduleSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.declineReschedule(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/recruiter/api/interviews/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Record the outcome, the feedback shared with the candidate, and private notes',
        params,
        body: RecordOutcomeSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.recordOutcome(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );

  app.post(
    '/recruiter/api/interviews/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled interview that has not started',
        params,
        body: CancelInterviewSchema,
        response: { 200: InterviewResponseSchema, ...errorResponses },
      },
      preValidation: recruiterGuard,
    },
    async (request) => ({
      data: await interviews.cancelInterview(
        await recruiterOf(request),
        request.params.id,
        request.body,
        socket(request),
      ),
    }),
  );
}
