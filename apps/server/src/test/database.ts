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
 * A migrated database, as the template left it, for one test file. Loading the PGlite template costs 0.4-0.7 s a
 * file, so each worker keeps one copy between its files
 * (the server project does not isolate files: module state lives on). Closing the copy hands it back, put back as
 * the template had it (`Copy.reset`), and it is kept only if nothing else differs from a fresh copy (the catalogs,
 * the planner's statistics, the reference tables, session settings, LISTEN channels: `signature()`). A file that
 * changed any of them, or closed the engine, leaves the next file a fresh copy. A second database opened while the
 * kept one is in use is always a fresh copy (on PostgreSQL a database of its own, dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const copy = kept;
  kept = undefined;
  if (copy) {
    keptInUse = true;
    return handle(copy);
  }
  if (keptInUse) return handle(await newCopy(`_${++extraCopies}`));
  keptInUse = true;
  try {
    return handle(await newCopy(''));
  } catch (error) {
    keptInUse = false;
    throw error;
  }
}

interface Copy {
  database: Database;
  /** '' for the worker's kept database; on PostgreSQL, the name suffix of an extra one. */
  suffix: string;
  /**
   * The tables the template holds rows in (reference data): rows a test adds are deleted, and a file that changed
   * or deleted one of the template's leaves the copy unusable.
   */
  referenceTables: string[];
  /** What a copy fresh from the template answers to `signature()`. */
  signature: string;
  /** Truncates every other table it wrote, deletes what was added to the reference tables, restarts sequences. */
  reset: () => Promise<void>;
}

/** This worker's copy between two files. */
let kept: Copy | undefined;
let keptInUse = false;
let extraCopies = 0;

async function newCopy(suffix: string): Promise<Copy> {
  const url = testPostgresUrl();
  let database: Database;
  if (!url) {
    const template = await readFile(inject('pgliteTemplate'));
    database = await openPglite({ loadDataDir: new Blob([template]) });
  } else {
    const name = workerDatabaseName(url) + suffix;
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
    database = openPostgres(target.toString());
    // Never kept (see release): none of the bookkeeping below, which costs catalog queries on every file.
    return { database, suffix, referenceTables: [], signature: '', reset: async () => {} };
  }
  const tables = await rows<{ name: string }>(
    database,
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const filled = await rows<{ name: string }>(
    database,
    tables
      .map(({ name }) => `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM ${name})`)
      .join(' UNION ALL '),
  );
  const referenceTables = filled.map((row) => row.name);
  const [newest] = referenceTables.length
    ? await rows<{ xid: string }>(
        database,
        `SELECT greatest(${referenceTables.map((name) => `(SELECT max(xmin::text::bigint) FROM ${name})`).join(', ')})::text AS xid`,
      )
    : [];
  const horizon = BigInt(newest?.xid ?? 0);
  const others = tables.map((row) => row.name).filter((name) => !referenceTables.includes(name));
  const sequences = await sequencesOf(database);
  // The planner's figures for every relation as the template has them (TRUNCATE resets an index's to "unknown").
  const stats = await rows<{ oid: string; pages: number; tuples: number; visible: number }>(
    database,
    `SELECT c.oid::text AS oid, c.relpages AS pages, c.reltuples AS tuples, c.relallvisible AS visible
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`,
  );
  const statsValues = stats
    .map((row) => `(${row.oid}::oid, ${row.pages}, ${row.tuples}::real, ${row.visible})`)
    .join(', ');
  const copy: Copy = {
    database,
    suffix,
    referenceTables,
    signature: '',
    reset: async () => {
      // Every table a file wrote is truncated rather than emptied: a fresh copy has no dead rows and no planner
      // statistics (the job search reads the planner's estimate), and neither must what the next file gets.
      const written = await rows<{ name: string }>(
        database,
        `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_relation_size(c.oid) > 0
            AND c.relname = ANY('{${others.join(',')}}'::text[])`,
      );
      await database.db.transaction(async (tx) => {
        if (written.length)
          await tx.execute(sql.raw(`TRUNCATE ${written.map((row) => row.name).join(', ')} CASCADE`));
        // What ANALYZE learnt (the template has no statistics of its own) and the figures it or TRUNCATE changed.
        await tx.execute(
          sql.raw(`DELETE FROM pg_statistic WHERE starelid IN (SELECT c.oid FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public')`),
        );
        await tx.execute(
          sql.raw(`UPDATE pg_class c SET relpages = t.pages, reltuples = t.tuples, relallvisible = t.visible
             FROM (VALUES ${statsValues}) AS t(oid, pages, tuples, visible)
            WHERE c.oid = t.oid AND (c.relpages, c.reltuples, c.relallvisible) IS DISTINCT FROM (t.pages, t.tuples, t.visible)`),
        );
        await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
        // Rows a test added to reference data (a skill it named): newer than any the template holds.
        for (const name of referenceTables)
          await tx.execute(sql.raw(`DELETE FROM ${name} WHERE xmin::text::bigint > ${horizon}`));
      });
      if (sequences.length)
        await database.db.execute(
          sql.raw(`SELECT ${sequences.map((name) => `setval('${name}', 1, false)`).join(', ')}`),
        );
    },
  };
  copy.signature = await signature(copy);
  return copy;
}

// Any insert or update leaves a row version with a newer xmin than the template's; a delete lowers the count.
// The catalogs the same way for DDL (in-place statistics updates by ANALYZE do not change xmin).
const CATALOGS = [
  'pg_statistic',
  'pg_attribute',
  'pg_attrdef',
  'pg_constraint',
  'pg_index',
  'pg_type',
  'pg_enum',
  'pg_proc',
  'pg_trigger',
  'pg_rewrite',
  'pg_namespace',
  'pg_sequence',
  'pg_extension',
  'pg_policy',
];

async function signature(copy: Copy): Promise<string> {
  const parts = [...CATALOGS, ...copy.referenceTables].map(
    (table) => `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM ${table})`,
  );
  parts.push(
    // pg_class by content: TRUNCATE rewrites the rows of the tables it empties (new files), keeping what counts.
    `(SELECT md5(string_agg(concat_ws(',', oid, relname, relnamespace, relkind, relnatts, relchecks, relhasindex,
       relhastriggers, relhasrules, relrowsecurity, relpersistence, relpages, reltuples, relallvisible, relacl,
       reloptions), ';' ORDER BY oid)) FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
    // The reference tables' size on disk: rows added and deleted may have grown them.
    `(SELECT coalesce(sum(pg_relation_size(oid)), 0)::text FROM pg_class WHERE relname = ANY('{${copy.referenceTables.join(',')}}'::text[]))`,
    `(SELECT coalesce(string_agg(name || '=' || setting, ',' ORDER BY name), '') FROM pg_settings WHERE source = 'session')`,
    `(SELECT count(*)::text FROM pg_listening_channels())`,
  );
  const [row] = await rows<{ signature: string }>(
    copy.database,
    `SELECT concat_ws(' ', ${parts.join(', ')}) AS signature`,
  );
  return row!.signature;
}

/** The copy as a test sees it: closing it hands it back to the worker (or drops it if it cannot be reused). */
function handle(copy: Copy): Database {
  let closed: Promise<void> | undefined;
  return {
    ...copy.database,
    close: () => (closed ??= release(copy)),
  };
}

async function release(copy: Copy): Promise<void> {
  // On PostgreSQL, putting the database back measured slower than re-creating it from the template (TRUNCATE
  // writes new files and WAL): there each file still gets a fresh database.
  const reusable = !testPostgresUrl() && !copy.suffix && !kept && (await cleanAgain(copy));
  if (!copy.suffix) keptInUse = false;
  if (reusable) {
    kept = copy;
    return;
  }
  await copy.database.close();
  const url = testPostgresUrl();
  if (url && copy.suffix) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${workerDatabaseName(url) + copy.suffix} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}

/** Empties the copy; true when it is then as the template left it. */
async function cleanAgain(copy: Copy): Promise<boolean> {
  if (copy.database.pglite?.closed) return false;
  try {
    await copy.reset();
    return (await signature(copy)) === copy.signature;
  } catch {
    // A database the file broke (terminated connections, a closed engine) is simply not reused.
    return false;
  }
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

async function sequencesOf(database: Database): Promise<string[]> {
  const sequences = await rows<{ name: string }>(
    database,
    `SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return sequences.map((row) => row.name);
}

async function resetPlan(database: Database, tables: string[]): Promise<ResetPlan> {
  return {
    probe: tables
      .map((table) => `SELECT '${table}' AS name WHERE EXISTS (SELECT 1 FROM ${table})`)
      .join(' UNION ALL '),
    sequences: await sequencesOf(database),
  };
}

async function writtenTables(database: Database): Promise<string[]> {
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
  return [...tables];
}

// Keyed by the drizzle instance, which a kept copy hands to every file it serves.
const plans = new WeakMap<object, Promise<ResetPlan>>();

/**
 * Isolation between tests: empty every table a test may have written (it sees committed work). TRUNCATE gives each
 * table new files, ~0.15 s on PGlite and up to 0.5 s on PostgreSQL for the ~80 tables, before every test; deleting
 * the rows of the few tables a test wrote costs milliseconds. Foreign keys are not checked meanwhile (replica role),
 * so the order does not matter: every table that references an emptied one is in the list.
 */
export async function emptyWrittenTables(database: Database): Promise<void> {
  let plan = plans.get(database.db);
  if (!plan) {
    plan = writtenTables(database).then((tables) => resetPlan(database, tables));
    plans.set(database.db, plan);
  }
  await empty(database, await plan);
}

async function empty(database: Database, { probe, sequences }: ResetPlan): Promise<void> {
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
