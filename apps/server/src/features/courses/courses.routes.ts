import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RunResultSchema } from '@talent/contract/assessments';
import {
  CertificateListSchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseResponseSchema,
  ExerciseResultResponseSchema,
  ExerciseRunSchema,
  ExerciseSubmitSchema,
  LessonProgressResponseSchema,
  LessonProgressUpdateSchema,
  LessonResponseSchema,
  QuizCheckResponseSchema,
  QuizCheckSchema,
  QuizResultResponseSchema,
  QuizSubmitSchema,
} from '@talent/contract/courses';
import { ErrorSchema } from '@talent/contract/errors';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { withMethodOverride } from '../../lib/routes.ts';
import { contentDisposition, parseRange } from '../files/files.routes.ts';
import type { CoursesService } from './courses.service.ts';
import type { FileRow } from './courses.repository.ts';

const API = '/talent/api/courses';
const tags = ['courses'];
const course = z.object({ id: z.string().max(64) });
const lesson = z.object({ id: z.string().max(64), lessonId: z.string().max(64) });
const binary = {
  200: z.unknown().describe('The file'),
  206: z.unknown().describe('The requested byte range'),
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  416: ErrorSchema,
};

/**
 * Sends a stored file with Range support (players seek by asking for ranges; a HEAD gets the headers only).
 * `disposition` is the Content-Disposition, when the file is a download.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  courses: CoursesService,
  row: FileRow,
  { type, disposition }: { type: string; disposition?: string },
) {
  const range = row.encrypted ? null : parseRange(request.headers.range, row.size);
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', row.encrypted ? 'none' : 'bytes')
    .header('cache-control', 'private, no-store');
  if (disposition) reply.header('content-disposition', disposition);
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
  return reply.send(await courses.openFile(row, range ?? undefined));
}

/**
 * Courses for candidates (contract: courses.ts). Verified talents only (the talent area's guard keeps other roles
 * out); who may act is settled before the body is judged.
 */
export async function coursesRoutes(fastify: FastifyInstance, { courses }: { courses: CoursesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => requireVerifiedUser(request).user.id;
  const talent = {
    preValidation: async (request: FastifyRequest) => {
      requireVerifiedUser(request);
    },
  };

  app.get(
    API,
    {
      schema: {
        tags,
        summary: 'The catalogue: search, filters, order ("continue where you left off" first by default)',
        querystring: CourseListQuerySchema,
        response: { 200: CourseListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => courses.list(userOf(request), request.query),
  );

  app.get(
    `${API}/mine`,
    {
      schema: {
        tags,
        summary: 'The courses I enrolled in, last activity first',
        response: { 200: CourseListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => courses.mine(userOf(request)),
  );

  app.get(
    `${API}/:id`,
    {
      schema: {
        tags,
        summary: 'A course: syllabus, my progress and where to resume (404 unknown or unpublished)',
        params: course,
        response: { 200: CourseResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await courses.detail(userOf(request), request.params.id) }),
  );

  app.post(
    `${API}/:id/enrol`,
    {
      schema: {
        tags,
        summary: 'Enrol in a course (again: nothing changes)',
        params: course,
        response: { 200: CourseResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await courses.enrol(userOf(request), request.params.id) }),
  );

  app.get(
    `${API}/:id/lessons/:lessonId`,
    {
      schema: {
        tags,
        summary: 'A lesson with my progress (enrolled only, except preview lessons: else 403)',
        params: lesson,
        response: { 200: LessonResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await courses.lesson(userOf(request), request.params.id, request.params.lessonId),
    }),
  );

  for (const variant of withMethodOverride('PUT')) {
    app.route({
      method: variant.method,
      url: `${API}/:id/lessons/:lessonId/progress`,
      config: variant.config,
      schema: {
        tags,
        summary: 'Save my position (last write by client_time wins) or mark the lesson done (never undone)',
        hide: variant.hide,
        params: lesson,
        body: LessonProgressUpdateSchema,
        response: { 200: LessonProgressResponseSchema, ...errors },
      },
      ...talent,
      handler: async (request) => ({
        data: await courses.saveProgress(
          userOf(request),
          request.params.id,
          request.params.lessonId,
          request.body,
        ),
      }),
    });
  }

  app.post(
    `${API}/:id/lessons/:lessonId/quiz/check`,
    {
      schema: {
        tags,
        summary: 'Check one answer of a quiz, with its explanation (nothing stored)',
        params: lesson,
        body: QuizCheckSchema,
        response: { 200: QuizCheckResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await courses.quizCheck(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.post(
    `${API}/:id/lessons/:lessonId/quiz/submit`,
    {
      schema: {
        tags,
        summary: 'Submit a quiz: graded, the best score kept, done at the pass mark; retry at once',
        params: lesson,
        body: QuizSubmitSchema,
        response: { 200: QuizResultResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await courses.quizSubmit(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.post(
    `${API}/:id/lessons/:lessonId/exercise/run`,
    {
      schema: {
        tags,
        summary: 'Run my code on the samples and my own input in the sandbox (rate limited)',
        params: lesson,
        body: ExerciseRunSchema,
        response: { 200: RunResultSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await courses.exerciseRun(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.post(
    `${API}/:id/lessons/:lessonId/exercise/submit`,
    {
      schema: {
        tags,
        summary: 'Submit my code: every test, hidden ones included; all passing marks the exercise done',
        params: lesson,
        body: ExerciseSubmitSchema,
        response: { 200: ExerciseResultResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await courses.exerciseSubmit(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.get(
    `${API}/:id/lessons/:lessonId/video`,
    {
      schema: {
        tags,
        summary: "A video lesson's clip (Range requests; enrolled, or a preview lesson)",
        params: lesson,
        response: binary,
      },
      ...talent,
    },
    async (request, reply) => {
      const row = await courses.lessonMedia(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        'video',
      );
      return sendFile(request, reply, courses, row, { type: row.type });
    },
  );

  app.get(
    `${API}/:id/lessons/:lessonId/captions`,
    {
      schema: {
        tags,
        summary: "A video lesson's captions (WebVTT)",
        params: lesson,
        response: binary,
      },
      ...talent,
    },
    async (request, reply) => {
      const row = await courses.lessonMedia(
        userOf(request),
        request.params.id,
        request.params.lessonId,
        'captions',
      );
      return sendFile(request, reply, courses, row, { type: 'text/vtt; charset=utf-8' });
    },
  );

  app.get(
    '/talent/api/certificates',
    {
      schema: {
        tags,
        summary: 'My course certificates, newest first',
        response: { 200: CertificateListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await courses.certificates(userOf(request)) }),
  );

  app.get(
    '/talent/api/certificates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'My certificate as a PDF, with its verification link and QR code (another one → 404)',
        params: course,
        response: binary,
      },
      ...talent,
    },
    async (request, reply) => {
      const { file } = await courses.certificatePdf(userOf(request), request.params.id);
      return sendFile(request, reply, courses, file, {
        type: 'application/pdf',
        disposition: contentDisposition(file.name),
      });
    },
  );
}
