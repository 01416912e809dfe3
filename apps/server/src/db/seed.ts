import { faker } from '@faker-js/faker';
import { count, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { createOperator, createTalent, createTalentProfile } from './factories.ts';
import { users } from './schema/auth.schema.ts';
import { seedJobs } from './seed-jobs.ts';

const SEED = 20260101;
const EXTRA_TALENTS = 8;
export const DEFAULT_SEED_JOBS = 2000;

/** The demo accounts of docs/decisions/001-foundation.md. */
export const DEMO_ACCOUNTS = {
  talent: { email: 'demo@talent.test', password: 'Borderless-Demo-2026', name: 'Demo Talent' },
  operator: { email: 'operator@talent.test', password: 'Operator-Demo-2026', name: 'Demo Operator' },
} as const;

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Deterministic demo data from the test factories. Refuses to touch a database that already holds users unless
 * `force` is given, so it can never pile fake people onto real ones.
 */
export async function seed(
  db: Db,
  {
    force = false,
    jobs = DEFAULT_SEED_JOBS,
    onProgress,
  }: { force?: boolean; jobs?: number; onProgress?: (done: number) => void } = {},
): Promise<{ seeded: boolean; users: number; jobs: number }> {
  if (!force && (await userCount(db)) > 0) return { seeded: false, users: 0, jobs: 0 };
  faker.seed(SEED);
  let created = 0;
  let createdJobs = 0;
  await db.transaction(async (tx) => {
    const demo = DEMO_ACCOUNTS;
    if (!force || !(await exists(tx, demo.talent.email))) {
      const talent = await createTalent(tx, { ...demo.talent, verified: true, timezone: 'Europe/Berlin' });
      // Enough profile for search flags and matching: where they live, their zone, level, pay and skills.
      await createTalentProfile(tx, talent.id, {
        country: 'DE',
        timezone: 'Europe/Berlin',
        seniority: 'senior',
        salary: { amount: 85_000, currency: 'EUR', period: 'year' },
        skills: [
          { slug: 'typescript', years: 6, level: 'expert' },
          { slug: 'react', years: 5, level: 'expert' },
          { slug: 'node-js', years: 6, level: 'expert' },
          { slug: 'postgresql', years: 4, level: 'advanced' },
          { slug: 'docker', years: 3, level: 'advanced' },
          { slug: 'amazon-web-services', years: 2, level: 'intermediate' },
          { slug: 'graphql', years: 2, level: 'intermediate' },
        ],
      });
      created++;
    }
    if (!force || !(await exists(tx, demo.operator.email))) {
      await createOperator(tx, { ...demo.operator, verified: true, timezone: 'UTC' });
      created++;
    }
    for (let i = 0; i < EXTRA_TALENTS; i++) {
      const email = `talent${i + 1}@talent.test`;
      if (force && (await exists(tx, email))) continue;
      await createTalent(tx, { email, password: 'Borderless-Talent-2026', verified: i % 4 !== 3 });
      created++;
    }
    if (jobs > 0) createdJobs = (await seedJobs(tx, { jobs, ...(onProgress ? { onProgress } : {}) })).jobs;
  });
  return { seeded: true, users: created, jobs: createdJobs };
}

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}
