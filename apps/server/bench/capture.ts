/** Records the SQL one search runs through `JobsService` (the bench's floor and `explain-mix.ts` replay it). */
import type pg from 'pg';
import { JobSearchQuerySchema } from '@talent/contract/jobs';
import type { openPostgres } from '../src/db/client.ts';
import { JobsService } from '../src/features/jobs/jobs.service.ts';

export interface Statement {
  text: string;
  /** A named prepared statement's name (the floor prepares it too). */
  name?: string;
  values: unknown[];
  wave: number;
}

/** Runs one search through JobsService on a pool whose queries are recorded (with which ran concurrently). */
export async function captureStatements(
  database: ReturnType<typeof openPostgres>,
  url: string,
  cold: boolean,
  userId: string,
) {
  const session = (database.db as unknown as { session: { client: pg.Pool } }).session;
  const pool = session.client;
  const original = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  const captured: Statement[] = [];
  let inflight = 0;
  let wave = 0;
  (pool as unknown as { query: unknown }).query = async (q: unknown, v?: unknown) => {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    const name = typeof q === 'string' ? undefined : (q as { name?: string }).name;
    const values = (typeof q === 'string' ? v : ((q as { values?: unknown[] }).values ?? v)) as unknown[];
    if (inflight === 0) wave++;
    captured.push({ text, values: values ?? [], wave, ...(name ? { name } : {}) });
    inflight++;
    try {
      return await original(q, v);
    } finally {
      inflight--;
    }
  };
  try {
    const service = new JobsService({ db: database.db, countsTtlMs: cold ? 0 : 60_000 });
    const query = JobSearchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    if (!cold) {
      // Warm the counts cache, then record what a cache hit runs.
      const viewer = await service.viewer(userId, null, 'UTC', query.country);
      await service.search(query, viewer);
      captured.length = 0;
      wave = 0;
    }
    const viewer = await service.viewer(userId, null, 'UTC', query.country);
    await service.search(query, viewer);
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return captured;
}
