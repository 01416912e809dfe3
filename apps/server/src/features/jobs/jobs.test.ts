import { describe, expect, it } from 'vitest';
import type { JobList } from '@talent/contract/jobs';
import {
  createCompany,
  createJob,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';

const t = useTestApp({ logger: { level: 'error' } });

async function talent(profile?: Parameters<typeof createTalentProfile>[2] | null) {
  const user = await t.createUser({ verified: true, timezone: null });
  if (profile !== null) await createTalentProfile(t.database.db, user.id, profile ?? {});
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function search(client: TestClient, query = '', headers?: Record<string, string>) {
  const res = await client.get(`/talent/api/jobs${query ? `?${query}` : ''}`, headers ? { headers } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobList;
}

const titles = (list: JobList) => list.data.map((j) => j.title);
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('GET /talent/api/jobs: text search', () => {
  it('ranks an exact title above a title match, above a skill, above a description mention', async () => {
    const { client } = await talent();
    const company = await createCompany(t.database.db, { name: 'Quiet Harbor' });
    await createJob(t.database.db, {
      company,
      title: 'Office Manager',
      description: 'You will sit next to our Platform Engineer and order snacks.',
      skills: ['excel'],
      postedAt: days(0),
    });
    await createJob(t.database.db, {
      company,
      title: 'Golang Developer',
      skills: ['go', 'kubernetes'],
      postedAt: days(1),
    });
    await createJob(t.database.db, {
      company,
      title: 'Senior Platform Engineer',
      skills: ['go'],
      postedAt: days(2),
    });
    await createJob(t.database.db, {
      company,
      title: 'Platform Engineer',
      skills: ['go'],
      postedAt: days(3),
    });

    const list = await search(client, 'q=platform%20engineer');
    expect(titles(list)).toEqual(['Platform Engineer', 'Senior Platform Engineer', 'Office Manager']);
    expect(list.meta.total).toBe(3);

    // A skill (tier B) beats a description mention (tier C) whatever the dates.
    const k8s = await search(client, 'q=kubernetes');
    expect(titles(k8s)[0]).toBe('Golang Developer');
  });

  it('finds jobs despite typos through trigram similarity', async () => {
    const { client } = await talent();
    const description = 'A plain role.';
    // One fixed company: a generated name ("Mann and Sons") can be a trigram neighbour of a typed word.
    const company = await createCompany(t.database.db, { name: 'Quiet Harbor' });
    await createJob(t.database.db, {
      company,
      title: 'Cloud Engineer',
      description,
      skills: ['kubernetes', 'terraform'],
    });
    await createJob(t.database.db, {
      company,
      title: 'Database Administrator',
      description,
      skills: ['postgresql'],
    });
    await createJob(t.database.db, {
      company,
      title: 'Illustrator',
      description,
      skills: ['adobe-illustrator'],
    });

    expect(titles(await search(client, 'q=Kubernets'))).toEqual(['Cloud Engineer']);
    expect(titles(await search(client, 'q=postgress'))).toEqual(['Database Administrator']);
    // The alias "Postgres" is searchable too.
    expect(titles(await search(client, 'q=postgres'))).toEqual(['Database Administrator']);
    expect((await search(client, 'q=zzzzqqq')).data).toEqual([]);
  });

  it('takes a swapped pair of letters as one edit, wherever it is in the word', async () => {
    const { client } = await talent();
    const description = 'A plain role.';
    // One fixed company: a generated name ("Mann and Sons") can be a trigram neighbour of a typed word.
    const company = await createCompany(t.database.db, { name: 'Quiet Harbor' });
    await createJob(t.database.db, {
      company,
      title: 'Senior Data Analyst',
      description,
      skills: ['sql'],
    });
    await createJob(t.database.db, {
      company,
      title: 'Illustrator',
      description,
      skills: ['adobe-illustrator'],
    });
    await createJob(t.database.db, {
      company,
      title: 'Office Manager',
      description,
      skills: ['english'],
    });
    // Trigram similarity of these to the right word is under the threshold (3 shared trigrams of 11).
    expect(titles(await search(client, 'q=Seinor'))).toEqual(['Senior Data Analyst']);
    expect(titles(await search(client, 'q=esnior%20analyst'))).toEqual(['Senior Data Analyst']);
    expect(titles(await search(client, 'q=Illsutrator'))).toEqual(['Illustrator']);
    expect(titles(await search(client, 'q=manaegr'))).toEqual(['Office Manager']);
  });
});

describe('GET /talent/api/jobs: filters', () => {
  it('filters by work mode, employment type, seniority and posted date, with facets of the other filters', async () => {
    const { client } = await talent();
    await createJob(t.database.db, {
      title: 'A',
      workMode: 'remote',
      employmentType: 'full_time',
      seniority: 'senior',
      postedAt: days(2),
    });
    await createJob(t.database.db, {
      title: 'B',
      workMode: 'hybrid',
      employmentType: 'contract',
      seniority: 'senior',
      postedAt: days(10),
    });
    await createJob(t.database.db, {
      title: 'C',
      workMode: 'onsite',
      employmentType: 'full_time',
      seniority: 'junior',
      postedAt: days(20),
    });
    await createJob(t.database.db, {
      title: 'D',
      workMode: 'remote',
      employmentType: 'part_time',
      seniority: 'mid',
      postedAt: days(40),
    });

    expect(titles(await search(client, 'work_mode=remote')).sort()).toEqual(['A', 'D']);
    expect(titles(await search(client, 'work_mode=remote,hybrid&seniority=senior')).sort()).toEqual([
      'A',
      'B',
    ]);
    expect(titles(await search(client, 'employment_type=full_time&employment_type=contract')).sort()).toEqual(
      ['A', 'B', 'C'],
    );
    expect(titles(await search(client, 'posted_within=14')).sort()).toEqual(['A', 'B']);

    const list = await search(client, 'work_mode=remote&seniority=senior');
    expect(titles(list)).toEqual(['A']);
    const count = (group: keyof JobList['meta']['facets'], value: string) =>
      list.meta.facets[group].find((f) => f.value === value)?.count;
    // Work-mode counts ignore the work-mode filter but keep the seniority one (A and B are senior).
    expect(count('work_mode', 'remote')).toBe(1);
    expect(count('work_mode', 'hybrid')).toBe(1);
    expect(count('work_mode', 'onsite')).toBe(0);
    // Seniority counts keep the remote filter: A (senior) and D (mid).
    expect(count('seniority', 'senior')).toBe(1);
    expect(count('seniority', 'mid')).toBe(1);
    expect(list.meta.facets.work_mode.find((f) => f.value === 'onsite')?.label).toBe('On-site');
    expect(count('posted_within', '7')).toBe(1);
  });

  it('requires every listed skill and flags the ones the candidate has', async () => {
    const { client } = await talent({ skills: ['react'] });
    await createJob(t.database.db, { title: 'Both', skills: ['react', 'typescript'] });
    await createJob(t.database.db, { title: 'React only', skills: ['react'] });
    await createJob(t.database.db, { title: 'Neither', skills: ['go'] });

    expect(titles(await search(client, 'skills=react,typescript'))).toEqual(['Both']);
    const list = await search(client, 'skills=react');
    expect(titles(list).sort()).toEqual(['Both', 'React only']);
    const both = list.data.find((j) => j.title === 'Both')!;
    expect(both.skills.map((s) => [s.slug, s.matched]).sort()).toEqual([
      ['react', true],
      ['typescript', false],
    ]);
    expect(list.meta.facets.skills.find((s) => s.value === 'typescript')).toMatchObject({
      label: 'TypeScript',
      count: 1,
    });
  });

  it('filters by eligibility: anywhere, listed countries or the office country', async () => {
    const { client } = await talent({ country: 'BR' });
    const eu = ['DE', 'FR', 'NL', 'PT'];
    await createJob(t.database.db, {
      title: 'EU only',
      workMode: 'remote',
      eligibleAnywhere: false,
      eligibleCountries: eu,
      eligibleRegions: ['European Union'],
    });
    await createJob(t.database.db, {
      title: 'Anywhere',
      workMode: 'remote',
      eligibleAnywhere: true,
      eligibleCountries: [],
    });
    await createJob(t.database.db, {
      title: 'Sao Paulo office',
      workMode: 'onsite',
      officeCountry: 'BR',
      eligibleAnywhere: false,
      eligibleCountries: ['BR'],
    });

    // The profile says BR: the EU job is hidden.
    expect(titles(await search(client, 'eligible_only=true')).sort()).toEqual([
      'Anywhere',
      'Sao Paulo office',
    ]);
    const all = await search(client);
    expect(all.data.find((j) => j.title === 'EU only')!.eligible).toBe(false);
    expect(all.data.find((j) => j.title === 'Anywhere')!.eligible).toBe(true);
    expect(all.data.find((j) => j.title === 'EU only')!.eligibility).toMatchObject({
      anywhere: false,
      countries: eu,
      regions: ['European Union'],
    });
    // "I can work from" another country.
    expect(titles(await search(client, 'country=de')).sort()).toEqual(['Anywhere', 'EU only']);

    // Without a profile country, eligible_only uses `country`, and needs one.
    const { client: noProfile } = await talent({ country: null });
    expect(titles(await search(noProfile, 'eligible_only=1&country=PT')).sort()).toEqual([
      'Anywhere',
      'EU only',
    ]);
    const res = await noProfile.get('/talent/api/jobs?eligible_only=true');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.eligible_only).toBeDefined();
  });

  it('converts the minimum salary to annual USD at the reference rates', async () => {
    const { client } = await talent();
    await createJob(t.database.db, {
      title: 'Euro',
      salaryMin: 60_000,
      salaryMax: 70_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
    });
    await createJob(t.database.db, {
      title: 'Hourly',
      salaryMin: 50,
      salaryMax: 60,
      salaryCurrency: 'USD',
      salaryPeriod: 'hour',
    });
    await createJob(t.database.db, {
      title: 'Unpaid',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
    });

    // 70,000 EUR ≈ 80,460 USD; 60 USD/h ≈ 124,800 USD a year.
    expect(titles(await search(client, 'min_salary=80000')).sort()).toEqual(['Euro', 'Hourly']);
    expect(titles(await search(client, 'min_salary=100000'))).toEqual(['Hourly']);
    expect(titles(await search(client, 'min_salary=69000&currency=EUR')).sort()).toEqual(['Euro', 'Hourly']);
    const euro = (await search(client, 'q=euro&currency=EUR')).data[0]!;
    expect(euro.salary).toMatchObject({ min: 60_000, max: 70_000, currency: 'EUR', period: 'year' });
    expect(euro.salary!.annual_converted).toEqual({
      min: 60_000,
      max: 70_000,
      currency: 'EUR',
      rates_date: null,
    });
    expect((await search(client, 'sort=salary')).data.map((j) => j.title)).toEqual([
      'Hourly',
      'Euro',
      'Unpaid',
    ]);
  });
});

describe('GET /talent/api/jobs: validation and access', () => {
  it('answers 422 in the Laravel shape for bad filters and cursors', async () => {
    const { client } = await talent();
    for (const query of [
      'work_mode=underwater',
      'seniority=god',
      'min_overlap=13',
      'min_salary=-1',
      'posted_within=2',
      'sort=random',
      'country=XX',
      'country=germany',
      'currency=ABC',
      'skills=not-a-skill',
      'limit=0',
      'cursor=not-base64-json',
      `cursor=${Buffer.from(JSON.stringify({ sort: 'salary', salaryUsd: 1, id: 'x' })).toString('base64url')}`,
    ]) {
      const res = await client.get(`/talent/api/jobs?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    // A cursor of another sort is refused too.
    await createJob(t.database.db, {});
    await createJob(t.database.db, {});
    const first = await search(client, 'limit=1&sort=newest');
    const res = await client.get(`/talent/api/jobs?limit=1&sort=salary&cursor=${first.meta.next_cursor}`);
    expect(res.statusCode).toBe(422);
  });

  it('needs a verified login', async () => {
    const guest = t.client();
    expect((await guest.get('/talent/api/jobs')).statusCode).toBe(401);
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.get('/talent/api/jobs');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your email address is not verified.' });
  });
});
