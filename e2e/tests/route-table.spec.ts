import type { Page } from '@playwright/test';
import { test, expect, verifiedTalent, registerTalent } from '../fixtures';
import { routeTable } from '../../apps/web/src/app/route-table';

// One concrete URL per route pattern.
const samples: Record<string, string> = {
  id: '42',
  slug: 'typescript',
  token: 'tok_e2e',
  category: 'engineering',
};
const entries = routeTable.map((route) => ({
  ...route,
  url: route.path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name),
}));

async function expectLayout(page: Page, url: string, layout: string, title: string) {
  await expect(page, `${url} stays put`).toHaveURL(new RegExp(`${url.replace(/[.?]/g, '\\$&')}$`));
  await expect(
    page.locator(`[data-layout="${layout}"]`),
    `${url} renders the ${layout} layout`,
  ).toBeVisible();
  await expect(page, `${url} has its title`).toHaveTitle(`${title} | Borderless`);
}

test.describe.configure({ mode: 'serial' });

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
    await page.goto(entry.url);
    if (entry.access === 'verified' || entry.access === 'auth') {
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
  await registerTalent(page.request);
  for (const entry of entries) {
    await page.goto(entry.url);
    if (entry.access === 'verified' || entry.access === 'guest') {
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
    await page.goto(entry.url);
    if (entry.access === 'guest') {
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
