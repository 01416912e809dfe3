import { describe, expect, it } from 'vitest';
import { CatalogueResponseSchema } from '@talent/contract/catalogue';
import { applications } from '../../db/schema/applications.schema.ts';
import { createCompany, createJob } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { CatalogueService } from './catalogue.service.ts';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const t = useTestApp({ now: () => NOW });

/** One application per entry, sent `daysAgo` before NOW and answered `hours` after (or never, with null). */
async function answered(entries: Array<{ daysAgo: number; hours: number | null }>) {
  const job = await createJob(t.database.db);
  for (const { daysAgo, hours } of entries) {
    const user = await t.createUser();
    const submittedAt = new Date(NOW.getTime() - daysAgo * DAY);
    await t.database.db.insert(applications).values({
      userId: user.id,
      jobId: job.id,
      submittedAt,
      firstResponseAt: hours === null ? null : new Date(submittedAt.getTime() + hours * HOUR),
    });
  }
}

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
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(CatalogueResponseSchema.parse(res.json()).data).toEqual({
      open_jobs: 3,
      companies: 2,
      countries: 2,
      open_worldwide: 1,
      median_response_hours: null,
    });
  });

  it("gives the recruiters' median first response over the last 90 days, unanswered and older ones left out", async () => {
    await answered([
      { daysAgo: 1, hours: 2 },
      { daysAgo: 10, hours: 5 },
      { daysAgo: 30, hours: 30 },
      { daysAgo: 89, hours: 7.5 },
      // Not answered yet, and answered but sent before the window: neither counts.
      { daysAgo: 2, hours: null },
      { daysAgo: 120, hours: 500 },
    ]);
    const res = await t.client().get('/shared/api/catalogue');
    // The median of 2, 5, 7.5 and 30 hours.
    expect(res.json().data.median_response_hours).toBe(6.3);
  });

  it('answers zeros for an empty catalogue', async () => {
    const res = await t.client().get('/shared/api/catalogue');
    expect(res.json()).toEqual({
      data: { open_jobs: 0, companies: 0, countries: 0, open_worldwide: 0, median_response_hours: null },
    });
  });
});

describe('CatalogueService', () => {
  it('keeps the figures for its cache time, so a burst of visitors costs one count', async () => {
    const catalogue = new CatalogueService({ db: t.database.db, now: () => NOW, cacheTtlMs: 60_000 });
    expect((await catalogue.figures()).open_jobs).toBe(0);
    await createJob(t.database.db);
    expect((await catalogue.figures()).open_jobs).toBe(0);
    // Without a cache (as the app runs under test) the same question is counted again.
    const uncached = new CatalogueService({ db: t.database.db, now: () => NOW, cacheTtlMs: 0 });
    expect((await uncached.figures()).open_jobs).toBe(1);
  });
});
