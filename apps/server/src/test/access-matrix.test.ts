import { describe, expect, it } from 'vitest';
import {
  createOperator,
  createRecruiterUser,
  createTalent,
  DEFAULT_TEST_PASSWORD,
} from '../seed/factories.ts';
import { createRecruiter, createCompany } from '../seed/factories.ts';
import { useTestApp, type TestClient } from './harness.ts';
import { registeredRoutes, type Method, type Role } from './registered-routes.ts';

const t = useTestApp();
const ID = '00000000-0000-4000-8000-000000000000';
// The account-level parts of /talent/api that every signed-in role uses (settings, the bell, uploads).
const SHARED = /^\/talent\/api\/(account|settings|sessions|notifications|files|uploads)(\/|$)/;

/** Which role an area belongs to; null for routes outside the three guarded areas. */
function areaOf(pattern: string): Role | 'every-role' | null {
  if (pattern.startsWith('/talent/api/')) return SHARED.test(pattern) ? 'every-role' : 'talent';
  // The feedback widget is on every signed-in page, whatever the role.
  if (pattern === '/shared/api/feedback' || pattern.startsWith('/shared/api/feedback/')) return 'every-role';
  if (pattern.startsWith('/recruiter/api/')) return 'recruiter';
  if (pattern.startsWith('/shared/api/operator/')) return 'operator';
  return null;
}

let cached: Array<[Method, string]> | undefined;
/** The guarded routes (the app exists only once the tests run). */
const guarded = () => (cached ??= registeredRoutes(t.app).filter(([, pattern]) => areaOf(pattern) !== null));

/**
 * The bodies to try on a route: `{}`, and on a POST that may be a twin of a PUT/PATCH/DELETE (a form's method
 * override), `{ _method }` for each of them; the first that is not a 405 is the route's answer.
 */
function bodiesFor(method: Method, pattern: string): Array<Record<string, unknown> | undefined> {
  if (method === 'GET') return [undefined];
  if (method !== 'POST') return [{}];
  const others = guarded().filter(([m, p]) => p === pattern && m !== 'POST' && m !== 'GET');
  return [{}, ...others.map(([m]) => ({ _method: m }))];
}

async function answer(client: TestClient, method: Method, pattern: string) {
  const url = pattern.replace(/:[a-zA-Z]+/g, ID);
  let res!: Awaited<ReturnType<TestClient['request']>>;
  for (const body of bodiesFor(method, pattern)) {
    res = await client.request(method, url, body);
    if (res.statusCode !== 405) break;
  }
  return res;
}

async function signedIn(user: { email: string }): Promise<TestClient> {
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

async function clients(): Promise<Record<Role | 'guest', TestClient>> {
  const db = t.database.db;
  const guest = t.client();
  await guest.csrfCookie();
  const recruiterUser = await createRecruiterUser(db);
  await createRecruiter(db, (await createCompany(db)).id, {
    userId: recruiterUser.id,
    name: recruiterUser.name,
  });
  return {
    guest,
    talent: await signedIn(await createTalent(db)),
    recruiter: await signedIn(recruiterUser),
    operator: await signedIn(await createOperator(db)),
  };
}

describe('access matrix: every role × every route of each area', () => {
  it('finds the routes of all three areas in the registered table', () => {
    const count = (area: string) => guarded().filter(([, p]) => areaOf(p) === area).length;
    expect(count('talent')).toBeGreaterThan(40);
    expect(count('recruiter')).toBeGreaterThan(20);
    expect(count('operator')).toBeGreaterThanOrEqual(3);
    expect(count('every-role')).toBeGreaterThan(10);
  });

  it('a guest gets 401, another role 403, and the owner of the area gets past the guard', async () => {
    const as = await clients();
    const failures: string[] = [];
    for (const [method, pattern] of guarded()) {
      const area = areaOf(pattern)!;
      for (const role of ['guest', 'talent', 'recruiter', 'operator'] as const) {
        const res = await answer(as[role], method, pattern);
        let expected: string;
        let ok: boolean;
        if (role === 'guest') {
          expected = '401';
          ok = res.statusCode === 401;
        } else if (area === 'every-role' || area === role) {
          expected = 'not 401/403';
          ok = res.statusCode !== 401 && res.statusCode !== 403;
        } else {
          expected = '403';
          ok = res.statusCode === 403;
        }
        if (!ok)
          failures.push(`${role} ${method} ${pattern}: ${res.statusCode} (expected ${expected}) ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a recruiter or operator sees why: the talent area is for talents', async () => {
    const as = await clients();
    for (const role of ['recruiter', 'operator'] as const) {
      const res = await as[role].post(`/talent/api/jobs/${ID}/applications`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This is for talents.' });
    }
  });

  it("a recruiter or operator may upload a chat or offer file, never a talent's resume or identity document", async () => {
    const as = await clients();
    const file = { name: 'notes.pdf', size: 1000, type: 'application/pdf' };
    for (const role of ['recruiter', 'operator'] as const) {
      for (const kind of ['resume', 'identity_document', 'video_resume']) {
        const res = await as[role].post('/talent/api/uploads', { ...file, kind });
        expect(res.statusCode, `${role} ${kind}`).toBe(403);
      }
      const allowed = await as[role].post('/talent/api/uploads', { ...file, kind: 'chat_attachment' });
      expect(allowed.statusCode, allowed.body).toBe(201);
    }
    const talent = await as.talent.post('/talent/api/uploads', { ...file, kind: 'resume' });
    expect(talent.statusCode, talent.body).toBe(201);
  });
});
