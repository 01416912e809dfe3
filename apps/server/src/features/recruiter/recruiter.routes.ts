import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '@talent/contract/errors';
import {
  ApplicantListQuerySchema,
  ApplicantListSchema,
  ApplicantResponseSchema,
  CreateJobSchema,
  MoveApplicationSchema,
  RecruiterDashboardSchema,
  RecruiterInvitationResponseSchema,
  RecruiterInvitationSchema,
  RecruiterJobListQuerySchema,
  RecruiterJobListSchema,
  RecruiterJobResponseSchema,
  RecruiterMeSchema,
  UpdateJobSchema,
} from '@talent/contract/recruiter';
import { socketIdOf } from '../../lib/broadcast/broadcaster.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { contentDisposition, parseRange } from '../files/files.routes.ts';
import { guardedRecruiter } from '../../plugins/recruiter.plugin.ts';
import type { RecruiterService } from './recruiter.service.ts';

const BASE = '/recruiter/api';
const params = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });

/**
 * The recruiter console's API (contract: recruiter.ts). Every route checks the recruiter first (401 / 403), before
 * the params, query or body are validated; the viewer found then is what the handler uses.
 */
export async function recruiterRoutes(
  fastify: FastifyInstance,
  { recruiter }: { recruiter: RecruiterService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const viewerOf = guardedRecruiter;
  // This plugin's own context: the hook runs for these routes only.
  app.addHook('preValidation', async (request) => {
    await request.requireRecruiter();
  });
  const logError = (request: FastifyRequest) => (err: unknown) =>
    request.log.error({ err }, 'recruiter console: notifying after a change failed');
  const socket = (request: FastifyRequest) => socketIdOf(request.headers);

  app.get(
    `${BASE}/me`,
    {
      schema: {
        tags: ['recruiter'],
        summary: 'The signed-in recruiter and their company',
        response: { 200: RecruiterMeSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await recruiter.me(viewerOf(request)) }),
  );

  app.get(
    `${BASE}/dashboard`,
    {
      schema: {
        tags: ['recruiter'],
        summary: 'What needs the recruiter today, in one request',
        response: { 200: RecruiterDashboardSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await recruiter.dashboard(viewerOf(request)) }),
  );

  app.get(
    `${BASE}/jobs`,
    {
      schema: {
        tags: ['recruiter'],
        summary: "The company's jobs, newest first, with applications per state and overdue responses",
        querystring: RecruiterJobListQuerySchema,
        response: { 200: RecruiterJobListSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await recruiter.listJobs(viewerOf(request), request.query.status) }),
  );

  app.post(
    `${BASE}/jobs`,
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Post a job (open at once and found by the search)',
        body: CreateJobSchema,
        response: { 201: RecruiterJobResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await recruiter.createJob(viewerOf(request), request.body) }),
  );

  for (const variant of withMethodOverride('PATCH')) {
    app.route({
      method: variant.method,
      url: `${BASE}/jobs/:id`,
      config: variant.config,
      schema: {
        tags: ['recruiter'],
        summary: 'Change a job: whether only elite members may apply',
        hide: variant.hide,
        params,
        body: UpdateJobSchema,
        response: { 200: RecruiterJobResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        data: await recruiter.updateJob(viewerOf(request), request.params.id, request.body),
      }),
    });
  }

  app.post(
    `${BASE}/jobs/:id/close`,
    {
      schema: {
        tags: ['recruiter'],
        summary:
          'Close a job: its active applications close, their interviews are cancelled (409 when closed)',
        params,
        response: { 200: RecruiterJobResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await recruiter.closeJob(
        viewerOf(request),
        request.params.id,
        socket(request),
        logError(request),
      ),
    }),
  );

  app.get(
    `${BASE}/jobs/:id/applications`,
    {
      schema: {
        tags: ['recruiter'],
        summary: "A job's applicants, newest first, a page at a time, with counts per state",
        params,
        querystring: ApplicantListQuerySchema,
        response: { 200: ApplicantListSchema, ...errorResponses },
      },
    },
    async (request) => recruiter.listApplicants(viewerOf(request), request.params.id, request.query),
  );

  app.get(
    `${BASE}/applications/:id`,
    {
      schema: {
        tags: ['recruiter'],
        summary: 'An applicant: profile, files, badge, timeline, interviews, offers and the moves allowed',
        params,
        response: { 200: ApplicantResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await recruiter.detail(viewerOf(request), request.params.id, logError(request)),
    }),
  );

  app.get(
    `${BASE}/applications/:id/files/:fileId`,
    {
      schema: {
        tags: ['recruiter'],
        summary: "The application's resume or video (Range supported)",
        params: fileParams,
        response: {
          200: z.unknown().describe('The file, as its detected type'),
          206: z.unknown().describe('The requested byte range'),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          416: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { row, open } = await recruiter.file(viewerOf(request), request.params.id, request.params.fileId);
      const range = parseRange(request.headers.range, row.size);
      reply
        .header('content-type', row.type)
        .header('content-disposition', contentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') {
        reply.removeHeader('content-disposition');
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
      } else {
        reply.header('content-length', String(row.size));
      }
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(await open(range ?? undefined));
    },
  );

  app.post(
    `${BASE}/applications/:id/status`,
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Move an application (409 with a clear message when the pipeline forbids it)',
        params,
        body: MoveApplicationSchema,
        response: { 200: ApplicantResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await recruiter.move(
        viewerOf(request),
        request.params.id,
        request.body,
        socket(request),
        logError(request),
      ),
    }),
  );

  app.post(
    `${BASE}/invitations`,
    {
      schema: {
        tags: ['recruiter'],
        summary: "Invite a candidate to apply to one of the company's open jobs",
        body: RecruiterInvitationSchema,
        response: { 201: RecruiterInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await recruiter.invite(viewerOf(request), request.body, logError(request)) }),
  );
}
