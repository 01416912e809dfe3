import { request as playwrightRequest } from '@playwright/test';
import { test, expect, verifiedTalent, expectNoAxeViolations, apiPost } from '../fixtures';

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };

interface JobRow {
  id: string;
  title: string;
}

test('a recruiter invites a new candidate twice: the badge counts, one is accepted into the apply flow, one declined with a reason', async ({
  page,
  baseURL,
}) => {
  const talent = await verifiedTalent(page.request);
  const jobs = (await (await page.request.get('/talent/api/jobs?sort=newest')).json()) as { data: JobRow[] };
  const [first, second] = jobs.data;
  expect(first && second).toBeTruthy();

  // The operator sends the invitations on the recruiters' behalf, from a session of their own.
  const operator = await playwrightRequest.newContext({ baseURL: baseURL! });
  expect((await apiPost(operator, '/login', OPERATOR)).status()).toBe(200);
  const invite = async (job: JobRow, extra: Record<string, unknown> = {}) => {
    const res = await apiPost(operator, '/shared/api/operator/invitations', {
      job_id: job.id,
      talent_email: talent.email,
      message: `Hello! Your profile fits our **${job.title}** role. Would you like to apply?`,
      ...extra,
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const acceptedId = await invite(first!, {
    salary: { min: 80000, max: 95000, currency: 'EUR', period: 'year' },
  });
  await invite(second!, { expires_in_days: 2 });
  await operator.dispose();

  // The badge on the main navigation's Jobs item, and on the jobs tab.
  await page.goto('/jobs');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: /^Jobs.*\(2 pending invitations\)$/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Jobs' })
    .getByRole('link', { name: /^Invitations.*\(2 pending invitations\)$/ })
    .click();
  await expect(page).toHaveURL(/\/jobs\/invitations$/);
  await expect(page).toHaveTitle('Job invitations | Borderless');

  const firstCard = page.getByRole('article', { name: first!.title });
  const secondCard = page.getByRole('article', { name: second!.title });
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByText('€80K–€95K a year')).toBeVisible();
  // The recruiter's Markdown is rendered (bold), never as raw HTML.
  await expect(firstCard.locator('blockquote strong')).toHaveText(first!.title);
  await expect(secondCard.getByText('Expires in 2 days')).toBeVisible();
  await expectNoAxeViolations(page);

  // Decline the second with a reason and a note, using the keyboard in the dialog.
  await secondCard.getByRole('button', { name: /^Decline/ }).click();
  const dialog = page.getByRole('dialog', { name: `Decline ${second!.title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'I am not looking right now' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'The salary is too low for me' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('I am looking for a bigger scope.');
  await dialog.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(page.getByText(/Invitation declined\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(secondCard).toBeHidden();
  await expect(main.getByRole('link', { name: /^Jobs.*\(1 pending invitation\)$/ })).toBeVisible();

  // Accept the first: on to the job's apply flow, carrying the invitation.
  await firstCard.getByRole('button', { name: /^Accept and apply/ }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${first!.id}/apply\\?invitation=${acceptedId}$`));

  // Both are answered now: no badge, and the answered tab keeps them with the reason.
  await page.goto('/jobs/invitations?show=answered');
  await expect(
    page.getByRole('article', { name: first!.title }).getByText('Accepted', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: second!.title }).getByText('The salary is too low for me'),
  ).toBeVisible();
  await expect(page.getByTestId('pending-invitations-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a candidate without invitations sees how they come', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/jobs/invitations');
  await expect(page.getByRole('heading', { name: 'No invitations yet' })).toBeVisible();
  await expect(page.getByTestId('pending-invitations-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
