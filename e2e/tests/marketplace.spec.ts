import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { apiPost, expect, expectNoAxeViolations, test } from '../fixtures';

/*
 * The marketplace end to end, a talent and the seeded recruiter side by side: the talent writes and publishes a
 * service in the editor; the recruiter orders its Standard tier (money held in escrow), sends the requirements;
 * the talent delivers; the recruiter asks for a revision, then approves (the money is released); the talent's
 * balance shows the payout less the fee and the ledger lists it; both review, and each review shows once both have
 * written. Every move reaches the other side live (their open page changes without a reload).
 */

// The seeded recruiter login (apps/server/src/seed/seed.ts, DEMO_ACCOUNTS.recruiter).
const RECRUITER = { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026' };
// The toaster holds other tests' live toasts too (the seeded recruiter is shared): axe checks what each step owns.
const AXE = { exclude: ['[data-sonner-toaster]'] };

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;

async function recruiterPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const response = await apiPost(context.request, '/login', RECRUITER);
  expect(response.status(), await response.text()).toBe(200);
  return { context, page: await context.newPage() };
}

async function earningsOf(
  request: APIRequestContext,
): Promise<Array<{ currency: string; available_minor: number }>> {
  const response = await request.get('/talent/api/marketplace/balance', {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Array<{ currency: string; available_minor: number }> }).data;
}

test('a talent sells a service; a recruiter orders, asks for a revision, approves and pays; both review', async ({
  page,
  talent,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A fresh verified talent, signed in on `page`.
  void talent;
  const title = unique('Accessibility audit of a React app');

  // The talent writes the service; the editor saves as they type and publishes when it is whole.
  await page.goto('/marketplace/selling');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New service' }).click();
  await expect(page).toHaveURL(/\/marketplace\/selling\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Category').selectOption('qa');
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      'I audit your React app against **WCAG 2.2 AA** with a screen reader and the keyboard, and hand you a ' +
        'prioritised list of fixes with code for each one.',
    );
  const skillSearch = page.getByRole('combobox', { name: 'Search other skills' });
  await skillSearch.fill('react');
  await expect(page.getByRole('option', { name: /React/ }).first()).toBeVisible();
  await skillSearch.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen skills' })).toContainText('React');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByRole('button', { name: 'Add a Basic tier' }).click();
  await page.getByLabel('Basic: name').fill('One screen');
  await page.getByLabel('Basic: price').fill('60');
  await page.getByLabel('Basic: what it includes').fill('One screen audited, with a written report.');
  await page.getByLabel('Basic: delivery time (days)').fill('2');
  await page.getByLabel('Basic: revisions included').fill('0');
  await page.getByRole('button', { name: 'Add a Standard tier' }).click();
  await page.getByLabel('Standard: name').fill('Key journey');
  await page.getByLabel('Standard: price').fill('150');
  await page
    .getByLabel('Standard: what it includes')
    .fill('Sign-up to checkout audited, fixes as pull requests.');
  await page.getByLabel('Standard: delivery time (days)').fill('5');
  await page.getByLabel('Standard: revisions included').fill('1');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page
    .getByRole('textbox', { name: 'Question 1' })
    .fill('Where can I see the app, and which journey matters most?');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: buyers can order it')).toBeVisible();
  await expectNoAxeViolations(page, AXE);

  // The recruiter finds it in the console and orders the Standard tier; the money goes into escrow.
  const recruiter = await recruiterPage(browser, baseURL!);
  try {
    const r = recruiter.page;
    await r.goto(`/recruiter/marketplace?q=${encodeURIComponent(title)}`);
    await r.getByRole('link', { name: title }).first().click();
    await expect(r.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await r.getByRole('radio', { name: /Standard/ }).check();
    await r.getByRole('button', { name: /^Order/ }).click();
    const confirm = r.getByRole('dialog', { name: 'Confirm your order' });
    await expect(confirm).toContainText('Held in escrow now$150');
    await expectNoAxeViolations(r, AXE);
    await confirm.getByRole('button', { name: 'Confirm and pay $150' }).click();
    await expect(r).toHaveURL(/\/recruiter\/marketplace\/orders\/[0-9a-f-]{36}$/);
    const orderPath = new URL(r.url()).pathname;
    const orderId = orderPath.split('/').at(-1)!;
    await expect(r.getByText('Waiting for requirements').first()).toBeVisible();

    // The talent's order page, open from now on: every later move arrives live.
    await page.goto(`/marketplace/orders/${orderId}`);
    await expect(page.getByText('Waiting for requirements').first()).toBeVisible();

    // Requirements start the clock.
    await r
      .getByLabel('Where can I see the app, and which journey matters most?')
      .fill('Staging is at https://staging.example.com; the checkout journey matters most.');
    await r.getByRole('button', { name: 'Send requirements' }).click();
    await expect(page.getByText('In progress').first()).toBeVisible();

    // The talent delivers.
    await page
      .getByLabel('Message to the buyer')
      .fill('The audit is done: 14 issues, fixes in three pull requests.');
    await page.getByRole('button', { name: 'Send delivery' }).click();
    await expect(r.getByText('Delivered').first()).toBeVisible();
    await expectNoAxeViolations(r, AXE);

    // The recruiter asks for one revision (the tier's only one), the talent delivers again.
    await r.getByLabel('What should change?').fill('Please add the colour-contrast fixes to the report.');
    await r.getByRole('button', { name: 'Request a revision' }).click();
    await expect(page.getByText('Revision requested').first()).toBeVisible();
    await page.getByLabel('Message to the buyer').fill('Contrast fixes added as a fourth pull request.');
    await page.getByRole('button', { name: 'Send delivery' }).click();
    await expect(r.getByText('Delivered').first()).toBeVisible();
    // No revisions left: only approval (or a dispute) remains.
    await expect(r.getByRole('button', { name: 'Request a revision' })).toHaveCount(0);

    // Approval releases the money at once: $150 less the 10 % fee reaches the talent's balance.
    const before = (await earningsOf(page.request)).find((b) => b.currency === 'USD')?.available_minor ?? 0;
    await r.getByRole('button', { name: 'Approve and release the payment' }).click();
    await r
      .getByRole('dialog', { name: 'Approve the delivery?' })
      .getByRole('button', { name: 'Approve and release' })
      .click();
    await expect(page.getByText('Completed').first()).toBeVisible();
    const after = (await earningsOf(page.request)).find((b) => b.currency === 'USD')?.available_minor ?? 0;
    expect(after - before).toBe(13_500);

    // Both review; neither sees the other's until both have written.
    await r.getByLabel('How did it go?').fill('Thorough audit, clear fixes, delivered early.');
    // The stars are drawn over the radios: chosen with the keyboard, as a screen-reader user would.
    await r.getByRole('radio', { name: /^5 stars/ }).focus();
    await r.keyboard.press('Space');
    await r.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText('Thorough audit, clear fixes, delivered early.')).toHaveCount(0);
    await page.getByLabel('How did it go?').fill('Clear requirements and quick answers. A pleasure.');
    await page.getByRole('radio', { name: /^5 stars/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText('Thorough audit, clear fixes, delivered early.')).toBeVisible();
    await expect(r.getByText('Clear requirements and quick answers. A pleasure.')).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    // The seller's money page: the balance and the ledger's release row, and the CSV.
    await page.goto('/marketplace/selling');
    await expect(page.getByRole('heading', { name: /Balance/ }).first()).toBeVisible();
    await expect(page.getByText(/\$135(\.00)?$/).first()).toBeVisible();
    const csv = await page.request.get('/talent/api/marketplace/ledger.csv');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('135.00');
  } finally {
    await recruiter.context.close();
  }
});
