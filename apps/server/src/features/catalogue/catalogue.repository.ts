import { and, count, countDistinct, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { CatalogueFigures } from '@talent/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';

type JobFigures = Omit<CatalogueFigures, 'median_response_hours'>;

/** The catalogue's open jobs counted in one pass: all, their companies, their countries, the ones open anywhere. */
export async function catalogueFigures(db: Db): Promise<JobFigures> {
  const [row] = await db
    .select({
      open_jobs: count(),
      companies: countDistinct(jobs.companyId),
      countries: countDistinct(jobs.country),
      open_worldwide: sql<number>`count(*) filter (where ${jobs.eligibleAnywhere})`.mapWith(Number),
    })
    .from(jobs)
    .where(eq(jobs.status, 'open'));
  return row ?? { open_jobs: 0, companies: 0, countries: 0, open_worldwide: 0 };
}

/**
 * The median time, in hours to one decimal, from an application to the recruiter's first answer, over the
 * applications sent since `since` that got one (the measure each recruiter's own median uses); null when none did.
 */
export async function medianResponseHours(db: Db, since: Date): Promise<number | null> {
  const [row] = await db
    .select({
      hours: sql<number | null>`round((percentile_cont(0.5) within group (
          order by extract(epoch from ${applications.firstResponseAt} - ${applications.submittedAt}) / 3600.0
        ))::numeric, 1)`.mapWith((value: unknown) => (value === null ? null : Number(value))),
    })
    .from(applications)
    .where(and(isNotNull(applications.firstResponseAt), gte(applications.submittedAt, since)));
  return row?.hours ?? null;
}
