import { describe, expect, it } from 'vitest';
import type { JobList } from '@talent/contract/jobs';
import { createJob, createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();

async function talent() {
  const user = await t.createUser({ verified: true });
  await createTalentProfile(t.database.db, user.id, { country: 'PT', skills: ['react'] });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

describe('GET /talent/api/jobs/{id}', () => {
  it('shows the whole job with company, recruiter, eligibility and matched skills', async () => {
    const { client } = await talent();
    const job = await createJob(t.database.db, {
      title: 'Frontend Engineer',
      skills: ['react', { slug: 'typescript', required: false, years: 2 }],
      screenerQuestions: [{ kind: 'overlap', text: 'Overlap?' }],
      eligibleAnywhere: false,
      eligibleCountries: ['PT', 'ES'],
    });
    const res = await client.get(`/talent/api/jobs/${job.id}?currency=EUR`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: job.id,
      title: 'Frontend Engineer',
      status: 'open',
      eligible: true,
      screener_questions_count: 1,
      apply_minutes: 4,
      recruiter: { id: job.recruiterId },
      company: { id: job.companyId, about: expect.any(String) },
    });
    expect(data.description).toContain('## ');
    expect(data.skills).toEqual([
      { slug: 'react', name: 'React', required: true, years: null, matched: true },
      { slug: 'typescript', name: 'TypeScript', required: false, years: 2, matched: false },
    ]);
  });

  it('answers 404 for unknown, malformed and closed jobs', async () => {
    const { client } = await talent();
    const closed = await createJob(t.database.db, { status: 'closed' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1", closed.id]) {
      const res = await client.get(`/talent/api/jobs/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
    expect((await client.get('/talent/api/jobs/not-a-uuid/similar')).statusCode).toBe(404);
    // Closed jobs never appear in a search either.
    expect(((await client.get('/talent/api/jobs')).json() as JobList).data).toEqual([]);
  });

  it('lists similar open jobs, most shared skills first', async () => {
    const { client } = await talent();
    const job = await createJob(t.database.db, {
      title: 'Go Engineer',
      skills: ['go', 'kubernetes', 'postgresql'],
    });
    // Both open to the reader's country: among those, the most shared skills lead.
    const anywhere = { eligibleAnywhere: true };
    await createJob(t.database.db, { ...anywhere, title: 'Two shared', skills: ['go', 'kubernetes'] });
    await createJob(t.database.db, { ...anywhere, title: 'One shared', skills: ['postgresql', 'figma'] });
    await createJob(t.database.db, {
      title: 'Closed twin',
      skills: ['go', 'kubernetes', 'postgresql'],
      status: 'closed',
    });
    await createJob(t.database.db, { title: 'Painter', skills: ['adobe-illustrator'] });
    const res = await client.get(`/talent/api/jobs/${job.id}/similar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { title: string }) => j.title)).toEqual(['Two shared', 'One shared']);
  });
});

describe('similar jobs for a reader abroad', () => {
  it("lists the ones open to the reader's country first", async () => {
    const user = await t.createUser({ verified: true });
    await createTalentProfile(t.database.db, user.id, { country: 'NG' });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const job = await createJob(t.database.db, { title: 'Go Engineer', skills: ['go', 'kubernetes'] });
    const local = { eligibleAnywhere: false, eligibleCountries: ['DE'], eligibleRegions: [] };
    await createJob(t.database.db, {
      ...local,
      title: 'Berlin only, both skills',
      skills: ['go', 'kubernetes'],
    });
    await createJob(t.database.db, {
      title: 'Open to Nigeria, one skill',
      skills: ['go'],
      eligibleAnywhere: true,
    });
    const res = await client.get(`/talent/api/jobs/${job.id}/similar`);
    expect(res.json().data.map((j: { title: string }) => j.title)).toEqual([
      'Open to Nigeria, one skill',
      'Berlin only, both skills',
    ]);
  });
});

describe('saving jobs', () => {
  it('PUT saves and DELETE unsaves, idempotently, also through POST + _method', async () => {
    const { client } = await talent();
    const a = await createJob(t.database.db, { title: 'A' });
    const b = await createJob(t.database.db, { title: 'B' });
    expect((await client.put(`/talent/api/jobs/${a.id}/save`)).statusCode).toBe(204);
    expect((await client.put(`/talent/api/jobs/${a.id}/save`)).statusCode).toBe(204);
    expect(
      (await client.post(`/talent/api/jobs/${b.id}/save`, { _method: 'PUT' }, { form: true })).statusCode,
    ).toBe(204);

    const saved = (await client.get('/talent/api/jobs/saved')).json() as JobList;
    expect(saved.data.map((j) => j.title)).toEqual(['B', 'A']);
    expect(saved.data.every((j) => j.saved)).toBe(true);
    expect(saved.meta.total).toBe(2);
    const search = (await client.get('/talent/api/jobs')).json() as JobList;
    expect(search.data.filter((j) => j.saved).length).toBe(2);

    // Paged with a cursor.
    const page1 = (await client.get('/talent/api/jobs/saved?limit=1')).json() as JobList;
    const page2 = (
      await client.get(`/talent/api/jobs/saved?limit=1&cursor=${page1.meta.next_cursor}`)
    ).json() as JobList;
    expect([...page1.data, ...page2.data].map((j) => j.title)).toEqual(['B', 'A']);
    expect(page2.meta.next_cursor).toBeNull();

    expect((await client.request('DELETE', `/talent/api/jobs/${a.id}/save`)).statusCode).toBe(204);
    expect((await client.request('DELETE', `/talent/api/jobs/${a.id}/save`)).statusCode).toBe(204);
    expect((await client.post(`/talent/api/jobs/${b.id}/save`, { _method: 'DELETE' })).statusCode).toBe(204);
    expect(((await client.get('/talent/api/jobs/saved')).json() as JobList).data).toEqual([]);

    expect((await client.put('/talent/api/jobs/00000000-0000-4000-8000-000000000000/save')).statusCode).toBe(
      404,
    );
    expect((await client.post(`/talent/api/jobs/${a.id}/save`, { _method: 'PATCH' })).statusCode).toBe(405);
    expect((await client.put(`/talent/api/jobs/${a.id}/save`, {}, { csrf: false })).statusCode).toBe(419);
  });

  it("never shows one user's saved jobs to another", async () => {
    const { client: alice } = await talent();
    const { client: bob } = await talent();
    const job = await createJob(t.database.db, {});
    await alice.put(`/talent/api/jobs/${job.id}/save`);
    expect(((await bob.get('/talent/api/jobs/saved')).json() as JobList).data).toEqual([]);
    expect((await bob.get(`/talent/api/jobs/${job.id}`)).json().data.saved).toBe(false);
    // Bob unsaving it changes nothing for Alice.
    await bob.request('DELETE', `/talent/api/jobs/${job.id}/save`);
    expect(((await alice.get('/talent/api/jobs/saved')).json() as JobList).data).toHaveLength(1);
  });

  it('needs a verified login', async () => {
    const job = await createJob(t.database.db, {});
    expect((await t.client().get('/talent/api/jobs/saved')).statusCode).toBe(401);
    expect((await t.client().get(`/talent/api/jobs/${job.id}`)).statusCode).toBe(401);
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await client.put(`/talent/api/jobs/${job.id}/save`)).statusCode).toBe(403);
    expect((await client.get('/talent/api/jobs/saved')).statusCode).toBe(403);
  });
});
