import type { APIRequestContext } from '@playwright/test';
import type { SkillTestSummary } from '@talent/contract/assessments';
import { apiPost, csrfHeaders, expect, expectNoAxeViolations, test, verifiedTalent } from '../fixtures';

/*
 * The skill center and "My assessments" against the real server: the catalogue's three views with the search in
 * the URL, a skill page and its visibility choice kept after a reload, an attempt in progress on My assessments,
 * and the empty states of a new candidate (completed results, badges, the profile's verified skills).
 */

async function catalogue(request: APIRequestContext): Promise<SkillTestSummary[]> {
  const response = await request.get('/talent/api/skill-tests', { headers: { Accept: 'application/json' } });
  expect(response.status(), await response.text()).toBe(200);
  const tests = ((await response.json()) as { data: SkillTestSummary[] }).data;
  expect(tests.length, 'the server publishes at least one skill test').toBeGreaterThan(0);
  return tests;
}

test('the catalogue: search and category in the URL, kept across reload and the three views', async ({
  page,
}) => {
  await verifiedTalent(page.request);
  const tests = await catalogue(page.request);
  const first = tests[0]!;

  await page.goto('/skill-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: first.title, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const word = first.title.slice(0, Math.min(4, first.title.length));
  await page.getByRole('searchbox', { name: 'Search skill tests' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search skill tests' })).toHaveValue(word);
  await expect(page.getByRole('heading', { name: first.title, exact: true }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search skill tests' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  const chip = page.getByRole('group', { name: 'Category' }).getByRole('button').nth(1);
  await chip.click();
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const search = new URL(page.url()).search;

  const views = page.getByRole('navigation', { name: 'Catalogue views' });
  await views.getByRole('link', { name: 'By category' }).click();
  await expect(page).toHaveURL(`/skill-center/index3${search}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await views.getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(`/skill-center/index_copy${search}`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Takers' }).click();
  await expect(page.getByRole('columnheader', { name: 'Takers' })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);
});

test('a skill page: rules, practice, and who sees the result, saved across a reload', async ({ page }) => {
  await verifiedTalent(page.request);
  const [test_] = await catalogue(page.request);
  const slug = test_!.slug;

  await page.goto(`/skill-center/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: test_!.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Start the test: ${test_!.title}` })).toHaveAttribute(
    'href',
    `/skill-center/tests/${slug}`,
  );
  await expectNoAxeViolations(page);

  // The band is shown by default; the exact score is the candidate's choice.
  const group = page.getByRole('group', { name: 'Who sees your result' });
  await expect(group.getByRole('radio', { name: 'Recruiters see the band and the badge' })).toBeChecked();
  await group.getByRole('radio', { name: 'Recruiters see the exact score and percentile' }).check();
  await expect(page.getByText('Saved. Recruiters see the exact score and percentile.')).toBeVisible();
  const standing = await page.request.get(`/talent/api/skill-tests/${slug}/visibility`, {
    headers: { Accept: 'application/json' },
  });
  expect(((await standing.json()) as { data: { visibility: string } }).data.visibility).toBe('score');
  await page.reload();
  await expect(
    group.getByRole('radio', { name: 'Recruiters see the exact score and percentile' }),
  ).toBeChecked();

  await page.goto('/skill-center/no-such-skill-test');
  await expect(page.getByRole('heading', { level: 1, name: 'We have no test for this skill' })).toBeVisible();
});

test('My assessments: a started test waits there with its deadline; a new candidate has nothing completed', async ({
  page,
}) => {
  await verifiedTalent(page.request);
  const [test_] = await catalogue(page.request);

  await page.goto('/assessments/completed');
  await expect(page.getByText(/No results yet/)).toBeVisible();
  await expect(page.getByText(/No badges yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  const started = await apiPost(page.request, `/talent/api/skill-tests/${test_!.slug}/attempts`, {
    proctoring: 'none',
    accept_rules: true,
  });
  expect(started.status(), await started.text()).toBe(201);

  await page.goto('/assessments');
  const running = page.getByRole('region', { name: 'In progress' });
  await expect(running.getByRole('link', { name: `Resume ${test_!.title}` })).toBeVisible();
  await expect(running.getByText(/Time left: ends in/)).toBeVisible();
  await expect(page.getByText(/When a recruiter asks you to take a test/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/skill-center');
  await expect(page.getByRole('link', { name: `Resume: ${test_!.title}` })).toBeVisible();

  // A PUT without the CSRF token is refused (the page's own PUT carries it).
  const bare = await page.request.put(`/talent/api/skill-tests/${test_!.slug}/visibility`, {
    data: { visibility: 'score' },
  });
  expect(bare.status()).toBe(419);
  const withToken = await page.request.put(`/talent/api/skill-tests/${test_!.slug}/visibility`, {
    data: { visibility: 'nobody' },
    headers: await csrfHeaders(page.request),
  });
  expect(withToken.status()).toBe(422);
});

test('the profile shows the verified skills section with the way to the skill center', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Verified skills' });
  await expect(section.getByText(/No verified skills yet/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Skill center', exact: true })).toHaveAttribute(
    'href',
    '/skill-center',
  );
});
