import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserSchema } from '@talent/contract/auth';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';

const route = (schema: z.core.$ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;

const user = {
  id: '7f0c1c9e-6f0e-4a43-9a43-0b9e7f0c1c9e',
  name: 'Ada "Countess" Lovelace',
  email: 'ada@example.com',
  email_verified_at: null,
  role: 'talent',
  avatar_url: null,
  timezone: 'Europe/London',
  source_job_id: null,
  created_at: '2026-11-26T06:00:00.000Z',
};

describe('the compiled serializer of hot reads', () => {
  it('writes what zod writes for the same answer', () => {
    const fast = fastSerializerCompiler(route(UserSchema));
    const zod = serializerCompiler(route(UserSchema));
    expect(JSON.parse(fast(user))).toEqual(JSON.parse(zod(user)));
    const verified = { ...user, email_verified_at: '2026-11-26T06:01:00.000Z', avatar_url: '/files/a.png' };
    expect(JSON.parse(fast(verified))).toEqual(JSON.parse(zod(verified)));
  });

  it('sends only the fields the schema names', () => {
    const fast = fastSerializerCompiler(route(UserSchema));
    const leaky = { ...user, password: '$argon2id$secret-hash', pending_email: 'new@example.com' };
    const sent = JSON.parse(fast(leaky)) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(fast(leaky)).not.toContain('secret-hash');
  });

  it('refuses an answer without a required field', () => {
    const fast = fastSerializerCompiler(route(UserSchema));
    const { email: _email, ...partial } = user;
    expect(() => fast(partial)).toThrow(/email/);
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(schema)).toThrow();
    const serialize = fastSerializerCompiler(route(schema));
    expect(serialize({ at: new Date(5), extra: 1 })).toBe('{"at":"1970-01-01T00:00:00.005Z"}');
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });
});

const LEAKY_PATH = '/test/leaky-hot-read';

describe('a hot read in production', () => {
  const t = useTestApp({
    env: { APP_ENV: 'production', APP_URL: 'https://talent.example' },
    configure(app) {
      app.get(
        LEAKY_PATH,
        { config: { fastSerializer: true }, schema: { response: { 200: UserSchema } } },
        async () => ({ ...user, password: '$argon2id$secret-hash' }),
      );
    },
  });

  it('answers GET /api/user with exactly the schema fields', async () => {
    const owner = await t.createUser();
    const client = t.client();
    expect((await client.login(owner.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UserSchema.parse(res.json()));
    expect(Object.keys(res.json() as object).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(res.json()).toMatchObject({ id: owner.id, email: owner.email });
  });

  it('never sends a field the schema does not name', async () => {
    const res = await t.client().get(LEAKY_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-hash');
    expect(res.json()).toEqual(user);
  });
});
