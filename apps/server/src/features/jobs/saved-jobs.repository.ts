import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, savedJobs } from '../../db/schema/jobs.schema.ts';
import { allOf, OPEN, rowsOf } from './job-sql.ts';

export async function saveJob(db: Db, userId: string, jobId: string) {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Db, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export interface SavedKey {
  savedAt: string;
  id: string;
}

/** The user's saved open jobs, most recently saved first, in keyset pages (a closed job's page is a 404). */
export async function savedPage(db: Db, userId: string, after: SavedKey | null, limit: number) {
  const keyset = after
    ? sql`(${savedJobs.createdAt}, ${savedJobs.jobId}) < (${after.savedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return rowsOf<{ id: string; saved_at: Date | string }>(
    await db.execute(sql`SELECT ${savedJobs.jobId} AS id, ${savedJobs.createdAt} AS saved_at FROM ${savedJobs}
      JOIN ${jobs} ON ${jobs.id} = ${savedJobs.jobId}
      WHERE ${allOf([sql`${savedJobs.userId} = ${userId}`, OPEN, keyset])}
      ORDER BY ${savedJobs.createdAt} DESC NULLS LAST, ${savedJobs.jobId} DESC NULLS LAST LIMIT ${limit + 1}`),
  );
}

export async function savedCount(db: Db, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ${savedJobs} JOIN ${jobs} ON ${jobs.id} = ${savedJobs.jobId}
      WHERE ${savedJobs.userId} = ${userId} AND ${OPEN}`),
  );
  return rows[0]?.n ?? 0;
}
