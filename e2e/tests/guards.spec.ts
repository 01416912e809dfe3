import { test, expect, verifiedTalent, unverifiedTalent, expectNoAxeViolations } from '../fixtures';

test('logged out → /jobs → /login → back on /jobs after logging in', async ({ page, request }) => {
  // A verified account made through the API in a separate cookie jar; the browser stays logged out.
  const talent = await verifiedTalent(request);

  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjobs$/);
  await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(talent.email);
  await page.getByLabel('Password').fill(talent.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
});

test('wrong credentials show the field error', async ({ page, request }) => {
  const talent = await verifiedTalent(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(talent.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test('logged in → /login → home', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a redirect to another site is ignored', async ({ page }) => {
  await verifiedTalent(page.request);
  await page.goto('/login?redirect=//evil.example/steal');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('logged in but unverified → /verify', async ({ page }) => {
  await unverifiedTalent(page.request);
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/verify/);
});

test('an unknown path shows "Page not found"', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('log out from the user menu', async ({ page, talent }) => {
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(talent.name.split(' ')[0]!) }).click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
});
