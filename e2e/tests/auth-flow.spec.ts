import {
  test,
  expect,
  csrfHeaders,
  uniqueEmail,
  VERIFY_LINK,
  STRONG_PASSWORD,
  expectNoAxeViolations,
} from '../fixtures';

test('sign up → open the mail at /dev/mail → click the link → verified → home', async ({ page, context }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page).toHaveTitle(/\| Borderless$/);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL(/\/verify/);
  await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // The mail arrives in the dev mailbox; open it in a second tab like a person would.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mail');
  await mailbox.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  const verifyLink = mailbox.locator('a[href*="/email/verify/"]').first();
  await expect(verifyLink).toHaveAttribute('href', VERIFY_LINK);
  await verifyLink.click();

  // The link lands on home, verified.
  await expect(mailbox).toHaveURL(/\/(\?verified=1)?$/);
  await expect(mailbox.locator('[data-layout="default"]')).toBeVisible();
  await expect(mailbox.getByRole('heading', { level: 1 })).toContainText('Grace');

  // The first tab, still on /verify, moves on by itself.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
});

test('a bad sign-up shows field errors and keeps what was typed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(/valid email/i)).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
});

test('forgot password → mail → reset → log in with the new password', async ({ page, request }) => {
  // An account to reset, created through the API with its own cookie jar.
  const email = uniqueEmail('reset');
  const created = await request.post('/register', {
    data: { name: 'Reset Me', email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
    headers: await csrfHeaders(request),
  });
  expect(created.status()).toBe(201);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset link/i }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /if an account exists|we have emailed|sent/i }),
  ).toBeVisible();

  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mail');
  await mailbox
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /reset/i })
    .first()
    .click();
  const href = await mailbox.locator('a[href*="/reset-password?"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await mailbox.close();

  await page.goto(href!);
  const newPassword = 'Another-Long-Passphrase-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/verify/);
});
