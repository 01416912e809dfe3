// A server process of a test's own, for tests that kill it (Playwright's shared web server must stay up for every
// other spec). It runs the built server exactly as e2e/start-server.mjs does, on its own port, data folder and (with
// DATABASE_URL) database, seeded, and can be killed with SIGKILL and started again on the same port and data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Enough for the seeded demo invitations and a recruiter with open jobs. */
const SEED_JOBS = 60;

export interface OwnServer {
  readonly baseURL: string;
  readonly port: number;
  /** SIGKILL: no graceful close, sockets drop as in a crash. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same port, data folder and database; resolves when /up answers. */
  restart(): Promise<void>;
  /** Stops the process and removes its data folder and database. */
  dispose(): Promise<void>;
}

export async function startOwnServer(name: string, port: number): Promise<OwnServer> {
  const baseURL = `http://localhost:${port}`;
  const dataDir = path.join(root, 'e2e/.data-run', `own-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseURL,
    APP_ENV: 'test',
    DATA_DIR: dataDir,
  };
  let database: { admin: string; name: string } | null = null;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const dbName = `${url.pathname.slice(1) || 'postgres'}_e2e_${name.replace(/\W/g, '_')}_${port}`;
    await adminQuery(process.env.DATABASE_URL, [
      `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`,
      `CREATE DATABASE "${dbName}"`,
    ]);
    database = { admin: process.env.DATABASE_URL, name: dbName };
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }

  let child: ChildProcess | null = null;
  let output = '';
  const launch = async () => {
    output = '';
    const started = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      env,
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kept for the error message when it never comes up; drained so the pipes never fill.
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    started.stdout!.on('data', keep);
    started.stderr!.on('data', keep);
    child = started;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`own server exited (${started.exitCode}):\n${output}`);
      try {
        const response = await fetch(`${baseURL}/up`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    started.kill('SIGKILL');
    throw new Error(`own server did not answer /up within 150 s:\n${output}`);
  };
  const stop = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    await exited;
  };

  // Seeded like `npm start` seeds (the demo accounts, recruiter@talent.test), with a few jobs rather than 2,000 so
  // the first start takes seconds; the server then finds users and does not seed again.
  await seedWithFewJobs(env);
  await launch();
  return {
    baseURL,
    port,
    kill: () => stop('SIGKILL'),
    restart: launch,
    async dispose() {
      await stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      if (database)
        await adminQuery(database.admin, [`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`]);
    },
  };
}

function seedWithFewJobs(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const seeding = spawn(
      process.execPath,
      [path.join(root, 'apps/server/dist/cli/seed.js'), '--jobs', String(SEED_JOBS)],
      { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    seeding.stdout.on('data', keep);
    seeding.stderr.on('data', keep);
    seeding.on('error', reject);
    seeding.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding the own server failed (${code}):\n${output}`)),
    );
  });
}

async function adminQuery(connectionString: string, statements: string[]) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
