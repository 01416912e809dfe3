import {
  test,
  expect,
  findMailLink,
  uniqueEmail,
  unverifiedTalent,
  verifiedTalent,
  apiPost,
  signUpThroughForm,
  VERIFY_LINK,
  STRONG_PASSWORD,
  expectNoAxeViolations,
} from '../fixtures';

test('sign up → "check your email" → open the mail at /dev/mail → the link signs in → home', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page).toHaveTitle(/\| Borderless$/);
  await signUpThroughForm(page, { name: 'Grace Hopper', email, password: STRONG_PASSWORD });

  // The answer opens no session: it is the same whether or not the address has an account.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(
    401,
  );
  await expectNoAxeViolations(page);

  // The mail arrives in the dev mailbox; open it in a second tab like a person would.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mail');
  await mailbox.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  const verifyLink = mailbox.locator('a[href*="/email/verify/"]').first();
  await expect(verifyLink).toHaveAttribute('href', VERIFY_LINK);
  const href = (await verifyLink.getAttribute('href'))!;
  await verifyLink.click();

  // The link signs in and lands on home, verified.
  await expect(mailbox).toHaveURL(/\/(\?verified=1)?$/);
  await expect(mailbox.locator('[data-layout="default"]')).toBeVisible();
  await expect(mailbox.getByRole('heading', { level: 1 })).toContainText('Grace');

  // The first tab, still saying "check your email", moves on by itself.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  // The link signs in once: opened again in another browser it leads to log in.
  const elsewhere = await page.context().browser()!.newContext();
  const other = await elsewhere.newPage();
  await other.goto(href);
  await expect(other).toHaveURL(/\/login\?verified=1$/);
  await elsewhere.close();
});

test('signing up with an address that has an account looks the same, and mails its owner instead', async ({
  page,
  request,
}) => {
  const owner = await verifiedTalent(request, 'Owner Person');
  await page.goto('/signup');
  await signUpThroughForm(page, {
    name: 'Someone Else',
    email: owner.email,
    password: 'Another-Long-Passphrase-7',
  });
  await expect(page.getByText(owner.email)).toBeVisible();
  expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(
    401,
  );

  // The owner hears of it, with a way to log in and to reset the password; the account is unchanged.
  const reset = await findMailLink(page.request, owner.email, /https?:\/\/[^\s"'<>]+\/forgot-password/);
  expect(new URL(reset).pathname).toBe('/forgot-password');
  const login = await apiPost(page.request, '/login', { email: owner.email, password: owner.password });
  expect(login.status()).toBe(200);
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
  // An account to reset (not yet verified), created with its own cookie jar.
  const { email } = await unverifiedTalent(request, 'Reset Me');

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
