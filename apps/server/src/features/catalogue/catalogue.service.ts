import {
  CATALOGUE_CACHE_SECONDS,
  RESPONSE_WINDOW_DAYS,
  type CatalogueFigures,
} from '@talent/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { catalogueFigures, medianResponseHours } from './catalogue.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public face of the catalogue: counts of open jobs and the recruiters' median response time, never a job, so
 * a visitor learns nothing private. Every visitor of /hello and /dashboard asks the same question, so the answer
 * is kept for a minute per process (a shared link can bring many at once).
 */
export class CatalogueService {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly cache: TtlCache<CatalogueFigures>;

  constructor({ db, now, cacheTtlMs }: { db: Db; now?: () => Date; cacheTtlMs?: number }) {
    this.db = db;
    this.now = now ?? (() => new Date());
    this.cache = new TtlCache(cacheTtlMs ?? CATALOGUE_CACHE_SECONDS * 1000, 1);
  }

  async figures(): Promise<CatalogueFigures> {
    const cached = this.cache.get('figures');
    if (cached) return cached;
    const since = new Date(this.now().getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
    const [jobs, median] = await Promise.all([
      catalogueFigures(this.db),
      medianResponseHours(this.db, since),
    ]);
    const figures = { ...jobs, median_response_hours: median };
    this.cache.set('figures', figures);
    return figures;
  }
}
