import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('NUL characters in input', () => {
  it('are a 422 on the field that carries them, not a database error', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.post('/talent/api/saved-searches', { name: 'a\u0000b', query: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field must not contain null characters.'] });
  });

  it('are refused in query strings too', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.get('/talent/api/jobs?q=a%00b');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['q']);
  });
});
