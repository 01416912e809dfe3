import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../sessions/session.repository.ts';
import { errorsPlugin } from './errors.plugin.ts';
import { recruiterPlugin, type RecruiterRecord } from './recruiter.plugin.ts';

const recruiterRow: RecruiterRecord = { id: 'rec-1', name: 'Rita Recruiter', companyId: 'co-1' };

/** A bare app whose "session" is whatever user the test puts in the `x-as` header; counts the recruiter lookups. */
async function appWith(users: Record<string, Partial<UserRow>>) {
  const lookups: string[] = [];
  const app = Fastify();
  await app.register(errorsPlugin);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = users[String(request.headers['x-as'])];
    if (!user) return;
    request.user = user as UserRow;
    request.session = { id: 's', idHash: 'h', userId: user.id ?? null, csrfToken: 'c' };
  });
  await app.register(recruiterPlugin, {
    findRecruiterOfUser: async (userId: string) => {
      lookups.push(userId);
      return userId === 'u-recruiter' ? recruiterRow : undefined;
    },
  });
  app.get('/console', async (request) => {
    // Asked three times, as a hook, a route and a service might: still one lookup.
    await request.requireRecruiter();
    await request.recruiterOfUser();
    const recruiter = await request.requireRecruiter();
    return { recruiter, onRequest: request.recruiter };
  });
  return { app, lookups };
}

const verified = new Date('2026-01-01T00:00:00Z');

describe('the recruiter guard plugin', () => {
  it('answers a talent 403 "This is for recruiters." without looking up a recruiter', async () => {
    const { app, lookups } = await appWith({
      talent: { id: 'u-talent', role: 'talent', emailVerifiedAt: verified },
    });
    const res = await app.inject({ method: 'GET', url: '/console', headers: { 'x-as': 'talent' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This is for recruiters.');
    expect(lookups).toEqual([]);
  });

  it('answers 401 to a guest and 403 to a recruiter without a company', async () => {
    const { app } = await appWith({
      orphan: { id: 'u-orphan', role: 'recruiter', emailVerifiedAt: verified },
    });
    expect((await app.inject({ method: 'GET', url: '/console' })).statusCode).toBe(401);
    const orphan = await app.inject({ method: 'GET', url: '/console', headers: { 'x-as': 'orphan' } });
    expect(orphan.statusCode).toBe(403);
    expect(orphan.json().message).toBe('Your account is not linked to a company.');
  });

  it("sets a recruiter's request.recruiter with one lookup per request", async () => {
    const { app, lookups } = await appWith({
      recruiter: { id: 'u-recruiter', role: 'recruiter', emailVerifiedAt: verified },
    });
    const expected = {
      kind: 'recruiter',
      userId: 'u-recruiter',
      name: 'Rita Recruiter',
      recruiterId: 'rec-1',
      companyId: 'co-1',
    };
    const first = await app.inject({ method: 'GET', url: '/console', headers: { 'x-as': 'recruiter' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recruiter: expected, onRequest: expected });
    expect(lookups).toEqual(['u-recruiter']);
    await app.inject({ method: 'GET', url: '/console', headers: { 'x-as': 'recruiter' } });
    expect(lookups).toEqual(['u-recruiter', 'u-recruiter']);
  });
});
