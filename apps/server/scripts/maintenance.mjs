#!/usr/bin/env node
// `npm run down [-- --retry=60]` / `npm run up`: toggles DATA_DIR/maintenance.json, which the server polls.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [command, ...args] = process.argv.slice(2);
const dataDir = resolve(process.cwd(), process.env.DATA_DIR || './data');
const file = join(dataDir, 'maintenance.json');

function option(name) {
  const prefix = `--${name}=`;
  const arg = args.find((a) => a.startsWith(prefix));
  return arg === undefined ? undefined : arg.slice(prefix.length);
}

if (command === 'down') {
  const raw = option('retry') ?? '60';
  const retry = Number(raw);
  if (!Number.isInteger(retry) || retry < 1) {
    console.error(`--retry must be a positive whole number of seconds, got "${raw}"`);
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ time: new Date().toISOString(), retry }, null, 2) + '\n');
  // Rename so the server never reads a half-written file.
  renameSync(tmp, file);
  console.info(`Application is now in maintenance mode (${file}, Retry-After ${retry}s).`);
} else if (command === 'up') {
  rmSync(file, { force: true });
  console.info('Application is now live.');
} else {
  console.error('Usage: maintenance.mjs down [--retry=SECONDS] | up');
  process.exit(1);
}
