import type { Page } from '@playwright/test';
import { test, expect, apiPost, DEMO_TALENT, expectNoAxeViolations } from '../fixtures';

/*
 * Discovery as the seeded demo talent: there is no profile API yet, and a fresh account has no profile to match
 * on. The demo lives in Germany (Europe/Berlin), is senior and lists seven skills, so the server both ranks jobs
 * for them and knows which jobs they may take.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function logInAsDemo(page: Page) {
  const response = await apiPost(page.request, '/login', DEMO_TALENT);
  expect(response.status(), await response.text()).toBe(200);
}

test('recommended jobs: ranked by score, each with its reasons, and a minimum score that narrows them', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.goto('/jobs/recommended');
  await expect(page).toHaveTitle('Recommended jobs | Borderless');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended for you' })).toBeVisible();

  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const scores = async () =>
    (await page.getByRole('img', { name: /^Match score \d+ out of 100/ }).allInnerTexts()).map((text) =>
      Number(text.replace(/% match$/, '')),
    );
  const ranked = await scores();
  expect(ranked.length).toBeGreaterThan(1);
  // Best first.
  expect([...ranked].sort((a, b) => b - a)).toEqual(ranked);

  // The first card's reasons are open, each with its status in words.
  const first = cards.first();
  const why = first.getByRole('button', { name: /Why this score/ });
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText('Required skills', { exact: true })).toBeVisible();
  await expect(first.getByText(/^\((Met|Partly met|Not met|Not in your profile)\)$/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'false');

  // A minimum score goes into the URL and every job shown reaches it.
  const floor = Math.max(50, Math.min(90, Math.floor(ranked[0]! / 10) * 10));
  await page.getByLabel('Minimum match').selectOption(String(floor));
  await expect(page).toHaveURL(new RegExp(`min_score=${floor}`));
  // Polled: the previous list stays on screen (dimmed) until the narrowed one arrives.
  await expect
    .poll(async () => {
      const narrowed = await scores();
      return narrowed.length > 0 && narrowed.every((score) => score >= floor);
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // The job page shows the same kind of match, with Apply and its minutes.
  const title = await cards.first().locator('h3').innerText();
  await cards.first().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const match = page.getByRole('region', { name: 'How you match' });
  await expect(match.getByRole('img', { name: /^Match score \d+ out of 100/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply · about \d+ min$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('around the globe: the map and its table lead to the jobs located in a country', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/jobs/around-the-globe');
  await expect(page).toHaveTitle('Jobs around the globe | Borderless');
  await expect(
    page.getByText(/You can apply to [\d,]+ open jobs? of [\d,]+, from where you live in Germany/),
  ).toBeVisible();

  // The table, sorted by the jobs the candidate can apply to; its first country is the map's darkest.
  const table = page.getByRole('table');
  const firstRow = table.getByRole('rowheader').first();
  const country = await firstRow.innerText();
  await expect(table.getByRole('columnheader', { name: /Eligible/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The lazily loaded map: hover says the counts, keyboard Enter opens the country's jobs.
  const onMap = page.getByRole('link', {
    name: new RegExp(`^${escape(country)}: [\\d,]+ jobs? you can apply to \\([\\d,]+ in total\\)$`),
  });
  await expect(onMap).toBeVisible();
  await onMap.hover();
  await expect(page.getByTestId('map-tooltip')).toContainText(`${country}:`);
  await expectNoAxeViolations(page);

  const code = await onMap.getAttribute('data-country');
  expect(code).toMatch(/^[A-Z]{2}$/);
  await onMap.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs\\?located_in=${code}&eligible_only=true$`));
  await expect(page.getByRole('button', { name: `Remove filter: Located in ${country}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ jobs?$/ })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  // Back on the map, the table's link goes to the same place.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\/around-the-globe$/);
  await page.getByRole('table').getByRole('link', { name: country, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?located_in=${code}&eligible_only=true$`));
});
