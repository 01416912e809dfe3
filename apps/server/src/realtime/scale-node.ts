/**
 * One node of the scale test (scale.test.ts runs two of these as child processes): the real app built from the
 * environment like src/server.ts, but on a copy of the test database template (PGLITE_TEMPLATE) instead of a fresh
 * initdb when given one, without seeding, on an ephemeral port. Prints `{"port": n}` on stdout once listening.
 * The test bundles it with esbuild first: loading the app through tsx takes several times longer.
 */
import { readFile } from 'node:fs/promises';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const started = performance.now();
const template = process.env.PGLITE_TEMPLATE;
const config = loadConfig();
const database = template
  ? await openPglite({ loadDataDir: new Blob([await readFile(template)]) })
  : await openPglite({});
if (!template) await migrate(database);
const databaseMs = performance.now() - started;
const app = await buildApp({
  db: database,
  config,
  // Logs on stderr: stdout carries the port line the parent waits for.
  logger: { level: 'info', stream: process.stderr },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
// Where a slow start goes (module loading before this file runs is not counted: see the parent's measure).
process.stderr.write(
  `scale-node: database ${Math.round(databaseMs)} ms, listening ${Math.round(performance.now() - started)} ms after start\n`,
);
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`);

// The parent holds our stdin: when it goes away (even killed), so do we; no orphan keeps a port and a Redis node.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
