import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs `src/server.ts` as `npm start` would (through tsx) and collects how it ends. */
async function startServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'talent-startup-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server.ts')], {
    cwd: join(here, '..'),
    env: { ...process.env, APP_ENV: 'test', DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe('starting with a PostgreSQL server that cannot be reached', () => {
  it('names DATABASE_URL without its password and exits non-zero, with no stack trace', async () => {
    const { code, output } = await startServer({
      DATABASE_URL: 'postgres://talent:s3cret-pass@127.0.0.1:1/talent',
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL (postgres://talent:***@127.0.0.1:1/talent)');
    expect(output).not.toContain('s3cret-pass');
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
