#!/usr/bin/env node
// `npm test`: every phase of the suite in order, stopping at the first failure, then a table of what each phase
// cost, so a slow phase is visible on every run (CI prints it too, with the install time it measured itself).
//
//   node scripts/test.mjs                 all phases
//   node scripts/test.mjs lint typecheck  only the named ones, in the usual order
import { spawn } from 'node:child_process';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const postgresUrl = process.env.DATABASE_URL;
// The first Vitest pass must not define the PostgreSQL project (vitest.config.ts adds it when DATABASE_URL is set).
const envWithoutPostgres = { ...process.env };
delete envWithoutPostgres.DATABASE_URL;

const phases = [
  { name: 'lint', command: [npm, 'run', 'lint'] },
  { name: 'typecheck', command: [npm, 'run', 'typecheck'] },
  // Contract, web, lint rules and the server on PGlite: every Vitest project but server-postgres.
  { name: 'unit (PGlite)', command: [npx, 'vitest', 'run'], env: envWithoutPostgres },
  {
    name: 'unit (PostgreSQL)',
    command: [npx, 'vitest', 'run', '--project', 'server-postgres'],
    skip: postgresUrl ? undefined : 'DATABASE_URL is not set',
  },
  // One build, which the e2e server then serves (e2e/start-server.mjs runs dist).
  { name: 'build', command: [npm, 'run', 'build'] },
  // The built web app against its size budget: the JavaScript and CSS each route loads, from Vite's manifest.
  { name: 'bundle budget', command: [process.execPath, 'scripts/check-bundle-budget.mjs'] },
  { name: 'e2e', command: [npx, 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !phases.some((p) => matches(p, w)));
if (unknown.length) {
  console.error(`unknown phase: ${unknown.join(', ')} (phases: ${phases.map((p) => p.name).join(', ')})`);
  process.exit(2);
}

/** `unit` names both unit passes; `unit-pglite` and `unit-postgresql` one each. */
function matches(phase, word) {
  const slug = phase.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
  return slug === word || slug.startsWith(`${word}-`);
}

const results = [];
// .ci/run measures the install (it runs before this script can) and passes it on, so the table is the whole run.
if (process.env.CI_INSTALL_SECONDS && !wanted.length) {
  results.push({ name: 'install', status: 'ok', seconds: Number(process.env.CI_INSTALL_SECONDS) });
}

function run(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: env ?? process.env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

function format(seconds) {
  const m = Math.floor(seconds / 60);
  return m ? `${m}m ${(seconds % 60).toFixed(1).padStart(4, '0')}s` : `${seconds.toFixed(1)}s`;
}

function printTable() {
  const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
  const total = results.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const lines = results.map(
    (r) =>
      `  ${r.name.padEnd(width)}  ${(r.seconds === undefined ? '' : format(r.seconds)).padStart(9)}  ${r.status}`,
  );
  console.log(
    ['', 'Phase times:', ...lines, `  ${'total'.padEnd(width)}  ${format(total).padStart(9)}`, ''].join('\n'),
  );
}

let failed = false;
for (const phase of phases) {
  if (wanted.length && !wanted.some((w) => matches(phase, w))) continue;
  if (failed) {
    results.push({ name: phase.name, status: 'not run' });
    continue;
  }
  if (phase.skip) {
    results.push({ name: phase.name, status: `skipped: ${phase.skip}` });
    continue;
  }
  console.log(`\n── ${phase.name}: ${phase.command.join(' ')}\n`);
  const started = performance.now();
  const code = await run(phase.command, phase.env);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: phase.name, status: code === 0 ? 'ok' : `FAILED (exit ${code})`, seconds });
  if (code !== 0) failed = true;
}

printTable();
process.exit(failed ? 1 : 0);
