import { request as playwrightRequest } from '@playwright/test';
import { test, expect, verifiedTalent, expectNoAxeViolations, apiPost } from '../fixtures';

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };

interface JobRow {
  id: string;
  title: string;
  company: { name: string };
}

test('a notification created on the server reaches the bell live, with a toast and no reload', async ({
  page,
  context,
  baseURL,
}) => {
  // Four axe runs and a signup through the mail link: more than the default minute on a loaded machine.
  test.slow();
  const talent = await verifiedTalent(page.request);
  const jobs = (await (await page.request.get('/talent/api/jobs?sort=newest')).json()) as { data: JobRow[] };
  const job = jobs.data[0];
  expect(job).toBeTruthy();

  await page.goto('/');
  const status = page.getByTestId('connection-status');
  // Connected: the status region is there, and quiet.
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(status).toBeEmpty();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expectNoAxeViolations(page);

  // A marker that a reload would wipe, and every unread-count request from now on (there must be none: the
  // count arrives with the event, and polling is off while connected).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const countRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/talent/api/notifications/unread-count')) countRequests.push(request.url());
  });

  // The operator invites the talent from a session of their own: the server notifies the talent.
  const operator = await playwrightRequest.newContext({ baseURL: baseURL! });
  expect((await apiPost(operator, '/login', OPERATOR)).status()).toBe(200);
  const invited = await apiPost(operator, '/shared/api/operator/invitations', {
    job_id: job!.id,
    talent_email: talent.email,
    message: 'Your profile fits this role. Would you like to apply?',
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await operator.dispose();

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: `${job!.company.name} invited you to apply` });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(countRequests).toEqual([]);

  // The toast leads to the invitation, still without a reload.
  await toast.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/jobs\/invitations$/);
  await expect(page.getByRole('article', { name: job!.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // The list behind the bell has it too.
  await bell.click();
  await expect(
    page.getByRole('list', { name: 'Latest notifications' }).getByTestId('notification-item').first(),
  ).toContainText(`${job!.company.name} invited you to apply`);
  await page.keyboard.press('Escape');

  // Offline: a polite status says so; back online, it goes quiet again.
  await context.setOffline(true);
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status).toHaveText('You are offline — messages will be sent when you are back');
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(status).toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});
