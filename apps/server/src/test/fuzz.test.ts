import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdatePasswordSchema,
} from '@talent/contract/auth';
import {
  ApplicationDraftSchema,
  SubmitApplicationSchema,
  WithdrawApplicationSchema,
} from '@talent/contract/applications';
import {
  CreateSavedSearchSchema,
  JobSearchQuerySchema,
  UpdateSavedSearchSchema,
} from '@talent/contract/jobs';
import { createJob, DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { useTestApp } from './harness.ts';

const t = useTestApp();

const routes: Array<[string, string, z.ZodType]> = [
  ['POST', '/register', RegisterSchema],
  ['POST', '/login', LoginSchema],
  ['POST', '/forgot-password', ForgotPasswordSchema],
  ['POST', '/reset-password', ResetPasswordSchema],
  ['PUT', '/user/password', UpdatePasswordSchema],
  ['POST', '/logout', z.object({})],
  ['POST', '/email/verification-notification', z.object({})],
  ['POST', '/talent/api/saved-searches', CreateSavedSearchSchema],
  ['PATCH', '/talent/api/saved-searches/00000000-0000-4000-8000-000000000000', UpdateSavedSearchSchema],
  ['PUT', '/talent/api/jobs/not-a-uuid/save', z.object({})],
  ['POST', '/talent/api/jobs/:job/applications', SubmitApplicationSchema],
  ['PUT', '/talent/api/jobs/:job/application-draft', ApplicationDraftSchema],
  [
    'POST',
    '/talent/api/applications/00000000-0000-4000-8000-000000000000/withdraw',
    WithdrawApplicationSchema,
  ],
  [
    'POST',
    '/talent/api/files',
    z.object({ kind: z.string(), duration_seconds: z.number(), file: z.string() }),
  ],
];

function keysOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

// Values that tend to break parsers and ORMs: wrong types, huge and odd strings, nesting, prototype keys.
const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    "' OR 1=1 --",
    '__proto__',
    'a@b',
    'x'.repeat(5000),
    '😀@例え.テスト',
  ),
);

describe('property-based fuzz of every route with a body', () => {
  it.each(routes)('%s %s never answers 5xx', async (method, url, schema) => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    // Routes under a job get a real open one, so the body reaches the rules past the 404.
    if (url.includes(':job')) url = url.replace(':job', (await createJob(t.database.db)).id);
    const keys = [...keysOf(schema), '_method', '_token', 'role', 'is_admin'];
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
      fc.anything({ maxDepth: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, form) => {
        const asObject = payload && typeof payload === 'object' && !Array.isArray(payload);
        const res = await client.request(
          method as 'POST',
          url,
          (asObject ? payload : { value: payload }) as Record<string, unknown>,
          { form },
        );
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});

describe('property-based fuzz of the job search query string', () => {
  it('GET /talent/api/jobs never answers 5xx', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const keys = keysOf(JobSearchQuerySchema);
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom(
        'remote,hybrid',
        '-1',
        '1e309',
        'NaN',
        'true',
        "' OR 1=1 --",
        '%',
        '\\',
        'x'.repeat(600),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), async (params) => {
        const res = await client.get(`/talent/api/jobs?${new URLSearchParams(params).toString()}`);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
