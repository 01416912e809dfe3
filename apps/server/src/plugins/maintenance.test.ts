import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/paths.ts';
import { maintenanceFlag } from './maintenance.plugin.ts';

const run = promisify(execFile);
const script = join(serverRoot(), 'scripts', 'maintenance.mjs');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-maint-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('scripts/maintenance.mjs', () => {
  it('down writes DATA_DIR/maintenance.json with --retry, up removes it', async () => {
    const env = { ...process.env, DATA_DIR: 'data' };
    await run(process.execPath, [script, 'down', '--retry=15'], { cwd: dir, env });
    const file = join(dir, 'data', 'maintenance.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ retry: 15 });
    expect(await maintenanceFlag(join(dir, 'data'))()).toEqual({ retry: 15 });
    await run(process.execPath, [script, 'up'], { cwd: dir, env });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a bad --retry', async () => {
    await expect(run(process.execPath, [script, 'down', '--retry=soon'], { cwd: dir })).rejects.toThrow(
      /--retry/,
    );
  });
});

describe('maintenanceFlag', () => {
  it('reads the file at most once a second', async () => {
    const current = maintenanceFlag(dir);
    expect(await current(1_000)).toBeNull();
    await run(process.execPath, [script, 'down'], { cwd: dir, env: { ...process.env, DATA_DIR: '.' } });
    expect(await current(1_500)).toBeNull();
    expect(await current(2_100)).toEqual({ retry: 60 });
  });
});
