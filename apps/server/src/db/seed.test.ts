import { count, countDistinct } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from './factories.ts';
import { users } from './schema/auth.schema.ts';
import { companies, jobs, talentProfiles, talentSkills } from './schema/jobs.schema.ts';
import { DEFAULT_SEED_JOBS, DEMO_ACCOUNTS, seed, userCount } from './seed.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('seed', () => {
  it('creates the demo accounts and jobs, deterministically, and they can log in', async () => {
    const first = await seed(t.database.db, { jobs: 40 });
    expect(first).toEqual({ seeded: true, users: 10, jobs: 40 });
    const names = (await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort();
    const titles = (await t.database.db.select({ title: jobs.title }).from(jobs)).map((j) => j.title).sort();

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
