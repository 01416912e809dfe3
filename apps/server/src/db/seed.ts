import { faker } from '@faker-js/faker';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { findJob } from '../features/jobs/jobs.repository.ts';
import { createInvitation, createOperator, createTalent, createTalentProfile } from './factories.ts';
import { users } from './schema/auth.schema.ts';
import { jobs as jobsTable } from './schema/jobs.schema.ts';
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
    let demoTalentId: string | null = null;
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
      demoTalentId = talent.id;
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
    if (demoTalentId) await seedDemoInvitations(tx, demoTalentId);
  });
  return { seeded: true, users: created, jobs: createdJobs };
}

/**
 * The demo talent's invitations (they live in Germany): three pending, one naming a salary and one expiring in two
 * days, and one they declined; all to open jobs they may take from Germany, picked in a fixed order.
 */
async function seedDemoInvitations(db: Db, userId: string): Promise<void> {
  const eligible = and(
    eq(jobsTable.status, 'open'),
    sql`(${jobsTable.eligibleAnywhere} OR 'DE' = ANY(${jobsTable.eligibleCountries}))`,
  );
  // Recruiters invite people who fit: senior and lead roles sharing a skill with the demo profile come first.
  const fits = sql`${jobsTable.skillSlugs} && ARRAY['typescript','react','node-js','postgresql']::text[]
    AND ${jobsTable.seniority} IN ('senior', 'lead')`;
  const picked = await db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(eligible)
    .orderBy(sql`(${fits}) DESC`, desc(jobsTable.postedAt), asc(jobsTable.title))
    .limit(4);
  const found = await Promise.all(picked.map((j) => findJob(db, j.id)));
  const [first, second, third, fourth] = found;
  if (!first || !second || !third || !fourth) return;
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  // The named salary sits at and above the top of the posted range, as a recruiter who wants this person would.
  const thousands = (n: number) => Math.round(n / 1000) * 1000;
  const offer =
    first.salaryMax && first.salaryCurrency && first.salaryPeriod === 'year'
      ? {
          salaryMin: thousands(first.salaryMax),
          salaryMax: thousands(first.salaryMax * 1.15),
          salaryCurrency: first.salaryCurrency,
          salaryPeriod: 'year' as const,
        }
      : { salaryMin: 85_000, salaryMax: 105_000, salaryCurrency: 'EUR', salaryPeriod: 'year' as const };
  await createInvitation(db, userId, {
    job: first,
    createdAt: hoursAgo(3),
    message: `Hi! I lead hiring for **${first.title}**. Your profile is close to what the team needs, and the role is open to people in Germany.\n\nWe can go above the posted range for the right person. If it sounds interesting, apply below and I will get back to you within a few days.`,
    ...offer,
  });
  await createInvitation(db, userId, {
    job: second,
    createdAt: hoursAgo(12 * 24),
    expiresAt: new Date(now + 2 * 86_400_000),
    message: `We are closing the shortlist for ${second.title} soon. Your skills match what we look for; would you like to be considered?`,
  });
  await createInvitation(db, userId, {
    job: third,
    createdAt: hoursAgo(30),
    message: `Your experience caught our eye. ${third.title} is a small team with plenty of ownership. Happy to answer questions once you apply.`,
  });
  await createInvitation(db, userId, {
    job: fourth,
    createdAt: hoursAgo(6 * 24),
    status: 'declined',
    declineReason: 'salary_too_low',
    declineNote: 'Thanks for thinking of me; the range is below what I am looking for.',
    respondedAt: hoursAgo(5 * 24),
    message: `Would you consider ${fourth.title}? We move fast: two interviews and a decision within a week.`,
  });
}

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}
