import { describe, expect, it } from 'vitest';
import { createJob, createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { nextMillisecond } from '../../test/waiting.ts';

const t = useTestApp();

async function talent() {
  const user = await t.createUser({ verified: true });
  await createTalentProfile(t.database.db, user.id, { country: 'DE' });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

const ago = (ms: number) => new Date(Date.now() - ms);

describe('/talent/api/saved-searches', () => {
  it('creates, lists with the count of new matches, marks seen, renames and deletes', async () => {
    const { client } = await talent();
    await createJob(t.database.db, { title: 'Rust Engineer', workMode: 'remote', postedAt: ago(86_400_000) });

    const created = await client.post('/talent/api/saved-searches', {
      name: 'Remote Rust',
      query: { q: 'rust', work_mode: ['remote'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json().data;
    expect(search).toMatchObject({
      name: 'Remote Rust',
      alert: true,
      new_count: 0,
      query: { q: 'rust', work_mode: ['remote'] },
    });

    // Two new remote Rust jobs after it was saved (one on-site does not match).
    await nextMillisecond();
    await createJob(t.database.db, {
      title: 'Senior Rust Engineer',
      workMode: 'remote',
      postedAt: new Date(),
    });
    await createJob(t.database.db, {
      title: 'Rust Developer',
      workMode: 'remote',
      postedAt: new Date(),
    });
    await createJob(t.database.db, {
      title: 'Rust in the office',
      workMode: 'onsite',
      postedAt: new Date(),
    });
    await nextMillisecond();
    let list = (await client.get('/talent/api/saved-searches')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].new_count).toBe(2);

    const seen = await client.post(`/talent/api/saved-searches/${search.id}/seen`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.new_count).toBe(0);

    const renamed = await client.request('PATCH', `/talent/api/saved-searches/${search.id}`, {
      name: 'Rust',
      alert: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Rust', alert: false });

    expect((await client.request('DELETE', `/talent/api/saved-searches/${search.id}`)).statusCode).toBe(204);
    list = (await client.get('/talent/api/saved-searches')).json().data;
    expect(list).toEqual([]);
    expect((await client.request('DELETE', `/talent/api/saved-searches/${search.id}`)).statusCode).toBe(404);
  });

  it('validates the name and the filters', async () => {
    const { client } = await talent();
    const bad = [
      { name: '', query: {} },
      { name: 'x', query: { work_mode: ['space'] } },
      { name: 'x', query: { skills: ['no-such-skill'] } },
      { name: 'x', query: { country: 'QQ' } },
      { name: 'x' },
    ];
    for (const body of bad) {
      const res = await client.post('/talent/api/saved-searches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });

  it("keeps each user's searches to themselves (404 on someone else's)", async () => {
    const { client: alice } = await talent();
    const { client: bob } = await talent();
    const created = (
      await alice.post('/talent/api/saved-searches', { name: 'Mine', query: { q: 'go' } })
    ).json().data;
    expect((await bob.get('/talent/api/saved-searches')).json().data).toEqual([]);
    expect((await bob.post(`/talent/api/saved-searches/${created.id}/seen`)).statusCode).toBe(404);
    expect(
      (await bob.request('PATCH', `/talent/api/saved-searches/${created.id}`, { name: 'Hijack' })).statusCode,
    ).toBe(404);
    expect((await bob.request('DELETE', `/talent/api/saved-searches/${created.id}`)).statusCode).toBe(404);
    expect(
      (await bob.post(`/talent/api/saved-searches/${created.id}`, { _method: 'DELETE' })).statusCode,
    ).toBe(404);
    expect((await alice.get('/talent/api/saved-searches')).json().data).toHaveLength(1);
    expect((await alice.request('DELETE', '/talent/api/saved-searches/not-a-uuid')).statusCode).toBe(404);
  });

  it('needs a verified login', async () => {
    expect((await t.client().get('/talent/api/saved-searches')).statusCode).toBe(401);
    const user = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    expect((await client.post('/talent/api/saved-searches', { name: 'x', query: {} })).statusCode).toBe(403);
  });
});
