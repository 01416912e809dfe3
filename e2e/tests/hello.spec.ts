import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, expectNoAxeViolations, verifiedTalent } from '../fixtures';
import { responseTimeText } from '../../apps/web/src/components/jobs/format';

interface Figures {
  open_jobs: number;
  companies: number;
  countries: number;
  open_worldwide: number;
  median_response_hours: number | null;
}

const number = (value: number) => new Intl.NumberFormat('en').format(value);

/** An open job, found the way a person who shares a link would have seen it. */
async function openJob(baseURL: string): Promise<{ id: string; title: string }> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await verifiedTalent(api, 'Link Sharer');
    const list = await api.get('/talent/api/jobs?sort=newest', { headers: { Accept: 'application/json' } });
    expect(list.status()).toBe(200);
    const { data } = (await list.json()) as { data: { id: string; title: string }[] };
    expect(data.length).toBeGreaterThan(0);
    return data[0]!;
  } finally {
    await api.dispose();
  }
}

test('a guest from a shared link sees what Borderless is, the live figures, the way in and the job', async ({
  page,
  baseURL,
}) => {
  const job = await openJob(baseURL!);
  const answered = page.waitForResponse((response) => response.url().endsWith('/shared/api/catalogue'));
  await page.goto(`/hello?job=${job.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jobs worldwide that you can actually take' }),
  ).toBeVisible();

  // The figures on the page are the ones the server answered, and they are real counts of the seeded catalogue.
  const figures = ((await (await answered).json()) as { data: Figures }).data;
  expect(figures.open_jobs).toBeGreaterThan(0);
  await expect(page.getByTestId('figure-open-jobs')).toContainText(`Open jobs${number(figures.open_jobs)}`);
  await expect(page.getByTestId('figure-open-jobs')).toContainText(
    `${number(figures.open_worldwide)} open to people anywhere`,
  );
  await expect(page.getByTestId('figure-countries')).toContainText(
    `Countries hiring${number(figures.countries)}`,
  );
  await expect(page.getByTestId('figure-companies')).toContainText(
    `Companies hiring${number(figures.companies)}`,
  );
  await expect(page.getByTestId('figure-response')).toContainText(
    figures.median_response_hours === null
      ? 'Not measured yet'
      : responseTimeText(figures.median_response_hours),
  );

  // The job that was shared, with a way to apply without an account.
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await expect(shared.getByRole('heading', { level: 3, name: job.title })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/apply/${job.id}`);
  await shared.getByText('View job', { exact: true }).click();
  await expect(shared.locator('details')).toHaveAttribute('open', '');

  const wayIn = page.getByRole('region', { name: 'The way in' });
  await expect(wayIn.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(wayIn.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(wayIn.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  await expect(wayIn.getByRole('link', { name: 'Check your camera and connection' })).toHaveAttribute(
    'href',
    '/test',
  );
  await expectNoAxeViolations(page);

  await shared.getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`/apply/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});

test('a shared link to a job that is gone, or to no job at all, is a clear dead end with a way on', async ({
  page,
}) => {
  await page.goto('/hello?job=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This job is no longer open' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
  await page.goto('/hello?job=not-a-job');
  await expect(page.getByRole('heading', { name: 'This link does not name a job we know' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-in visitor gets the way back to their dashboard, and the shared job on the signed-in side', async ({
  page,
  baseURL,
  talent,
}) => {
  const job = await openJob(baseURL!);
  await page.goto(`/hello?job=${job.id}`);
  await expect(page.getByText(`Welcome back, ${talent.name}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' }).first()).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await expect(shared.getByRole('link', { name: 'View job' })).toHaveAttribute('href', `/jobs/${job.id}`);
  await expect(shared.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/jobs/${job.id}/apply`);
  await shared.getByRole('link', { name: 'View job' }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
});
