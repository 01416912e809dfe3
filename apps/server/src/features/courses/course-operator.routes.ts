import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CourseInputSchema,
  LessonInputSchema,
  ModuleInputSchema,
  OperatorCourseListSchema,
  OperatorCourseResponseSchema,
} from '@talent/contract/courses';
import { requireOperator } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { effectiveMethod, withMethodOverride, withMethodOverrides } from '../../lib/routes.ts';
import type { CourseEditor } from './course-editor.ts';

const OPERATOR = '/shared/api/operator/courses';
const tags = ['operator'];
const course = z.object({ id: z.string().max(64) });
const module = z.object({ id: z.string().max(64), moduleId: z.string().max(64) });
const lesson = z.object({ id: z.string().max(64), lessonId: z.string().max(64) });

/**
 * A PATCH body: every field optional and without its default, so a field left out keeps its stored value (a
 * schema's `.partial()` would still fill `published: false` in).
 */
function patchOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof T]: z.ZodOptional<T[K]> }>;
}

const CoursePatchSchema = patchOf(CourseInputSchema);
const ModulePatchSchema = patchOf(ModuleInputSchema);
const LessonPatchSchema = patchOf(LessonInputSchema);

/** The operators' course editor (contract: courses.ts). Operators only: others 403, guests 401, before the body. */
export async function courseOperatorRoutes(fastify: FastifyInstance, { editor }: { editor: CourseEditor }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operator = {
    preValidation: async (request: FastifyRequest) => {
      requireOperator(request);
    },
  };

  app.get(
    OPERATOR,
    {
      schema: {
        tags,
        summary: 'Every course, drafts too, last edited first (operators only)',
        response: { 200: OperatorCourseListSchema, ...errors },
      },
      ...operator,
    },
    async () => ({ data: await editor.list() }),
  );

  app.post(
    OPERATOR,
    {
      schema: {
        tags,
        summary: 'Create a course (published only once it has lessons and a final quiz)',
        body: CourseInputSchema,
        response: { 201: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.code(201).send({ data: await editor.create(request.body) }),
  );

  app.get(
    `${OPERATOR}/:id`,
    {
      schema: {
        tags,
        summary: 'A course with every lesson in full: quiz keys, files, the exercise task, learners',
        params: course,
        response: { 200: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request) => ({ data: await editor.get(request.params.id) }),
  );

  for (const variant of withMethodOverride('PATCH')) {
    app.route({
      method: variant.method,
      url: `${OPERATOR}/:id`,
      config: variant.config,
      schema: {
        tags,
        summary: 'Edit a course; `published` publishes or withdraws it',
        hide: variant.hide,
        params: course,
        body: CoursePatchSchema,
        response: { 200: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
      handler: async (request) => ({ data: await editor.update(request.params.id, request.body) }),
    });
  }

  app.post(
    `${OPERATOR}/:id/modules`,
    {
      schema: {
        tags,
        summary: 'Add a module (at `position`, else last)',
        params: course,
        body: ModuleInputSchema,
        response: { 201: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await editor.addModule(request.params.id, request.body) }),
  );

  // PATCH edits or moves, DELETE deletes; forms reach both as POST + `_method`.
  for (const variant of withMethodOverrides(['PATCH', 'DELETE'] as const)) {
    app.route({
      method: variant.method,
      url: `${OPERATOR}/:id/modules/:moduleId`,
      config: variant.config,
      schema: {
        tags,
        summary:
          variant.method === 'DELETE'
            ? 'Delete a module with its lessons (409 when candidates have progress on them)'
            : 'Edit or move a module',
        hide: variant.hide,
        params: module,
        ...(variant.method === 'DELETE' ? {} : { body: ModulePatchSchema }),
        response: { 200: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
      handler: async (request) => {
        const { id, moduleId } = request.params as z.infer<typeof module>;
        if (effectiveMethod(request) === 'DELETE') return { data: await editor.deleteModule(id, moduleId) };
        const body = request.body as z.infer<typeof ModulePatchSchema>;
        return { data: await editor.updateModule(id, moduleId, body) };
      },
    });
  }

  app.post(
    `${OPERATOR}/:id/modules/:moduleId/lessons`,
    {
      schema: {
        tags,
        summary: 'Add a lesson to a module: text, video (uploaded files), quiz (with its key) or exercise',
        params: module,
        body: LessonInputSchema,
        response: { 201: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await editor.addLesson(request.params.id, request.params.moduleId, request.body),
      }),
  );

  for (const variant of withMethodOverrides(['PATCH', 'DELETE'] as const)) {
    app.route({
      method: variant.method,
      url: `${OPERATOR}/:id/lessons/:lessonId`,
      config: variant.config,
      schema: {
        tags,
        summary:
          variant.method === 'DELETE'
            ? 'Delete a lesson and the progress on it'
            : 'Edit or move a lesson (the fields sent change; its kind is checked as a whole)',
        hide: variant.hide,
        params: lesson,
        ...(variant.method === 'DELETE' ? {} : { body: LessonPatchSchema }),
        response: { 200: OperatorCourseResponseSchema, ...errors },
      },
      ...operator,
      handler: async (request) => {
        const { id, lessonId } = request.params as z.infer<typeof lesson>;
        if (effectiveMethod(request) === 'DELETE') return { data: await editor.deleteLesson(id, lessonId) };
        const body = request.body as z.infer<typeof LessonPatchSchema>;
        return { data: await editor.updateLesson(id, lessonId, body) };
      },
    });
  }
}
