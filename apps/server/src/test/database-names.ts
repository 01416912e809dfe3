// The PostgreSQL project's database names, derived from the configured database (test → test_w1, test_template),
// so two checkouts pointed at different databases on one server never drop each other's.

function baseName(url: string): string {
  return new URL(url).pathname.slice(1).replace(/[^a-z0-9_]/gi, '') || 'test';
}

/** This worker's database, re-created from the template for each test file. */
export function workerDatabaseName(url: string): string {
  return `${baseName(url)}_w${process.env.VITEST_POOL_ID ?? '0'}`;
}

/** The database the global setup migrates once per run; every test file's database is a copy of it. */
export function templateDatabaseName(url: string): string {
  return `${baseName(url)}_template`;
}
