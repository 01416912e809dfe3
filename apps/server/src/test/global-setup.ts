import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { syncSkills } from '../reference/reference.repository.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start (initdb) takes seconds; do it and the migrations once, dump the data folder, and let every
 * test file start from the dump (~0.4 s). The PostgreSQL project needs no template (see database.ts).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_POSTGRES_URL) {
    project.provide('pgliteTemplate', '');
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
