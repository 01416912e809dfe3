import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_TEST_PASSWORD } from '../seed/factories.ts';
import { idempotencyKeys } from '../db/schema/applications.schema.ts';
import { requireUser } from '../lib/guards.ts';
import { useTestApp } from '../test/harness.ts';

// A route that creates something slowly, so a test decides when the first request finishes.
let runs = 0;
let release: () => void = () => undefined;
let gate = Promise.resolve();
// Resolved when a request reaches the gate, so a test knows the first one holds its key.
let arrive: () => void = () => undefined;
let arrived = Promise.resolve();
function closeGate() {
  gate = new Promise((resolve) => {
    release = resolve;
  });
  arrived = new Promise((resolve) => {
    arrive = resolve;
  });
}

const t = useTestApp({
  configure(app) {
    app.post(
      '/test/slow-create',
      {
        config: { idempotent: true },
        schema: { body: z.object({ name: z.string() }) },
      },
      async (request, reply) => {
        requireUser(request);
        runs += 1;
        arrive();
        await gate;
        const { name } = request.body as { name: string };
        if (name === 'boom') throw new Error('boom');
        return reply.code(201).send({ id: `thing-${runs}`, name });
      },
    );
  },
  // The deliberate 500 below logs at error level; keep it out of the console.
  logger: false,
});

async function loggedIn() {
  const user = await t.createUser();
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

describe('the idempotency plugin', () => {
  it('answers 409 to a retry while the first request runs, then replays its answer', async () => {
    runs = 0;
    const client = await loggedIn();
    const headers = { 'idempotency-key': 'k-1' };
    closeGate();
    const first = client.post('/test/slow-create', { name: 'a' }, { headers });
    // The first request has claimed the key once it reaches the gate.
    await arrived;
    expect(runs).toBe(1);

    const during = await client.post('/test/slow-create', { name: 'a' }, { headers });
    expect(during.statusCode).toBe(409);
    expect(during.headers['idempotent-replayed']).toBeUndefined();

    release();
    const done = await first;
    expect(done.statusCode).toBe(201);
    const after = await client.post('/test/slow-create', { name: 'a' }, { headers });
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual(done.json());
    expect(runs).toBe(1);
  });

  it('forgets a request that failed with a 5xx, so the retry runs', async () => {
    runs = 0;
    gate = Promise.resolve();
    const client = await loggedIn();
    const headers = { 'idempotency-key': 'k-2' };
    expect((await client.post('/test/slow-create', { name: 'boom' }, { headers })).statusCode).toBe(500);
    expect(await t.database.db.$count(idempotencyKeys)).toBe(0);
    // Same key, another body: nothing was remembered, so it is not a 422 either.
    const retry = await client.post('/test/slow-create', { name: 'b' }, { headers });
    expect(retry.statusCode).toBe(201);
    expect(runs).toBe(2);
  });

  it('leaves requests without the header alone', async () => {
    runs = 0;
    gate = Promise.resolve();
    const client = await loggedIn();
    expect((await client.post('/test/slow-create', { name: 'a' })).statusCode).toBe(201);
    expect((await client.post('/test/slow-create', { name: 'a' })).statusCode).toBe(201);
    expect(runs).toBe(2);
    expect(await t.database.db.$count(idempotencyKeys)).toBe(0);
  });
});
