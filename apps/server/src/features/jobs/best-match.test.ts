import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobList } from '@talent/contract/jobs';
import { users } from '../../db/schema/auth.schema.ts';
import {
  createCompany,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
  type ProfileOverrides,
} from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const t = useTestApp({ now: () => NOW, logger: { level: 'error' } });

async function talent(profile: ProfileOverrides) {
  const user = await t.createUser({ verified: true });
  await t.database.db.update(users).set({ timezone: null }).where(eq(users.id, user.id));
  await createTalentProfile(t.database.db, user.id, profile);
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

async function titles(client: TestClient, query: string): Promise<string[]> {
  const res = await client.get(`/talent/api/jobs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as JobList).data.map((j) => j.title);
}

/** Every page of a search, one job per page. */
async function walk(client: TestClient, query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(`/talent/api/jobs?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as JobList;
    seen.push(...page.data.map((j) => j.title));
    cursor = page.meta.next_cursor;
  } while (cursor && seen.length < 20);
  return seen;
}

const LAGOS_REACT: ProfileOverrides = {
  headline: 'React frontend developer',
  country: 'NG',
  timezone: 'Africa/Lagos',
  seniority: 'senior',
  salary: null,
  skills: ['react', 'typescript', 'css'],
};

async function catalogue() {
  const company = await createCompany(t.database.db, { country: 'DE' });
  const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
  const open = {
    eligibleAnywhere: true,
    eligibleCountries: [],
    eligibleRegions: [],
    workMode: 'remote' as const,
  };
  const berlin = {
    eligibleAnywhere: false,
    eligibleCountries: ['DE'],
    eligibleRegions: [],
    workMode: 'onsite' as const,
  };
  const jobs = [
    // Newest first: the order "Newest" shows.
    { ...berlin, title: 'Senior Frontend Engineer, Berlin office', skills: ['react', 'typescript'] },
    { ...open, title: 'Senior Backend Developer', skills: ['node-js', 'typescript'] },
    { ...open, title: 'Office Manager', skills: ['english'] },
    { ...open, title: 'Senior React Developer', skills: ['react', 'typescript'] },
    { ...open, title: 'Junior UI Engineer', seniority: 'junior' as const, skills: ['css'] },
    { ...berlin, title: 'Painter', skills: ['figma'] },
    { ...open, title: 'Frontend Developer', skills: ['react', 'css'] },
  ];
  for (const [i, job] of jobs.entries()) {
    await createJob(t.database.db, { seniority: 'senior', ...job, company, postedAt: day(i) });
  }
}

describe('best match without search words', () => {
  it('ranks by fit: jobs open to the candidate, then their kind of work, skills and level', async () => {
    const client = await talent(LAGOS_REACT);
    await catalogue();
    expect(await titles(client, 'sort=newest')).toEqual([
      'Senior Frontend Engineer, Berlin office',
      'Senior Backend Developer',
      'Office Manager',
      'Senior React Developer',
      'Junior UI Engineer',
      'Painter',
      'Frontend Developer',
    ]);
    const best = [
      // Open to Nigeria, frontend work, shared skills, the candidate's level: newest first.
      'Senior React Developer',
      'Frontend Developer',
      // Frontend and a shared skill, two levels down.
      'Junior UI Engineer',
      // Open to them, another kind of work: sharing a skill first.
      'Senior Backend Developer',
      'Office Manager',
      // Not open to Nigeria: last, however well the rest fits.
      'Senior Frontend Engineer, Berlin office',
      'Painter',
    ];
    expect(await titles(client, '')).toEqual(best);
    // The page turns "Only jobs I can apply to" on from the country it is told.
    expect(((await client.get('/talent/api/jobs')).json() as JobList).meta.viewer_country).toBe('NG');
    expect(await titles(client, 'sort=relevance')).toEqual(best);
    // Paging keeps the order, without duplicates or gaps.
    expect(await walk(client, 'sort=relevance')).toEqual(best);
    // Filters narrow the same ranking.
    expect(await titles(client, 'eligible_only=1')).toEqual(best.slice(0, 5));
  });

  it('falls back to the newest first when nothing about the candidate is known', async () => {
    const client = await talent({ country: null, timezone: null, seniority: null, salary: null });
    await catalogue();
    expect(await titles(client, '')).toEqual(await titles(client, 'sort=newest'));
  });
});
