import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CourseInputSchema,
  CourseListQuerySchema,
  ExerciseRunSchema,
  LessonInputSchema,
  LessonProgressUpdateSchema,
  ModuleInputSchema,
  QuizCheckSchema,
  QuizSubmitSchema,
} from '@talent/contract/courses';
import { OPERATOR_API, TALENT_API, useCoursesApp } from './testing/courses-kit.ts';

const t = useCoursesApp();

const keysOf = (schema: z.core.$ZodType) =>
  Object.keys(
    (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ??
      {},
  );

// Values that tend to break parsers, ORMs and the rules: wrong types, huge and odd strings, nesting.
const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    '\u0000',
    "' OR 1=1 --",
    '__proto__',
    'x'.repeat(5000),
    -1,
    Number.POSITIVE_INFINITY,
    99999999999,
    null,
    true,
  ),
);

const bodyOf = (schema: z.core.$ZodType) => {
  const keys = [...keysOf(schema), '_method', 'user_id', 'done_at'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
    fc.anything({ maxDepth: 1 }),
  );
};

describe('bad input on the courses routes', () => {
  it('never answers 5xx, for candidates and operators, on real courses and lessons', async () => {
    const op = await t.operator();
    const { course, lessons } = await t.course(op);
    const { client } = await t.talent();
    await client.post(`${TALENT_API}/${course.id}/enrol`);
    const lesson = (id: string) => `${TALENT_API}/${course.id}/lessons/${id}`;
    const moduleId = course.modules[0]!.id;
    const routes: Array<[typeof client, 'POST' | 'PUT' | 'PATCH', string, z.core.$ZodType]> = [
      [client, 'PUT', `${lesson(lessons.video)}/progress`, LessonProgressUpdateSchema],
      [client, 'PUT', `${lesson(lessons.text)}/progress`, LessonProgressUpdateSchema],
      [client, 'POST', `${lesson(lessons.quiz)}/quiz/check`, QuizCheckSchema],
      [client, 'POST', `${lesson(lessons.final)}/quiz/submit`, QuizSubmitSchema],
      [client, 'POST', `${lesson(lessons.exercise)}/exercise/run`, ExerciseRunSchema],
      [op, 'POST', OPERATOR_API, CourseInputSchema],
      [op, 'PATCH', `${OPERATOR_API}/${course.id}`, CourseInputSchema],
      [op, 'POST', `${OPERATOR_API}/${course.id}/modules`, ModuleInputSchema],
      [op, 'PATCH', `${OPERATOR_API}/${course.id}/modules/${moduleId}`, ModuleInputSchema],
      [op, 'POST', `${OPERATOR_API}/${course.id}/modules/${moduleId}/lessons`, LessonInputSchema],
      [op, 'PATCH', `${OPERATOR_API}/${course.id}/lessons/${lessons.quiz}`, LessonInputSchema],
      [op, 'PATCH', `${OPERATOR_API}/${course.id}/lessons/${lessons.video}`, LessonInputSchema],
    ];
    for (const [who, method, url, schema] of routes) {
      await fc.assert(
        fc.asyncProperty(bodyOf(schema), async (payload) => {
          const asObject = payload && typeof payload === 'object' && !Array.isArray(payload);
          const res = await who.request(
            method,
            url,
            (asObject ? payload : { value: payload }) as Record<string, unknown>,
          );
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
    // The catalogue's query string.
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keysOf(CourseListQuerySchema)),
          fc.oneof(
            fc.string({ maxLength: 80 }),
            fc.constantFrom('%', '1e309', 'eyJvIjotMX0', 'x'.repeat(600)),
          ),
        ),
        async (params) => {
          const res = await client.get(`${TALENT_API}?${new URLSearchParams(params).toString()}`);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    // Odd ids and ranges.
    for (const id of ['x', '%00', '00000000-0000-0000-0000-000000000000', "'; DROP TABLE courses; --"]) {
      for (const url of [
        `${TALENT_API}/${encodeURIComponent(id)}`,
        `${lesson(encodeURIComponent(id))}`,
        `/talent/api/certificates/${encodeURIComponent(id)}/pdf`,
      ]) {
        expect((await client.get(url)).statusCode).toBeLessThan(500);
      }
    }
    for (const range of [
      'bytes=',
      'bytes=-',
      'bytes=5-2',
      'bytes=abc',
      'bytes=0-999999999999',
      'items=0-1',
    ]) {
      const res = await client.get(`${lesson(lessons.video)}/video`, { headers: { range } });
      expect(res.statusCode, range).toBeLessThan(500);
    }
  }, 120_000);
});
