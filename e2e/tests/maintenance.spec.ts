import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, verifiedTalent, expectNoAxeViolations } from '../fixtures';
import { E2E_DATA_DIR } from '../playwright.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function maintenance(action: 'down' | 'up') {
  execFileSync('npm', ['run', '--silent', action], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

test.afterEach(() => maintenance('up'));

test('maintenance on and off while the app is open', async ({ page, request }) => {
  await verifiedTalent(page.request);
  await page.goto('/settings');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();

  maintenance('down');
  // The server looks at the flag at most once a second.
  await expect.poll(async () => (await request.get('/api/user')).status()).toBe(503);
  const api = await request.get('/api/user');
  expect(api.headers()['retry-after']).toBeTruthy();
  expect((await request.get('/up')).status()).toBe(200);

  // The next call the open app makes answers 503: the app shows the maintenance page.
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.locator('[data-layout="minimal"]')).toBeVisible();
  await expectNoAxeViolations(page);

  maintenance('up');
  // The page notices by itself and returns to where the user was.
  await expect(page).toHaveURL(/\/settings$/, { timeout: 20_000 });
});
