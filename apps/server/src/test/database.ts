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

// The tables a test may write: these, and every table that references one of them (found once per database).
// The skills taxonomy is reference data the template already holds, and stays.
const WRITTEN_ROOTS = [
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

interface ResetPlan {
  /** One statement answering which of the tables hold a row. */
  probe: string;
  /** The public schema's sequences (bigserial ids), restarted so ids are the same in every test. */
  sequences: string[];
}

/** Both drivers answer a raw statement with `{ rows }`. */
async function rows<T>(database: Database, statement: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

const plans = new WeakMap<Database, Promise<ResetPlan>>();

async function resetPlan(database: Database): Promise<ResetPlan> {
  const referencing = await rows<{ child: string; parent: string }>(
    database,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = new Set(WRITTEN_ROOTS);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of referencing) {
      if (tables.has(parent) && !tables.has(child)) {
        tables.add(child);
        grew = true;
      }
    }
  }
  const sequences = await rows<{ name: string }>(
    database,
    `SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return {
    probe: [...tables]
      .map((table) => `SELECT '${table}' AS name WHERE EXISTS (SELECT 1 FROM ${table})`)
      .join(' UNION ALL '),
    sequences: sequences.map((row) => row.name),
  };
}

/**
 * Isolation between tests: empty every table a test may have written (it sees committed work). TRUNCATE gives each
 * table new files, ~0.15 s on PGlite and up to 0.5 s on PostgreSQL for the ~80 tables, before every test; deleting
 * the rows of the few tables a test wrote costs milliseconds. Foreign keys are not checked meanwhile (replica role),
 * so the order does not matter: every table that references an emptied one is in the list.
 */
export async function emptyWrittenTables(database: Database): Promise<void> {
  let plan = plans.get(database);
  if (!plan) {
    plan = resetPlan(database);
    plans.set(database, plan);
  }
  const { probe, sequences } = await plan;
  const written = await rows<{ name: string }>(database, probe);
  if (written.length) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
      for (const { name } of written) await tx.execute(sql.raw(`DELETE FROM ${name}`));
    });
  }
  // Even when the rows are gone already (a test that deleted what it made), the next ids start over.
  if (sequences.length) {
    await database.db.execute(
      sql.raw(`SELECT ${sequences.map((name) => `setval('${name}', 1, false)`).join(', ')}`),
    );
  }
}
