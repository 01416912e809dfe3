import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
  type JobOverrides,
} from '../seed/factories.ts';
import { users } from '../db/schema/auth.schema.ts';
import { recruiters } from '../db/schema/jobs.schema.ts';
import type { TestContext } from './harness.ts';

export const BASE = '/shared/api/conversations';

/** People for chat tests: a talent, and recruiters signing in with an account linked to a job's recruiter. */
export function chatPeople(t: TestContext) {
  async function talent(name?: string) {
    const user = await t.createUser({ verified: true, ...(name ? { name } : {}) });
    await createTalentProfile(t.database.db, user.id, { country: 'DE' });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return { user, client };
  }

  /** A job with its own company and recruiter, the recruiter signing in as a verified `recruiter` user. */
  async function recruiter(options: { name?: string; demo?: boolean; job?: JobOverrides } = {}) {
    // No screener questions: tests that apply need only a resume.
    const job = await createJob(t.database.db, { screenerQuestions: [], ...options.job });
    const user = await t.createUser({ verified: true, ...(options.name ? { name: options.name } : {}) });
    await t.database.db.update(users).set({ role: 'recruiter' }).where(eq(users.id, user.id));
    const [row] = await t.database.db
      .update(recruiters)
      .set({
        userId: user.id,
        isDemo: options.demo ?? false,
        ...(options.name ? { name: options.name } : {}),
      })
      .where(eq(recruiters.id, job.recruiterId))
      .returning();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return { user: { ...user, role: 'recruiter' as const }, client, recruiter: row!, job };
  }

  /** A direct conversation opened by the recruiter through the API. */
  async function conversation(
    r: Awaited<ReturnType<typeof recruiter>>,
    talentId: string,
  ): Promise<{ id: string }> {
    const res = await r.client.post(BASE, { talent_id: talentId, job_id: r.job.id });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().data;
  }

  return { talent, recruiter, conversation };
}

/** A fresh client message id (what the SPA generates with crypto.randomUUID). */
export const messageId = (): string => crypto.randomUUID();
