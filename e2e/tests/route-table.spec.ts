import type { Page } from '@playwright/test';
import { test, expect, verifiedTalent, unverifiedTalent, expectNoAxeViolations } from '../fixtures';
import { routeTable } from '../../apps/web/src/lib/route-table';

// One concrete URL per route pattern.
const samples: Record<string, string> = {
  id: '42',
  // No such skill test: its pages keep the route table's title (a real one retitles itself once loaded).
  slug: 'no-such-skill',
  token: 'tok_e2e',
  category: 'engineering',
};
const entries = routeTable.map((route) => ({
  ...route,
  url: route.path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name),
}));

// The recruiter console's pages (access recruiter / operator) are for those roles only.
const consoleAccess = new Set(['recruiter', 'operator']);
// Pages that forward by design: /login-redirects goes on to its destination when signed in (its own checks are
// below), and /dashboard, open in the spec's table, sends an unverified user to verify, like home; a guest gets a
// public page on each.
const FORWARDS = '/login-redirects';

/**
 * Opens `url` in the running app the way a link does (the router follows a history change), which costs a fraction
 * of a page load; the first visit of a walk is a real load, and every URL's server answer is checked on its own.
 */
async function visit(page: Page, url: string) {
  if (page.url() === 'about:blank') {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function expectLayout(page: Page, url: string, layout: string, title: string) {
  await expect(page, `${url} stays put`).toHaveURL(new RegExp(`${url.replace(/[.?]/g, '\\$&')}$`));
  await expect(
    page.locator(`[data-layout="${layout}"]`),
    `${url} renders the ${layout} layout`,
  ).toBeVisible();
  await expect(page, `${url} has its title`).toHaveTitle(`${title} | Borderless`);
}

test('the table covers the spec', () => {
  expect(entries.length).toBeGreaterThanOrEqual(68);
  const layouts = new Set(entries.map((e) => e.layout));
  // The spec's own list of layouts, written out here so the test does not trust the table it checks.
  for (const layout of [
    'default',
    'auth',
    'auth-source',
    'apply',
    'apply-onboarding',
    'assessments',
    'elite-onboarding',
    'minimal',
    'new-onboarding',
  ]) {
    expect(layouts, layout).toContain(layout);
  }
});

test('logged out: verified and auth routes send to /login, guest and open routes render', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const entry of entries) {
    if (entry.path === FORWARDS) continue;
    // The server answers every route of the table with the app.
    const served = await page.request.get(entry.url, { headers: { Accept: 'text/html' } });
    expect(served.status(), entry.url).toBe(200);
    await visit(page, entry.url);
    if (entry.access === 'verified' || entry.access === 'auth' || consoleAccess.has(entry.access)) {
      await expect(page, entry.url).toHaveURL(`/login?redirect=${encodeURIComponent(entry.url)}`);
    } else {
      await expectLayout(page, entry.url, entry.layout, entry.title);
    }
  }
});

test('logged in, unverified: verified routes send to /verify, auth routes render, guest routes send home', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await unverifiedTalent(page.request);
  for (const entry of entries) {
    if (entry.path === FORWARDS) continue;
    await visit(page, entry.url);
    if (
      entry.access === 'verified' ||
      entry.access === 'guest' ||
      consoleAccess.has(entry.access) ||
      entry.path === '/dashboard'
    ) {
      // Home is itself verified-only, so an unverified user sent home lands on /verify too.
      await expect(page, entry.url).toHaveURL(/\/verify(\?.*)?$/);
    } else {
      await expectLayout(page, entry.url, entry.layout, entry.title);
    }
  }
});

test('logged in, verified: verified routes render, guest routes send home (or to their signed-in twin)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await verifiedTalent(page.request);
  for (const entry of entries) {
    if (entry.path === FORWARDS) continue;
    await visit(page, entry.url);
    if (consoleAccess.has(entry.access)) {
      // A candidate is sent home from the recruiter console.
      await expect(page, entry.url).toHaveURL(/localhost:\d+\/$/);
    } else if (entry.access === 'guest') {
      // A guest page with a signed-in twin (`signedIn` in the table, e.g. /apply/:id → /jobs/:id/apply) goes there.
      const twin = entry.signedIn?.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name);
      await expect(page, entry.url).toHaveURL(twin ? new RegExp(`${twin}$`) : /localhost:\d+\/$/);
    } else if (entry.path === '/verify') {
      // Nothing left to verify: /verify moves on to home.
      await expect(page, entry.url).toHaveURL(/localhost:\d+\/$/);
    } else {
      await expectLayout(page, entry.url, entry.layout, entry.title);
    }
  }
});

test('/login-redirects shows a guest where a login takes them, and forwards a signed-in user straight there', async ({
  page,
}) => {
  await page.goto('/login-redirects?redirect=%2Fjobs%2Fsaved');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByTestId('login-destination')).toHaveText('/jobs/saved');
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/jobs/saved')}`);
  await verifiedTalent(page.request);
  await page.goto('/login-redirects?redirect=%2Fjobs%2Fsaved');
  await expect(page).toHaveURL(/\/jobs\/saved$/);
  // Another site is never a destination.
  await page.goto('/login-redirects?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('/dashboard shows a guest the overview with the live catalogue figures, and a login that comes back', async ({
  page,
}) => {
  const figures = (await (await page.request.get('/shared/api/catalogue')).json()) as {
    data: { open_jobs: number; companies: number };
  };
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shown = page.getByTestId('catalogue-figures');
  await expect(shown).toContainText(`Open jobs${figures.data.open_jobs.toLocaleString('en')}`);
  await expect(shown).toContainText(`Companies hiring${figures.data.companies.toLocaleString('en')}`);
  await expectNoAxeViolations(page);
  await page
    .getByRole('region', { name: 'Your dashboard is one login away' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dashboard')}`);
});

test('an unknown path answers 404 with the app, which shows "Page Not Found"', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  // A page of the table with a parameter is not unknown.
  expect((await page.goto('/jobs/42'))?.status()).toBe(200);
});

test('a search-engine crawler never sees the error page, only the status and the console', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect
    .poll(() => logged.some((text) => text.includes('Route error (not shown to a crawler)')))
    .toBe(true);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page.getByTestId('error-status')).toHaveCount(0);
  await context.close();
});
