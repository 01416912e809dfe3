import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  test,
  expect,
  apiPost,
  expectNoAxeViolations,
  findMailLink,
  uniqueEmail,
  verifiedTalent,
  STRONG_PASSWORD,
} from '../fixtures';

const EMAIL_CHANGE_LINK = /https?:\/\/[^\s"'<>]+\/email\/change\/[^\s"'<>]+/;
const NEW_PASSWORD = 'Another-Passage-Across-77';

/** A second browser (own cookie jar) logged in as the same account through the API. */
async function secondDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const response = await apiPost(context.request, '/login', { email, password });
  expect(response.ok(), await response.text()).toBe(true);
  const page = await context.newPage();
  return { context, page };
}

/** Reloads and waits until the page shows either the settings or the login form; true when it was sent to log in. */
async function signedOutAfterReload(page: Page): Promise<boolean> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^(Settings|Welcome back)$/ })).toBeVisible();
  return /\/login/.test(page.url());
}

async function openSecurity(page: Page) {
  await page.goto('/settings#security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
}

test.describe('settings', () => {
  const others: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(others.splice(0).map((context) => context.close()));
  });

  test('a password change signs out the other device, which lands on the login page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const talent = await verifiedTalent(page.request, 'Pat Sessions');
    const b = await secondDevice(browser, baseURL!, talent.email, talent.password);
    others.push(b.context);
    // Signed in over there before the change.
    await b.page.goto('/settings');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await openSecurity(page);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByTestId('session-row')).toHaveCount(2);
    await expect(sessions.getByTestId('session-row').first()).toContainText('This device');

    await page.getByLabel('Current password').fill(talent.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText(/Password changed\. You were signed out on every other device/),
    ).toBeVisible();
    // This device stays signed in, alone.
    await expect(sessions.getByTestId('session-row')).toHaveCount(1);

    // The other device's next request is refused: it lands on the login page, and stays out on a reload.
    await b.page.goto('/settings');
    await expect(b.page).toHaveURL(/\/login/);
    await expect(b.page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    // The old password no longer works, the new one does.
    const fresh = await browser.newContext({ baseURL });
    try {
      expect(
        (await apiPost(fresh.request, '/login', { email: talent.email, password: talent.password })).status(),
      ).toBe(422);
      expect(
        (await apiPost(fresh.request, '/login', { email: talent.email, password: NEW_PASSWORD })).ok(),
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  test('one device signed out from the list, then "log out other sessions" with the password ends the rest', async ({
    page,
    browser,
    baseURL,
  }) => {
    const talent = await verifiedTalent(page.request, 'Sam Devices');
    const b = await secondDevice(browser, baseURL!, talent.email, talent.password);
    const c = await secondDevice(browser, baseURL!, talent.email, talent.password);
    others.push(b.context, c.context);
    for (const device of [b, c]) {
      await device.page.goto('/settings');
      await expect(device.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    }

    await openSecurity(page);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    const rows = sessions.getByTestId('session-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.first().getByRole('button')).toHaveCount(0);

    // Sign out one other device from its row: exactly that one of B and C loses its session.
    await rows
      .nth(2)
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(rows).toHaveCount(2);
    // The guard redirects after its /user request answers, so wait for a settled page before reading the URL.
    const outB = await signedOutAfterReload(b.page);
    const outC = await signedOutAfterReload(c.page);
    expect([outB, outC].filter(Boolean)).toHaveLength(1);
    const remaining = outB ? c : b;

    await page.getByRole('button', { name: 'Log out other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out other sessions?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Log out other sessions' }).click();
    await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Your password').fill(talent.password);
    await dialog.getByRole('button', { name: 'Log out other sessions' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

    await remaining.page.reload();
    await expect(remaining.page).toHaveURL(/\/login/);
    // This device is still in.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  });

  test('an email change takes effect when the link sent to the new address is followed', async ({ page }) => {
    const talent = await verifiedTalent(page.request, 'Eve Mover');
    const newEmail = uniqueEmail('moved');
    await page.goto('/settings');
    await expect(page.getByTestId('current-email')).toHaveText(talent.email);

    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel(/^Current password/).fill(talent.password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(/Follow it within 60 minutes/)).toContainText(newEmail);
    await expect(page.getByTestId('current-email')).toHaveText(talent.email);

    const link = await findMailLink(page.request, newEmail, EMAIL_CHANGE_LINK);
    await page.goto(link);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('Your email address was changed.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
    await expect(page.getByText(/Follow it within 60 minutes/)).toBeHidden();
  });

  test('"download my data" gives a JSON file holding the account', async ({ page }) => {
    const talent = await verifiedTalent(page.request, 'Dana Export');
    await page.goto('/settings#data');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^talent-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      format_version: number;
      user: { email?: string };
    };
    expect(data.format_version).toBe(1);
    expect(data.user.email).toBe(talent.email);
  });

  test('deleting the account signs out, and the old password no longer logs in', async ({ page }) => {
    const talent = await verifiedTalent(page.request, 'Lee Leaving');
    await page.goto('/settings#data');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(talent.password);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type DELETE to confirm.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Your account was deleted/)).toBeVisible();

    await page.getByLabel('Email').fill(talent.email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText(/do not match our records|credentials/i)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the bell counts real notifications, opens one (marking it read) and marks all as read', async ({
    page,
  }) => {
    const talent = await verifiedTalent(page.request, 'Bea Bell');
    // Two security notices, from two email change requests.
    for (const prefix of ['first', 'second']) {
      const response = await apiPost(page.request, '/talent/api/account/email', {
        email: uniqueEmail(prefix),
        password: talent.password,
      });
      expect(response.status(), await response.text()).toBe(202);
    }
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Unread: Email change requested');
    await expect(items.first()).toContainText('just now');

    await items.first().click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    // The read is the server's: it holds after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(panel.getByText(/^Unread:/)).toHaveCount(1);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByText(/^Unread:/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  test('every section of /settings passes axe, and the bell opens', async ({ page }) => {
    await verifiedTalent(page.request, 'Axe Checker');
    await page.goto('/settings');
    for (const name of ['Account', 'Security', 'Notifications', 'Privacy', 'Your data']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await expect(page).toHaveURL(/\/settings#data$/);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(/all caught up|Latest notifications/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
