import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { syncSkills } from '../reference/reference.repository.ts';
import { templateDatabaseName } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start (initdb) takes seconds; do it and the migrations once, dump the data folder, and let every
 * test file start from the dump (~0.4 s). On PostgreSQL the migrations cost ~1.3 s a file: they run once into a
 * template database, and each test file's database is a copy of it (CREATE DATABASE … TEMPLATE, ~0.2 s).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = project.config.env?.TEST_POSTGRES_URL;
  if (postgresUrl) {
    project.provide('pgliteTemplate', '');
    await createPostgresTemplate(postgresUrl);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'talent-server-test-'));
  const database = await openPglite({});
  await migrate(database);
  await syncSkills(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function createPostgresTemplate(url: string) {
  const name = templateDatabaseName(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = openPostgres(target.toString());
  try {
    await migrate(database);
    await syncSkills(database.db);
  } finally {
    await database.close();
  }
}
