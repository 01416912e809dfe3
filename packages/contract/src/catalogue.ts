import { z } from 'zod';

/*
 * Public figures of the job catalogue, for visitors who are not signed in (the overview on /dashboard, /hello).
 *
 *   GET /shared/api/catalogue  → CatalogueResponseSchema   (no session; open jobs only; each process keeps the
 *                                                          answer for CATALOGUE_CACHE_SECONDS)
 *
 * open_jobs          jobs open today
 * companies          companies with at least one open job
 * countries          countries those jobs are located in
 * open_worldwide     open jobs a person may take from any country
 * median_response_hours
 *                    recruiters' median time from an application to its first answer, over the applications
 *                    sent in the last RESPONSE_WINDOW_DAYS that got one; null while there are none
 */
export const CATALOGUE_CACHE_SECONDS = 60;
export const RESPONSE_WINDOW_DAYS = 90;

export const CatalogueFiguresSchema = z.object({
  open_jobs: z.number().int().nonnegative(),
  companies: z.number().int().nonnegative(),
  countries: z.number().int().nonnegative(),
  open_worldwide: z.number().int().nonnegative(),
  median_response_hours: z.number().nonnegative().nullable(),
});
export type CatalogueFigures = z.infer<typeof CatalogueFiguresSchema>;

export const CatalogueResponseSchema = z.object({ data: CatalogueFiguresSchema });
