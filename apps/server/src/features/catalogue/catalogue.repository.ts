import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { CatalogueFigures } from '@talent/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';

/** The catalogue's open jobs counted in one pass: all, their companies, their countries, the ones open anywhere. */
export async function catalogueFigures(db: Db): Promise<CatalogueFigures> {
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
