import {
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test';
import type { PageViewStats } from '@talent/contract/analytics';
import { apiPost, expect, expectNoAxeViolations, presetAnalyticsConsent, test } from '../fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';

/*
 * Analytics end to end, against the embedded store (the e2e server has no PostHog): the consent banner, page views
 * per client-side navigation through posthog-js and the same-origin relay, and the operators' console.
 */

// These tests answer the banner themselves.
test.use({
  analyticsConsent: null,
  // Headless Chromium says "HeadlessChrome", which the app rightly counts as a robot; these tests play a person
  // with an ordinary Chrome. Set on the browser, not the context: the requests a page sends as it unloads leave
  // from the browser process, which ignores a context's user agent.
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ],
  },
});

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };
const BANNER = 'May we count your page visits?';

async function operatorApi(baseURL: string): Promise<APIRequestContext> {
  const operator = await playwrightRequest.newContext({ baseURL });
  expect((await apiPost(operator, '/login', OPERATOR)).status()).toBe(200);
  return operator;
}

/** Page views per path over the last 30 days (a range other specs' clock moves cannot leave). */
async function viewsByPath(operator: APIRequestContext): Promise<Map<string, number>> {
  const response = await operator.get('/shared/api/operator/analytics/page-views?days=30');
  expect(response.status()).toBe(200);
  const stats = ((await response.json()) as { data: PageViewStats }).data;
  const views = new Map<string, number>();
  for (const row of stats.rows) views.set(row.path, (views.get(row.path) ?? 0) + row.views);
  return views;
}

/** Everything the page asks for analytics: the relay, and posthog-js's chunk. */
function analyticsTraffic(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/ingest\/|module\.slim/.test(request.url())) seen.push(request);
  });
  return seen;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test('accepted: the page on screen, five client-side navigations and a full load each arrive as a page view with its full path', async ({
  page,
  talent,
  baseURL,
}) => {
  void talent;
  const operator = await operatorApi(baseURL!);
  const ref = `e2e-${Date.now().toString(36)}`;
  const first = `/applications?ref=${ref}#top`;
  const traffic = analyticsTraffic(page);

  await page.goto(first);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  // Undecided: posthog-js is not even downloaded.
  expect(traffic).toEqual([]);
  const before = await viewsByPath(operator);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();

  await nav(page, 'Jobs').click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
  await nav(page, 'Offers').click();
  await expect(page).toHaveURL(/\/offers$/);
  await nav(page, 'Interviews').click();
  await expect(page).toHaveURL(/\/interviews$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/offers$/);
  // Leaving the app at once (a full load) loses nothing: what is queued goes out as the page unloads.
  await page.goto('/settings');

  const expected: Array<[string, number]> = [
    [first, 1],
    ['/jobs', 1],
    ['/jobs?q=engineer', 1],
    ['/offers', 2],
    ['/interviews', 1],
    ['/settings', 1],
  ];
  await expect
    .poll(async () => {
      const after = await viewsByPath(operator);
      return expected.map(([path]) => [path, (after.get(path) ?? 0) - (before.get(path) ?? 0)]);
    })
    .toEqual(expected);
  // All of it went through the relay, none of it before the visitor agreed.
  expect(traffic.some((r) => r.url().includes('/ingest/batch/'))).toBe(true);
  expect(traffic.every((r) => new URL(r.url()).origin === new URL(baseURL!).origin)).toBe(true);

  // The operators' console shows it, per path and day.
  const consoleContext = await page.context().browser()!.newContext({ baseURL });
  await presetAnalyticsConsent(consoleContext);
  const operatorPage = await consoleContext.newPage();
  expect((await apiPost(operatorPage.request, '/login', OPERATOR)).status()).toBe(200);
  await operatorPage.goto('/recruiter/analytics?days=30');
  const table = operatorPage.getByRole('table', { name: 'Page views by day and path' });
  await expect(table.getByRole('row', { name: new RegExp(first.replace(/[?#]/g, '\\$&')) })).toBeVisible();
  await expect(operatorPage.getByRole('table', { name: /Hiring funnel of the talents/ })).toBeVisible();
  await expectNoAxeViolations(operatorPage);
  await consoleContext.close();
  await operator.dispose();
});

test('rejected: nothing is loaded or sent; turning it on in the settings starts from that page', async ({
  page,
  talent,
  baseURL,
}) => {
  void talent;
  const ref = `e2e-no-${Date.now().toString(36)}`;
  const traffic = analyticsTraffic(page);

  await page.goto(`/applications?ref=${ref}`);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  // By keyboard: the banner ends the page, one Shift+Tab away from the top; the answer leaves focus in the page.
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await nav(page, 'Jobs').click();
  await expect(page).toHaveURL(/\/jobs$/);
  await nav(page, 'Offers').click();
  await expect(page).toHaveURL(/\/offers$/);
  // The choice is remembered: no banner after a reload either.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);

  // Changing one's mind in the settings: the first batch holds that page only, nothing from before.
  await page.goto('/settings#privacy');
  const toggle = page.getByRole('switch', { name: 'Count my page visits' });
  await expect(toggle).not.toBeChecked();
  expect(traffic).toEqual([]);
  const batch = page.waitForRequest((r) => r.url().endsWith('/ingest/batch/') && r.method() === 'POST');
  await toggle.click();
  const sent = JSON.parse((await batch).postData() ?? '{}') as {
    batch: Array<{ event: string; properties: { $current_url: string } }>;
  };
  expect(sent.batch.map((e) => [e.event, new URL(e.properties.$current_url).pathname])).toEqual([
    ['$pageview', '/settings'],
  ]);
  expect(sent.batch[0]!.properties.$current_url).toBe(`${baseURL}/settings#privacy`);

  const operator = await operatorApi(baseURL!);
  const views = await viewsByPath(operator);
  expect([...views.keys()].filter((path) => path.includes(ref))).toEqual([]);
  await operator.dispose();
});
