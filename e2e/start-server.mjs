// Playwright's web server: a fresh data folder (and, when DATABASE_URL is set, a fresh PostgreSQL database
// named after it with an `_e2e` suffix), then the built server exactly as `npm start` runs it.
import { spawn } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = { ...process.env, DATA_DIR: dataDir };
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const database = `${url.pathname.slice(1) || 'postgres'}_e2e`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env,
  cwd: root,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
