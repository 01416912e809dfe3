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
import {
  createCompany,
  createJob,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../seed/factories.ts';
import { useTestApp, type TestClient } from './harness.ts';
import { ownerOf, registeredRoutes, type Role } from './registered-routes.ts';

const t = useTestApp();

// Classic and zod/mini schemas alike (the auth schemas are zod/mini).
const routes: Array<[string, string, z.core.$ZodType]> = [
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

function keysOf(schema: z.core.$ZodType): string[] {
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

/** A signed-in client for each role, the recruiter linked to a company (beforeEach empties the tables). */
async function roleClients(): Promise<Record<Role, TestClient>> {
  const db = t.database.db;
  const signIn = async (user: { email: string }) => {
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return client;
  };
  const recruiterUser = await createRecruiterUser(db);
  await createRecruiter(db, (await createCompany(db)).id, {
    userId: recruiterUser.id,
    name: recruiterUser.name,
  });
  return {
    talent: await signIn(await createTalent(db)),
    recruiter: await signIn(recruiterUser),
    operator: await signIn(await createOperator(db)),
  };
}

const ID = '00000000-0000-4000-8000-000000000000';
const mutating = () => registeredRoutes(t.app).filter(([method]) => method !== 'GET');

describe('deeply nested JSON on every route with a body', () => {
  it('answers 400 before anything walks a body nested thousands deep', async () => {
    const as = await roleClients();
    const bodies = [
      '{"a":'.repeat(4000) + '1' + '}'.repeat(4000),
      '{"a":' + '['.repeat(4000) + ']'.repeat(4000) + '}',
      '{"a":' + '{"b":['.repeat(40) + ']}'.repeat(40) + '}',
    ];
    const routes = mutating();
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const [method, pattern] of routes) {
      const url = pattern.replace(/:[a-zA-Z]+/g, ID);
      // The Pusher HTTP API checks the body's signature first: an unsigned body is refused before it is read.
      const expected = pattern.startsWith('/apps/') ? 401 : 400;
      for (const raw of bodies) {
        const res = await as[ownerOf(pattern)].request(method, url, undefined, { raw });
        if (res.statusCode !== expected) failures.push(`${method} ${pattern}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  default?: unknown;
};

/** A plausible value for a schema: every property present, the first enum value, one item per array. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) return sample(branch.find((s) => s.type !== 'null') ?? branch[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
  }
  if (type === 'array') return schema.items ? [sample(schema.items)] : [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return ID;
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'date-time') return '2027-01-04T09:00:00.000Z';
  if (schema.format === 'date') return '2027-01-04';
  return 'x';
}

/** Paths to every leaf of a sampled value, numbers first noted as such. */
function leaves(
  value: unknown,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; numeric: boolean }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [{ path, numeric: typeof value === 'number' }];
}

function withLeaf(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]!] = withLeaf(copy[path[0]!], path.slice(1), leaf);
  return copy;
}

// Raw JSON: the 32-bit edges, the largest exact double and one past it, negatives, exponents beyond a double, and
// the strings a lenient parser turns into NaN or Infinity.
const NUMERIC_LIMITS = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740993',
  '-1',
  '0.5',
  '1e308',
  '1e400',
  '-1e400',
  '"NaN"',
  '"Infinity"',
  '"1e309"',
  '"-0"',
];
const MARK = '\u0001numeric-limit\u0001';

describe('numeric limits on every route with a body', () => {
  it('never answers 5xx to max int, 2^31, 2^53, negatives, NaN strings or huge exponents in any field', async () => {
    const as = await roleClients();
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const failures: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        operations++;
        const url = path.replace(/\{[^}]+\}/g, ID);
        const client = as[ownerOf(path)];
        const base = sample(schema);
        for (const leaf of leaves(base)) {
          // Every number gets every limit; other fields the two that most often slip through coercion.
          const limits = leaf.numeric ? NUMERIC_LIMITS : ['9007199254740993', '1e400'];
          for (const limit of limits) {
            const raw = JSON.stringify(withLeaf(base, leaf.path, MARK)).replace(`"${MARK}"`, limit);
            const res = await client.request(method.toUpperCase() as 'POST', url, undefined, { raw });
            if (res.statusCode >= 500)
              failures.push(`${method} ${path} ${leaf.path.join('.')}=${limit}: ${res.body}`);
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 180_000);
});
