import { describe, expect, it } from 'vitest';
import { CatalogueResponseSchema } from '@talent/contract/catalogue';
import { createCompany, createJob } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();

describe('GET /shared/api/catalogue', () => {
  it('counts the open catalogue live, for a visitor without a session', async () => {
    const db = t.database.db;
    const acme = await createCompany(db);
    await createJob(db, { company: acme, country: 'DE', eligibleAnywhere: true });
    await createJob(db, { company: acme, country: 'NG', eligibleAnywhere: false });
    await createJob(db, { country: 'DE', eligibleAnywhere: false });
    // A closed job counts for nothing, nor does its company or country.
    await createJob(db, { country: 'BR', eligibleAnywhere: true, status: 'closed' });

    const res = await t.client().get('/shared/api/catalogue');
    expect(res.statusCode).toBe(200);
    expect(CatalogueResponseSchema.parse(res.json()).data).toEqual({
      open_jobs: 3,
      companies: 2,
      countries: 2,
      open_worldwide: 1,
    });
  });

  it('answers zeros for an empty catalogue', async () => {
    const res = await t.client().get('/shared/api/catalogue');
    expect(res.json()).toEqual({ data: { open_jobs: 0, companies: 0, countries: 0, open_worldwide: 0 } });
  });
});
