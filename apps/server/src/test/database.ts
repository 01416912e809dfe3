import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { templateDatabaseName, workerDatabaseName } from './database-names.ts';

/**
 * The PostgreSQL server of the `server-postgres` project (its config sets TEST_POSTGRES_URL from DATABASE_URL);
 * unset in the `server` project, which always runs on PGlite.
 */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_POSTGRES_URL || undefined;
}

/**
 * A migrated database for one test file: a copy of the PGlite template, or in the PostgreSQL project a database
 * of this worker (<database>_w<pool id>), dropped and re-created from the run's migrated template database.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testPostgresUrl();
  if (!url) {
    const template = await readFile(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  const name = workerDatabaseName(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(url)}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openPostgres(target.toString());
}

// Every table but the skills taxonomy, which is reference data the template already holds.
const TABLES = [
  'work_style_results',
  'rate_limits',
  'badges',
  'badge_holders',
  'analytics_events',
  'password_reset_tokens',
  'sessions',
  'saved_searches',
  'saved_jobs',
  'talent_skills',
  'talent_profiles',
  'job_skills',
  'jobs',
  'recruiters',
  'companies',
  'users',
];

/** Isolation between tests: empty every table (faster than a new database, and it sees committed work). */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}
