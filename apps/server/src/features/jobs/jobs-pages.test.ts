import { describe, expect, it } from 'vitest';
import type { JobList } from '@talent/contract/jobs';
import {
  createCompany,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { eq } from 'drizzle-orm';
import { JobSearchQuerySchema } from '@talent/contract/jobs';
import { searchPage, type Fit, type PageRow, type SortKey } from './job-search.repository.ts';
import { JobsService } from './jobs.service.ts';

// 2026-03-20: New York is already on summer time (UTC-4), Berlin not yet (UTC+1).
const pinned = { now: new Date('2026-03-20T12:00:00Z') };
const t = useTestApp({ now: () => pinned.now, logger: { level: 'error' } });

async function talent(profile: Parameters<typeof createTalentProfile>[2] = {}) {
  const user = await t.createUser({ verified: true });
  // No account zone either, so the profile (or the request header) decides.
  await t.database.db.update(users).set({ timezone: null }).where(eq(users.id, user.id));
  await createTalentProfile(t.database.db, user.id, profile);
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

describe('cursor pagination', () => {
  it('walks every page of every sort without duplicates or gaps', async () => {
    pinned.now = new Date();
    const { client } = await talent();
    const company = await createCompany(t.database.db);
    const base = Date.now();
    for (let i = 0; i < 23; i++) {
      await createJob(t.database.db, {
        company,
        // Equal dates and salaries in pairs, so ties are broken by id.
        title: i % 3 === 0 ? 'Data Engineer' : i % 3 === 1 ? 'Engineer of data' : 'Analyst',
        description: 'Work with data engineering teams.',
        postedAt: new Date(base - Math.floor(i / 2) * 3_600_000),
        salaryMin: 1000,
        salaryMax: 50_000 + Math.floor(i / 2) * 1000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
      });
    }
    for (const query of [
      'sort=newest',
      'sort=salary',
      'q=data%20engineer',
      'q=data%20engineer&sort=salary',
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      let total = 0;
      do {
        const res = await client.get(
          `/talent/api/jobs?${query}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as JobList;
        seen.push(...body.data.map((j) => j.id));
        total = body.meta.total;
        cursor = body.meta.next_cursor;
        pages++;
      } while (cursor && pages < 20);
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(seen.length, query).toBe(total);
    }
    // The description mentions "data engineering", so every job matches the text; titles come first.
    const first = (await client.get('/talent/api/jobs?q=data%20engineer&limit=8')).json() as JobList;
    expect(first.meta.total).toBe(23);
    expect(first.data.slice(0, 8).every((j) => j.title !== 'Analyst')).toBe(true);
  });
});

describe('page strategies', () => {
  it('reads the same rows by walking the sort index as by sorting every match (with and without a cursor)', async () => {
    pinned.now = new Date();
    const { user } = await talent();
    const company = await createCompany(t.database.db);
    const base = Date.now();
    for (let i = 0; i < 14; i++) {
      await createJob(t.database.db, {
        company,
        title: ['Data Engineer', 'Engineer of data', 'Analyst'][i % 3]!,
        description: i % 2 ? 'Work with data engineering teams.' : 'Spreadsheets.',
        skills: i % 4 ? ['python'] : ['postgresql'],
        workMode: i % 2 ? 'remote' : 'hybrid',
        // For the fit tiers: some jobs not takeable from DE, some of another level.
        eligibleAnywhere: i % 5 !== 0,
        eligibleCountries: i % 5 === 0 ? ['US'] : [],
        seniority: i % 4 === 0 ? 'junior' : 'senior',
        postedAt: new Date(base - Math.floor(i / 2) * 3_600_000),
        salaryMin: 1000,
        salaryMax: 50_000 + Math.floor(i / 3) * 1000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
      });
    }
    const service = new JobsService({ db: t.database.db, now: () => pinned.now });
    const viewer = await service.viewer(user.id, null, 'UTC');
    // Sizes that make every branch sort its matches; without sizes every branch walks its index.
    const sparse = { total: 0, tiers: {}, tableRows: 1_000_000 };
    // Some tiers walk; the two sparse ones between them are read as one run (20 + 20 rows, under a page of 51).
    const mixed = {
      total: 0,
      tiers: Object.fromEntries(Array.from({ length: 12 }, (_, k) => [k + 1, (k + 1) % 3 ? 20 : 1e6])),
      tableRows: 1_000_000,
    };
    const keyOf = (row: PageRow, sort: SortKey['sort']): SortKey => {
      const postedAt = new Date(row.posted_at).toISOString();
      return sort === 'salary'
        ? { sort, salaryUsd: Number(row.salary_usd), id: row.id }
        : sort === 'relevance'
          ? { sort, tier: Number(row.tier), postedAt, id: row.id }
          : { sort, postedAt, id: row.id };
    };
    // Best match without words: the candidate's fit as tiers (sparse ones are read together, as one sorted run).
    const fit: Fit = {
      country: 'DE',
      family: { phrases: ['data engineer'], unless: [] },
      skillSlugs: ['python'],
      seniorities: ['senior'],
      minSalaryUsd: 52_000,
    };
    const cases: Array<[Record<string, string>, SortKey['sort'], Fit?]> = [
      [{}, 'relevance', fit],
      [{ work_mode: 'remote' }, 'relevance', fit],
      [{}, 'relevance', { country: 'DE', skillSlugs: ['python'] }],
      [{ q: 'data engineer' }, 'relevance'],
      [{ q: 'data engineer', work_mode: 'remote' }, 'relevance'],
      [{ q: 'data -spreadsheets' }, 'relevance'],
      [{ q: 'python' }, 'newest'],
      [{ work_mode: 'hybrid' }, 'salary'],
      [{}, 'newest'],
    ];
    for (const [params, sort, fitted] of cases) {
      const filters = await service.filtersFor(JobSearchQuerySchema.parse(params), viewer);
      const plan = fitted ? { ...filters, fit: fitted } : filters;
      const name = JSON.stringify([params, fitted]);
      const walked = await searchPage(t.database.db, plan, null, sort, 50);
      const sorted = await searchPage(t.database.db, plan, null, sort, 50, sparse);
      const ids = (rows: PageRow[]) => rows.map((r) => r.id);
      expect(walked.length, name).toBeGreaterThan(3);
      if (fitted) expect(new Set(walked.map((r) => r.tier)).size, name).toBeGreaterThan(2);
      expect(ids(sorted), name).toEqual(ids(walked));
      expect(ids(await searchPage(t.database.db, plan, null, sort, 50, mixed)), name).toEqual(ids(walked));
      for (const at of [2, 4, 6]) {
        if (at >= walked.length - 1) continue;
        const after = keyOf(walked[at]!, sort);
        const rest = ids(walked.slice(at + 1));
        expect(ids(await searchPage(t.database.db, plan, after, sort, 50)), name).toEqual(rest);
        expect(ids(await searchPage(t.database.db, plan, after, sort, 50, sparse)), name).toEqual(rest);
        expect(ids(await searchPage(t.database.db, plan, after, sort, 50, mixed)), name).toEqual(rest);
      }
    }
  });
});

describe('time-zone overlap', () => {
  it('is computed for the date, so a DST change on one side changes it', async () => {
    const { client } = await talent({ timezone: 'Europe/Berlin' });
    await createJob(t.database.db, { title: 'New York team', timezone: 'America/New_York' });
    await createJob(t.database.db, { title: 'Tokyo team', timezone: 'Asia/Tokyo' });

    // 20 March: 5 hours apart (New York moved its clocks, Berlin not yet) → 3 hours of 9–17 overlap.
    pinned.now = new Date('2026-03-20T12:00:00Z');
    let list = (await client.get('/talent/api/jobs?min_overlap=3')).json() as JobList;
    expect(list.data.map((j) => j.title)).toEqual(['New York team']);
    expect(list.data[0]!.overlap_hours).toBe(3);

    // 1 March: 6 hours apart → only 2 hours.
    pinned.now = new Date('2026-03-01T12:00:00Z');
    list = (await client.get('/talent/api/jobs?min_overlap=3')).json() as JobList;
    expect(list.data).toEqual([]);
    list = (await client.get('/talent/api/jobs?min_overlap=2')).json() as JobList;
    expect(list.data.map((j) => [j.title, j.overlap_hours])).toEqual([['New York team', 2]]);
  });

  it('uses X-Timezone when the profile has no zone', async () => {
    pinned.now = new Date('2026-03-01T12:00:00Z');
    const { client } = await talent({ timezone: null });
    await createJob(t.database.db, { title: 'Tokyo team', timezone: 'Asia/Tokyo' });
    const res = await client.get('/talent/api/jobs?min_overlap=6', {
      headers: { 'x-timezone': 'Asia/Seoul' },
    });
    expect((res.json() as JobList).data.map((j) => [j.title, j.overlap_hours])).toEqual([['Tokyo team', 8]]);
    const utc = await client.get('/talent/api/jobs?min_overlap=1');
    expect((utc.json() as JobList).data).toEqual([]);
  });
});
