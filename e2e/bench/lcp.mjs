#!/usr/bin/env node
// `npm run bench:lcp`: Largest Contentful Paint of /jobs for the signed-in demo talent, on the built app served
// on localhost, in Chromium with the CPU slowed 4× (DevTools' "4× slowdown", a mid-range phone's CPU).
//
//   npm run build && npm run bench:lcp [-- --runs 5 --port 3710 --web-dist path/to/dist]
//
// Starts the built server exactly as e2e does (e2e/start-server.mjs: its own fresh data folder, the demo data
// seeded on start), signs the demo talent in through the API, then opens /jobs `--runs` times cold (a new
// browser context each time: empty HTTP cache) and as many times warm (the same context again: hashed assets from
// the cache), and prints the median and p90 LCP of each, the LCP element, and when the requests the page
// waits for started and ended (the waterfall). `--web-dist` serves another web build with the same server, to
// compare builds (e.g. one made from an older commit).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '3710' },
    'web-dist': { type: 'string' },
    throttle: { type: 'string', default: '4' },
  },
});
const runs = Number(options.runs);
const throttle = Number(options.throttle);
const baseUrl = `http://localhost:${options.port}`;
const DEMO_TALENT = { email: 'demo@talent.test', password: 'Borderless-Demo-2026' };
// The requests /jobs waits for, in the order they should start.
const WATCHED = ['/app-config.json', '/api/user', '/talent/api/jobs?', '/talent/api/jobs/'];

for (const file of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lcp-'));
const server = spawn(process.execPath, [path.join(root, 'e2e/start-server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: options.port,
    APP_URL: baseUrl,
    APP_ENV: 'local',
    E2E_DATA_DIR: dataDir,
    ...(options['web-dist'] ? { WEB_DIST: path.resolve(options['web-dist']) } : {}),
  },
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

/** Resolves when the server logs that it listens (Fastify's "Server listening at" line); no polling. */
function waitForServer() {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: server.stdout });
    const timer = setTimeout(() => {
      lines.close();
      reject(new Error(`the server did not start listening on ${baseUrl} within 2 minutes`));
    }, 120_000);
    lines.on('line', (line) => {
      if (!line.includes('Server listening at')) return;
      clearTimeout(timer);
      // Keep reading (and dropping) its log so a full pipe never blocks it.
      lines.removeAllListeners('line');
      server.stdout.resume();
      resolve();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before it listened`));
    });
  });
}

/** Signs the demo talent in on this context's cookie jar, the way the SPA does (CSRF cookie, then POST /login). */
async function signIn(context) {
  const request = context.request;
  await request.get(`${baseUrl}/sanctum/csrf-cookie`);
  const token = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await request.post(`${baseUrl}/login`, {
    data: DEMO_TALENT,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token?.value ?? '') },
  });
  if (!response.ok()) throw new Error(`POST /login answered ${response.status()}: ${await response.text()}`);
}

/** One load of /jobs with the CPU throttled: LCP, its element, and the watched requests' start and end (ms). */
async function measure(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(`${baseUrl}/jobs`, { waitUntil: 'load' });
  // The list is the page's content; LCP settles once it has painted and the network is quiet.
  await page.locator('main article').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(
    (watched) =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries.at(-1);
          const element = last?.element;
          const resources = performance.getEntriesByType('resource').map((entry) => ({
            name: new URL(entry.name).pathname + new URL(entry.name).search,
            start: entry.startTime,
            end: entry.responseEnd,
          }));
          const navigation = performance.getEntriesByType('navigation')[0];
          resolve({
            lcp: last?.startTime ?? null,
            element: element
              ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
              : '(none)',
            requests: watched.map((prefix) => resources.find((r) => r.name.startsWith(prefix)) ?? null),
            scripts: resources.filter((r) => r.name.endsWith('.js')).length,
            domContentLoaded: navigation?.domContentLoadedEventEnd ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    WATCHED,
  );
  await cdp.detach();
  await page.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(0.9 * values.length) - 1];
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);

function report(label, results) {
  const lcps = results.map((r) => r.lcp);
  console.log(
    `\n${label}: LCP median ${ms(median(lcps))} ms, p90 ${ms(p90(lcps))} ms  (runs: ${lcps.map(ms).join(', ')})`,
  );
  console.log(`  LCP element: ${[...new Set(results.map((r) => r.element))].join(' | ')}`);
  console.log(
    `  DOMContentLoaded median ${ms(median(results.map((r) => r.domContentLoaded)))} ms, scripts loaded: ${results[0].scripts}`,
  );
  console.log('  request (median start → end, ms):');
  WATCHED.forEach((prefix, index) => {
    const seen = results.map((r) => r.requests[index]).filter(Boolean);
    if (seen.length === 0) return;
    console.log(
      `    ${prefix.padEnd(22)} ${ms(median(seen.map((r) => r.start))).padStart(5)} → ${ms(median(seen.map((r) => r.end))).padStart(5)}`,
    );
  });
}

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  console.log(
    `LCP of ${baseUrl}/jobs, signed in as ${DEMO_TALENT.email}, CPU ${throttle}× slower, ${runs} runs each`,
  );

  const cold = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    await signIn(context);
    cold.push(await measure(context));
    await context.close();
  }
  report('cold (empty cache)', cold);

  const context = await browser.newContext();
  await signIn(context);
  await measure(context); // fills the cache
  const warm = [];
  for (let run = 0; run < runs; run += 1) warm.push(await measure(context));
  await context.close();
  report('warm (assets cached)', warm);
} finally {
  await browser?.close();
  stopServer();
}
