import { faker } from '@faker-js/faker';
import { insertJobs } from '../features/jobs/jobs.repository.ts';
import type { Db } from '../db/client.ts';
import { skillRefs } from './factories.ts';
import { buildCompany, buildJob, buildRecruiter, COMPANY_COUNTRY_CODES } from './job-generator.ts';
import { companies, recruiters } from '../db/schema/jobs.schema.ts';

const BATCH = 1000;

export interface JobSeedOptions {
  jobs: number;
  /** Default: one company per ten jobs, between 20 and 2,000. */
  companies?: number;
  now?: Date;
  onProgress?: (done: number) => void;
}

/**
 * Bulk demo jobs from the same builders as the factories: companies spread over every country of the generator,
 * one to three recruiters each, then jobs inserted a thousand per statement. Call after `faker.seed()` for a
 * repeatable data set.
 */
export async function seedJobs(
  db: Db,
  options: JobSeedOptions,
): Promise<{ companies: number; jobs: number }> {
  const now = options.now ?? new Date();
  const companyCount = options.companies ?? Math.min(2000, Math.max(20, Math.round(options.jobs / 10)));
  const refs = await skillRefs(db);
  const skillsById = new Map([...refs.values()].map((r) => [r.id, r]));

  // Every generator country gets companies before any gets a second one, so small seeds still span 60+ countries.
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: companyCount }, (_, i) =>
        buildCompany(faker, { country: COMPANY_COUNTRY_CODES[i % COMPANY_COUNTRY_CODES.length]! }),
      ),
    )
    .returning({ id: companies.id, name: companies.name, country: companies.country });
  const recruiterRows = await db
    .insert(recruiters)
    .values(
      companyRows.flatMap((c) =>
        Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => buildRecruiter(faker, c.id)),
      ),
    )
    .returning({ id: recruiters.id, companyId: recruiters.companyId });
  const recruitersOf = new Map<string, string[]>();
  for (const r of recruiterRows)
    recruitersOf.set(r.companyId, [...(recruitersOf.get(r.companyId) ?? []), r.id]);
  const companyNames = new Map(companyRows.map((c) => [c.id, c.name]));

  let done = 0;
  let pending: Promise<unknown> = Promise.resolve();
  while (done < options.jobs) {
    const size = Math.min(BATCH, options.jobs - done);
    const batch = Array.from({ length: size }, () => {
      const company = faker.helpers.arrayElement(companyRows);
      const recruiterId = faker.helpers.arrayElement(recruitersOf.get(company.id)!);
      return buildJob(faker, { company, recruiterId, skills: refs, now });
    });
    // Build the next batch while the database writes this one (one statement at a time on the transaction).
    await pending;
    pending = insertJobs(db, batch, { skillsById, companyNames });
    done += size;
    if (done % BATCH === 0 || done === options.jobs) options.onProgress?.(done);
  }
  await pending;
  return { companies: companyRows.length, jobs: done };
}
