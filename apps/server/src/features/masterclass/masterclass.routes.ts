import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '@talent/contract/errors';
import {
  CalendarFeedResponseSchema,
  MasterclassHubResponseSchema,
  OperatorTalkListSchema,
  OperatorTalkResponseSchema,
  TalkCancelSchema,
  TalkInputSchema,
  TalkListQuerySchema,
  TalkListSchema,
  TalkQuestionInputSchema,
  TalkQuestionListSchema,
  TalkRatingInputSchema,
  TalkRecordingInputSchema,
  TalkRequestInputSchema,
  TalkRequestListSchema,
  TalkRequestResponseSchema,
  TalkRequestStatusInputSchema,
  TalkResponseSchema,
} from '@talent/contract/masterclass';
import { requireOperator, requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { contentDisposition, parseRange } from '../files/files.routes.ts';
import type { MasterclassService } from './masterclass.service.ts';
import { OperatorTalkRequestListQuerySchema, TalkRequestListQuerySchema } from './talk-requests.service.ts';

const TALENT = '/talent/api';
const OPERATOR = '/shared/api/operator';
const tags = ['masterclass'];
const operatorTags = ['operator', 'masterclass'];
const id = z.object({ id: z.string().max(64) });
const question = z.object({ id: z.string().max(64), qid: z.string().max(64) });
const MEDIA = ['recording', 'captions', 'slides'] as const;

/**
 * PATCH takes any subset of the talk's fields. Not `TalkInputSchema.partial()` as is: its defaults would fill in
 * every field left out (an empty abstract, no resources), so each field is optional without its default here.
 */
const TalkPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(TalkInputSchema.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
      ]),
    ),
  )
  .strict() as unknown as ReturnType<typeof TalkInputSchema.partial>;

/**
 * Masterclass talks and talk requests (contract: masterclass.ts). Candidates (`/talent/api`, verified) read every
 * talk and act on their own registrations, questions, votes, ratings and calendar feed; operators
 * (`/shared/api/operator`) schedule and manage talks and answer requests; the calendar feed itself is public at an
 * unguessable address. Who may act is settled before the body is judged (401 guest, 403 other role).
 */
export async function masterclassRoutes(
  fastify: FastifyInstance,
  { masterclass }: { masterclass: MasterclassService },
) {
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

  /** A stored file as players and viewers fetch it: type, length, ranges, HEAD. */
  async function sendMedia(
    request: FastifyRequest,
    reply: FastifyReply,
    talkId: string,
    media: (typeof MEDIA)[number],
  ) {
    const { file, open } = await masterclass.media(talkId, media);
    const range = file.encrypted ? null : parseRange(request.headers.range, file.size);
    reply
      .header('content-type', file.type)
      .header('content-disposition', contentDisposition(file.name).replace(/^attachment/, 'inline'))
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', file.encrypted ? 'none' : 'bytes')
      .header('cache-control', 'private, max-age=3600');
    if (range === 'unsatisfiable') {
      reply.removeHeader('content-disposition');
      return reply
        .code(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send({ message: 'Range Not Satisfiable' });
    }
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', String(range.end - range.start + 1));
    } else {
      reply.header('content-length', String(file.size));
    }
    if (request.method === 'HEAD') return reply.send(Readable.from([]));
    return reply.send(await open(range ?? undefined));
  }

  const mediaResponses = {
    200: z.unknown().describe('The file, as its detected type'),
    206: z.unknown().describe('The requested byte range'),
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    416: ErrorSchema,
  };

  /* ---------------------------------------------------------------- candidate: talks */

  app.get(
    `${TALENT}/masterclass`,
    {
      schema: {
        tags,
        summary: 'The masterclass hub: categories, the next talks, recordings, my registrations',
        response: { 200: MasterclassHubResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.hub(userOf(request)) }),
  );

  app.get(
    `${TALENT}/talks`,
    {
      schema: {
        tags,
        summary: 'Upcoming talks (soonest first) or past ones (newest first), by category and words',
        querystring: TalkListQuerySchema,
        response: { 200: TalkListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.list(userOf(request), request.query),
  );

  app.get(
    `${TALENT}/talks/mine`,
    {
      schema: {
        tags,
        summary: 'The talks I am registered or waitlisted for: upcoming first, then past',
        response: { 200: TalkListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.mine(userOf(request)),
  );

  app.get(
    `${TALENT}/talks/:id`,
    {
      schema: {
        tags,
        summary: 'One talk: abstract, speaker, seats, my registration, join link, recording',
        params: id,
        response: { 200: TalkResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.detail(userOf(request), request.params.id) }),
  );

  app.post(
    `${TALENT}/talks/:id/registration`,
    {
      schema: {
        tags,
        summary: 'Register (a seat, or the waitlist when full); again while registered changes nothing',
        params: id,
        response: { 200: TalkResponseSchema, 201: TalkResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) => {
      const { created, talk } = await masterclass.register(userOf(request), request.params.id);
      return reply.code(created ? 201 : 200).send({ data: talk });
    },
  );

  app.delete(
    `${TALENT}/talks/:id/registration`,
    {
      schema: {
        tags,
        summary: 'Cancel my registration before the start; the first person waiting gets the seat',
        params: id,
        response: { 200: TalkResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.unregister(userOf(request), request.params.id) }),
  );

  app.get(
    `${TALENT}/talks/:id/invite.ics`,
    {
      schema: { tags, summary: 'The talk as an .ics file (registered or waitlisted people)', params: id },
      ...talent,
    },
    async (request, reply) => {
      const { body, filename } = await masterclass.inviteFile(userOf(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  for (const media of MEDIA) {
    app.get(
      `${TALENT}/talks/:id/${media}`,
      {
        schema: {
          tags,
          summary: `The talk's ${media} (Range supported)`,
          params: id,
          response: mediaResponses,
        },
        ...talent,
      },
      async (request, reply) => sendMedia(request, reply, request.params.id, media),
    );
  }

  /* ---------------------------------------------------------------- candidate: questions and rating */

  app.get(
    `${TALENT}/talks/:id/questions`,
    {
      schema: {
        tags,
        summary: 'Questions for the speaker, most upvoted first',
        params: id,
        response: { 200: TalkQuestionListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.questions(userOf(request), request.params.id),
  );

  app.post(
    `${TALENT}/talks/:id/questions`,
    {
      schema: {
        tags,
        summary: 'Ask a question before the talk ends (registered or waitlisted)',
        params: id,
        body: TalkQuestionInputSchema,
        response: { 201: TalkQuestionListSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      reply.code(201).send(await masterclass.ask(userOf(request), request.params.id, request.body.body)),
  );

  app.put(
    `${TALENT}/talks/:id/questions/:qid/vote`,
    {
      schema: {
        tags,
        summary: "Upvote someone else's question (once; again changes nothing)",
        params: question,
        response: { 200: TalkQuestionListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.vote(userOf(request), request.params.id, request.params.qid, true),
  );

  app.delete(
    `${TALENT}/talks/:id/questions/:qid/vote`,
    {
      schema: {
        tags,
        summary: 'Take my upvote back',
        params: question,
        response: { 200: TalkQuestionListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.vote(userOf(request), request.params.id, request.params.qid, false),
  );

  app.put(
    `${TALENT}/talks/:id/rating`,
    {
      schema: {
        tags,
        summary: 'Rate a talk I attended, once it has ended (again replaces it)',
        params: id,
        body: TalkRatingInputSchema,
        response: { 200: TalkResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.rate(userOf(request), request.params.id, request.body) }),
  );

  /* ---------------------------------------------------------------- candidate: calendar feed */

  app.get(
    `${TALENT}/calendar-feed`,
    {
      schema: {
        tags,
        summary: 'My personal calendar feed address (made on first use)',
        response: { 200: CalendarFeedResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.feed(userOf(request)) }),
  );

  app.post(
    `${TALENT}/calendar-feed/rotate`,
    {
      schema: {
        tags,
        summary: 'A new feed address; the old one stops working',
        response: { 200: CalendarFeedResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.rotateFeed(userOf(request)) }),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'A personal calendar feed (public; the address is the secret): text/calendar',
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.unknown().describe('text/calendar'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const body = token ? await masterclass.feedCalendar(token) : null;
      if (body === null) return reply.code(404).send({ message: 'Not Found' });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="masterclass.ics"')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );

  /* ---------------------------------------------------------------- candidate: talk requests */

  app.get(
    `${TALENT}/talk-requests`,
    {
      schema: {
        tags,
        summary: 'Talk requests: most upvoted or newest first; by status; only mine',
        querystring: TalkRequestListQuerySchema,
        response: { 200: TalkRequestListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => masterclass.requests.list(userOf(request), request.query),
  );

  app.post(
    `${TALENT}/talk-requests`,
    {
      schema: {
        tags,
        summary: 'Propose a talk I would give, or ask for one',
        body: TalkRequestInputSchema,
        response: { 201: TalkRequestResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await masterclass.requests.create(userOf(request), request.body) }),
  );

  app.put(
    `${TALENT}/talk-requests/:id/vote`,
    {
      schema: {
        tags,
        summary: "Upvote someone else's request (once; again changes nothing)",
        params: id,
        response: { 200: TalkRequestResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.requests.vote(userOf(request), request.params.id, true) }),
  );

  app.delete(
    `${TALENT}/talk-requests/:id/vote`,
    {
      schema: {
        tags,
        summary: 'Take my upvote back',
        params: id,
        response: { 200: TalkRequestResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await masterclass.requests.vote(userOf(request), request.params.id, false) }),
  );

  /* ---------------------------------------------------------------- operators */

  app.get(
    `${OPERATOR}/talks`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Every talk, whatever its status: upcoming first (operators only)',
        response: { 200: OperatorTalkListSchema, ...errors },
      },
      ...operator,
    },
    async () => masterclass.operatorList(),
  );

  app.post(
    `${OPERATOR}/talks`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Schedule a talk (with `request_id`, the request it answers becomes scheduled)',
        body: TalkInputSchema,
        response: { 201: OperatorTalkResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await masterclass.createTalk(requireOperator(request).user.id, request.body) }),
  );

  app.get(
    `${OPERATOR}/talks/:id`,
    {
      schema: {
        tags: operatorTags,
        summary: 'One talk with its registrations, waitlist and questions',
        params: id,
        response: { 200: OperatorTalkResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await masterclass.operatorTalk(request.params.id) }),
  );

  app.patch(
    `${OPERATOR}/talks/:id`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Change a talk: a new time re-sends invites; more seats promote from the waitlist',
        params: id,
        body: TalkPatchSchema,
        response: { 200: OperatorTalkResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await masterclass.updateTalk(request.params.id, request.body) }),
  );

  app.post(
    `${OPERATOR}/talks/:id/cancel`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Cancel a talk: everyone registered or waiting is told, with a calendar cancellation',
        params: id,
        body: TalkCancelSchema,
        response: { 200: OperatorTalkResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await masterclass.cancelTalk(request.params.id, request.body.reason) }),
  );

  app.put(
    `${OPERATOR}/talks/:id/recording`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Attach the uploaded recording (with chapters and captions) and slides',
        params: id,
        body: TalkRecordingInputSchema,
        response: { 200: OperatorTalkResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await masterclass.setRecording(request.params.id, request.body) }),
  );

  for (const media of MEDIA) {
    app.get(
      `${OPERATOR}/talks/:id/${media}`,
      {
        schema: {
          tags: operatorTags,
          summary: `The talk's ${media}, for operators (Range supported)`,
          params: id,
          response: mediaResponses,
        },
        ...operator,
      },
      async (request, reply) => sendMedia(request, reply, request.params.id, media),
    );
  }

  app.get(
    `${OPERATOR}/talk-requests`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Talk requests, most upvoted first, by status (operators only)',
        querystring: OperatorTalkRequestListQuerySchema,
        response: { 200: TalkRequestListSchema, ...errors },
      },
      ...operator,
    },
    async (request) => masterclass.requests.list(null, request.query, 'operator'),
  );

  app.post(
    `${OPERATOR}/talk-requests/:id/status`,
    {
      schema: {
        tags: operatorTags,
        summary: 'Move a request: under review, scheduled (with the talk) or declined (with a reason)',
        params: id,
        body: TalkRequestStatusInputSchema,
        response: { 200: TalkRequestResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await masterclass.requests.setStatus(request.params.id, request.body) }),
  );
}
