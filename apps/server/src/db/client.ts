import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either, so a use case can run them in one transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when it is PGlite (tests dump and load data folders through it). */
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests load a migrated template this way). */
  loadDataDir?: Blob;
  logError?: (err: Error) => void;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  // The embedded engine loads only when it is used: a server on PostgreSQL never carries it.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, logError: (err: Error) => void = () => {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 30_000,
  });
  // Without this an idle client's 'error' (database restart) is an uncaught exception that kills the process.
  pool.on('error', (err) => logError(err));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logError);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir');
  return openPglite({ dataDir: join(options.dataDir, 'pglite') });
}

/** Errors that mean "the database is not reachable right now" (answer 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'].includes(code))
    return true;
  // PostgreSQL: connection exceptions (08xxx), admin shutdown / cannot connect now (57P0x).
  if (/^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  ) {
    return true;
  }
  if (/PGlite is closed/i.test(message)) return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}
