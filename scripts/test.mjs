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
  // tsc and ESLint each use one core: on a 2-core machine they run side by side (typecheck's output is held until
  // lint has printed, so the log reads in order).
  { name: 'typecheck', command: [npm, 'run', 'typecheck'], alongside: 'lint' },
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

/** Runs a command; with `capture`, its output is collected instead of printed (returned as `output`). */
function run(command, env, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: env ?? process.env,
    });
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const output = () => Buffer.concat(chunks).toString();
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output: output() });
    });
    child.on('error', (error) => {
      console.error(error);
      resolve({ code: 1, output: output() });
    });
  });
}

function format(seconds) {
  const m = Math.floor(seconds / 60);
  return m ? `${m}m ${(seconds % 60).toFixed(1).padStart(4, '0')}s` : `${seconds.toFixed(1)}s`;
}

const runStarted = performance.now();

function printTable() {
  const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
  // Wall-clock time (phases that ran side by side count once), plus the install CI measured before this script.
  const installSeconds = results.find((r) => r.name === 'install')?.seconds ?? 0;
  const total = installSeconds + (performance.now() - runStarted) / 1000;
  const lines = results.map(
    (r) =>
      `  ${r.name.padEnd(width)}  ${(r.seconds === undefined ? '' : format(r.seconds)).padStart(9)}  ${r.status}`,
  );
  console.log(
    ['', 'Phase times:', ...lines, `  ${'total'.padEnd(width)}  ${format(total).padStart(9)}`, ''].join('\n'),
  );
}

const selected = (phase) => !wanted.length || wanted.some((w) => matches(phase, w));

/** Starts a phase; resolves with its result once it ended (its output printed or captured). */
function start(phase, { capture = false } = {}) {
  if (!capture) console.log(`\n── ${phase.name}: ${phase.command.join(' ')}\n`);
  const started = performance.now();
  return run(phase.command, phase.env, { capture }).then(({ code, output }) => ({
    phase,
    code,
    output,
    seconds: (performance.now() - started) / 1000,
  }));
}

function record({ phase, code, seconds }) {
  results.push({ name: phase.name, status: code === 0 ? 'ok' : `FAILED (exit ${code})`, seconds });
  if (code !== 0) failed = true;
}

let failed = false;
/** Phases started early beside another one (`alongside`), by name. */
const early = new Map();
for (const phase of phases) {
  if (!selected(phase)) continue;
  if (failed && !early.has(phase.name)) {
    results.push({ name: phase.name, status: 'not run' });
    continue;
  }
  if (phase.skip) {
    results.push({ name: phase.name, status: `skipped: ${phase.skip}` });
    continue;
  }
  let result;
  if (early.has(phase.name)) {
    result = await early.get(phase.name);
    console.log(`\n── ${phase.name}: ${phase.command.join(' ')} (ran beside the phase before)\n`);
    process.stdout.write(result.output);
  } else {
    for (const companion of phases.filter((p) => p.alongside === phase.name && selected(p) && !p.skip))
      early.set(companion.name, start(companion, { capture: true }));
    result = await start(phase);
  }
  record(result);
}
// A companion still running after its partner failed: let it end before the table.
await Promise.all(early.values());

printTable();
process.exit(failed ? 1 : 0);
