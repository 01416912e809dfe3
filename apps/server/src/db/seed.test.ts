import { asc, count, countDistinct, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from './factories.ts';
import { jobInvitations } from './schema/applications.schema.ts';
import { users } from './schema/auth.schema.ts';
import { companies, jobs } from './schema/jobs.schema.ts';
import { talentProfiles, talentSkills } from './schema/profile.schema.ts';
import { DEFAULT_SEED_JOBS, DEMO_ACCOUNTS, seed, userCount } from './seed.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('seed', () => {
  it('creates the demo accounts and jobs, deterministically, and they can log in', async () => {
    const first = await seed(t.database.db, { jobs: 40 });
    expect(first).toEqual({ seeded: true, users: 10, jobs: 40 });
    const names = (await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort();
    const titles = (await t.database.db.select({ title: jobs.title }).from(jobs)).map((j) => j.title).sort();
    const invited = await invitationsOfDemo();
    expect(invited).toHaveLength(4);

    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = t.client();
      expect((await client.login(account.email, account.password)).statusCode).toBe(200);
      const me = (await client.get('/api/user')).json();
      expect(me.email_verified_at).not.toBeNull();
      expect(me.role).toBe(account === DEMO_ACCOUNTS.operator ? 'operator' : 'talent');
    }

    // Same seed, same people and jobs.
    await t.database.db.delete(users);
    await t.database.db.delete(companies);
    await seed(t.database.db, { jobs: 40 });
    expect((await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort()).toEqual(
      names,
    );
    expect((await t.database.db.select({ title: jobs.title }).from(jobs)).map((j) => j.title).sort()).toEqual(
      titles,
    );
    expect(await invitationsOfDemo()).toEqual(invited);
  });

  it('gives the demo talent three pending invitations (one with a salary, one expiring in two days) and one declined, to jobs they may take', async () => {
    await seed(t.database.db, { jobs: 60 });
    const rows = await t.database.db
      .select({ invitation: jobInvitations, job: jobs })
      .from(jobInvitations)
      .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
      .innerJoin(users, eq(users.id, jobInvitations.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.talent.email));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.job.id)).size).toBe(4);
    for (const { job, invitation } of rows) {
      expect(job.status).toBe('open');
      expect(job.eligibleAnywhere || job.eligibleCountries.includes('DE')).toBe(true);
      expect(invitation.recruiterId).toBe(job.recruiterId);
    }
    const pending = rows.filter((r) => r.invitation.status === 'pending').map((r) => r.invitation);
    expect(pending).toHaveLength(3);
    expect(pending.filter((i) => i.salaryMin !== null)).toHaveLength(1);
    const soon = pending.filter((i) => i.expiresAt.getTime() - Date.now() < 3 * 86_400_000);
    expect(soon).toHaveLength(1);
    expect(rows.filter((r) => r.invitation.status === 'declined')).toHaveLength(1);

    // Through the API: the badge counts the three.
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const list = (await client.get('/talent/api/jobs/invitations')).json();
    expect(list.meta.pending).toBe(3);
    expect(list.data).toHaveLength(4);
  });

  it('never runs against a database that already holds users, unless forced', async () => {
    await t.createUser({ email: 'real@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(await seed(t.database.db, { jobs: 0 })).toEqual({ seeded: false, users: 0, jobs: 0 });
    expect(await userCount(t.database.db)).toBe(1);
    expect((await seed(t.database.db, { force: true, jobs: 0 })).seeded).toBe(true);
    expect(await userCount(t.database.db)).toBe(11);
    // Forcing again adds nobody twice.
    expect((await seed(t.database.db, { force: true, jobs: 0 })).users).toBe(0);
  });

  it('by default makes 2,000 jobs from 200 companies in 60+ countries, and a profile for the demo talent', async () => {
    const started = Date.now();
    expect((await seed(t.database.db)).jobs).toBe(DEFAULT_SEED_JOBS);
    // The first `npm start` runs this on PGlite; it must stay quick.
    expect(Date.now() - started).toBeLessThan(20_000);
    const [stats] = await t.database.db
      .select({
        jobs: count(),
        companies: countDistinct(jobs.companyId),
        countries: countDistinct(jobs.officeCountry),
      })
      .from(jobs);
    expect(stats).toMatchObject({ jobs: 2000, companies: 200 });
    expect(stats!.countries).toBeGreaterThanOrEqual(60);
    const [profile] = await t.database.db.select().from(talentProfiles);
    expect(profile).toMatchObject({ country: 'DE', timezone: 'Europe/Berlin', seniority: 'senior' });
    expect(await t.database.db.$count(talentSkills)).toBeGreaterThanOrEqual(5);
  });
});

/** The demo talent's invitations as (job title, status, message) in a stable order, for the determinism check. */
async function invitationsOfDemo() {
  return t.database.db
    .select({ title: jobs.title, status: jobInvitations.status, message: jobInvitations.message })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .orderBy(asc(jobs.title), asc(jobInvitations.status));
}
