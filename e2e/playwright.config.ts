import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(here, '.data-run');

export default defineConfig({
  testDir: './tests',
  // Every test makes its own accounts (or only reads the seeded ones), so tests of one file spread over the
  // workers too; a long file no longer holds one worker while the other idles.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Axe measures colours as painted: a toast or list item caught mid-fade reads as low contrast. With reduced
    // motion sonner and our motion-safe animations skip the fades, so what axe sees is what stays on screen.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  outputDir: path.join(here, 'test-results'),
  // Maintenance mode is global to the server, so its spec runs alone, after everything else.
  projects: [
    { name: 'app', testIgnore: /maintenance\.spec\.ts/ },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts/, dependencies: ['app'] },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: path.join(here, '..'),
    url: `${E2E_BASE_URL}/up`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      APP_ENV: 'test',
      E2E_DATA_DIR,
      // Every seeded listing recruiter is a demo that moves a new application to review after 20 s
      // (features/applications/demo-pipeline.ts); specs apply to seeded jobs and expect the application to stay
      // where they left it, so the demo waits ten minutes here. Its own behaviour is covered by demo-pipeline.test.ts.
      // The demo chat answer (DEMO_RECRUITER_DELAY_MS) keeps its default: chat.spec.ts waits for it.
      DEMO_PIPELINE_DELAY_MS: '600000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
