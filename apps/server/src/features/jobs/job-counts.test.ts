import { describe, expect, it } from 'vitest';
import type { AroundTheGlobe, JobList } from '@talent/contract/jobs';
import { createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { seedJobs } from '../../seed/seed-jobs.ts';
import { useTestApp } from '../../test/harness.ts';
import { COUNT_SAMPLE } from './job-search.repository.ts';

const t = useTestApp({ logger: { level: 'error' } });

describe('the total of a broad search', () => {
  it('estimates the whole catalogue, not the sample, and agrees with the map', async () => {
    const user = await t.createUser({ verified: true });
    await createTalentProfile(t.database.db, user.id, { country: 'DE' });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    await seedJobs(t.database.db, { jobs: COUNT_SAMPLE * 3, companies: 30 });

    const globe = (await client.get('/talent/api/jobs/around-the-globe')).json() as AroundTheGlobe;
    const list = (await client.get('/talent/api/jobs?sort=newest')).json() as JobList;
    expect(globe.meta.total).toBeGreaterThan(COUNT_SAMPLE * 2);
    // Within 10 % of the open jobs the map counts one by one.
    expect(Math.abs(list.meta.total - globe.meta.total)).toBeLessThanOrEqual(globe.meta.total * 0.1);
    const eligible = (await client.get('/talent/api/jobs?eligible_only=1')).json() as JobList;
    expect(Math.abs(eligible.meta.total - globe.meta.eligible_total)).toBeLessThanOrEqual(
      globe.meta.eligible_total * 0.1,
    );
  });
});
