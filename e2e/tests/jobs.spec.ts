import type { Page } from '@playwright/test';
import { test, expect, verifiedTalent, expectNoAxeViolations } from '../fixtures';

/** The result list once the search in the URL has answered (no placeholder from the previous search). */
async function settledResults(page: Page) {
  const results = page.getByRole('region', { name: /jobs?$/ });
  await expect(page.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ jobs?$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return results;
}

async function firstTitles(page: Page, count = 5): Promise<string[]> {
  const titles = page.locator('main article h3');
  await expect(titles.first()).toBeVisible();
  return (await titles.allInnerTexts()).slice(0, count);
}

test('search with filters: the URL carries them, and the shared URL shows the same results', async ({
  page,
  context,
}) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs');
  await settledResults(page);
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
  await expect(page).toHaveURL(/[?&]q=engineer/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Remote/ }).check();
  await expect(page).toHaveURL(/work_mode=remote/);
  await filters.getByRole('checkbox', { name: /^Full-time/ }).check();
  await expect(page).toHaveURL(/employment_type=full_time/);
  await page.getByLabel('Sort').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await settledResults(page);

  const total = await page.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ jobs?$/ }).innerText();
  const titles = await firstTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  const url = page.url();

  // Someone opening the shared link (same account, new tab) sees the same search.
  const shared = await context.newPage();
  await shared.goto(url);
  await settledResults(shared);
  await expect(shared.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('engineer');
  await expect(
    shared.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Remote/ }),
  ).toBeChecked();
  await expect(shared.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ jobs?$/ })).toHaveText(total);
  expect(await firstTitles(shared)).toEqual(titles);

  // A reload keeps it too, and Back undoes the last filter.
  await page.reload();
  await settledResults(page);
  expect(await firstTitles(page)).toEqual(titles);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/employment_type=full_time/);
});

test('open a job, save it, find it on /jobs/saved, unsave it', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs');
  await settledResults(page);
  const first = page.locator('main article').first();
  const title = await first.locator('h3').innerText();

  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Borderless`);
  await expect(page.getByRole('heading', { name: 'Who can take this job' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply · about \d+ min$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The button turns at once (optimistic); the save is on the server only once it says so. Leaving the page
  // before that drops the request, or lets /jobs/saved load without it.
  await expect(page.getByText('Job saved. Find it under Saved.')).toBeVisible();

  await page.goto('/jobs/saved');
  const saved = page.getByRole('region', { name: /^Saved jobs/ });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await saved.getByRole('button', { name: `Save ${title}` }).click();
  await expect(saved.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  // Likewise the removal: the reload must not overtake it.
  await expect(page.getByText('Removed from your saved jobs.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
});

test('save a search and open it again from /jobs/saved', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs?work_mode=remote&seniority=senior');
  await settledResults(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Remote senior roles');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/jobs/saved');
  const searches = page.getByRole('region', { name: 'Saved searches' });
  await expect(searches.getByRole('link', { name: 'Remote senior roles' })).toBeVisible();
  await searches.getByRole('button', { name: 'Open Remote senior roles' }).click();
  await expect(page).toHaveURL(/\/jobs\?work_mode=remote&seniority=senior$/);
});

test('an unknown job says it is no longer available', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This job is no longer available' })).toBeVisible();
  await expect(page).toHaveTitle('Job | Borderless');
  await page.getByRole('link', { name: 'Search open jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('Back from a job deep in a long list lands on the card that was left', async ({ page }) => {
  await verifiedTalent(page.request);
  // The browser's clock, to let the list go stale while the job is open.
  await page.clock.install();
  await page.goto('/jobs?q=engineer');
  await settledResults(page);
  // Scroll through several pages so the list is virtualised well past its first screen. Steps shorter than the
  // rendered window (viewport + overscan), as a wheel or a trackpad moves: a longer jump can skip cards, which
  // then keep their estimated height, and whether they are measured before or after Back moves the card by the
  // difference (a few pixels a card, over a hundred on a long list).
  for (let i = 0; i < 18; i++) {
    await page.mouse.wheel(0, 1000);
    await expect(page.getByRole('status', { name: 'Loading more jobs' })).toHaveCount(0);
  }
  // The first card fully below the sticky header (its height is the page's scroll padding).
  const left = await page.evaluate(() => {
    const card = Array.from(document.querySelectorAll<HTMLElement>('main li[data-index]')).find(
      (li) => li.getBoundingClientRect().top >= 80,
    )!;
    return {
      index: Number(card.dataset.index),
      key: card.dataset.key!,
      top: Math.round(card.getBoundingClientRect().top),
    };
  });
  expect(left.index).toBeGreaterThan(20);
  await page.locator(`main li[data-key="${left.key}"] h3 a`).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${left.key}$`));
  // Long enough on the job that Back finds the list stale and fetches its pages again while the card is held; and
  // the window made narrower meanwhile, so every card is taller and the old scroll offset points elsewhere.
  await page.clock.fastForward('01:00');
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 900, height: viewport.height });
  const refetched = page.waitForResponse((response) => /\/talent\/api\/jobs\?/.test(response.url()));
  await page.goBack();
  await refetched;
  await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
  // The same job (other specs apply to jobs on the shared server meanwhile, and a refreshed list may rank or
  // measure cards above it differently), at the same place on the screen.
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          Math.round(document.querySelector(`main li[data-key="${key}"]`)?.getBoundingClientRect().top ?? -1),
        left.key,
      ),
    )
    .toBe(left.top);
});
