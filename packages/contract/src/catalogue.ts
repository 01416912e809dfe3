import { z } from 'zod';

/*
 * Public figures of the job catalogue, for visitors who are not signed in (the overview on /dashboard).
 *
 *   GET /shared/api/catalogue  → CatalogueResponseSchema   (no session; counted live, open jobs only)
 *
 * open_jobs          jobs open today
 * companies          companies with at least one open job
 * countries          countries those jobs are located in
 * open_worldwide     open jobs a person may take from any country
 */
export const CatalogueFiguresSchema = z.object({
  open_jobs: z.number().int().nonnegative(),
  companies: z.number().int().nonnegative(),
  countries: z.number().int().nonnegative(),
  open_worldwide: z.number().int().nonnegative(),
});
export type CatalogueFigures = z.infer<typeof CatalogueFiguresSchema>;

export const CatalogueResponseSchema = z.object({ data: CatalogueFiguresSchema });
