import { test, expect, apiPost, expectNoAxeViolations, verifiedTalent } from '../fixtures';
import { tabTo } from '../lib/keyboard.ts';

/*
 * The feedback widget end to end: a talent opens it from the header by keyboard, captures the page they are on,
 * sends; an operator finds it in the console's inbox with the screenshot, tags and answers it; the talent is told
 * live and reads the answer in the widget.
 */

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };

/** The width and height a PNG says it has (its IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a talent sends feedback with a capture of the page; an operator sees it, tags and answers it; the talent is told', async ({
  page,
  browser,
}) => {
  test.slow();
  const talent = await verifiedTalent(page.request, 'Grace Hopper');
  const what = `The salary filter resets when I come back from a job (${talent.email}).`;

  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();

  // The header's Feedback button, by keyboard.
  const button = page.getByRole('button', { name: 'Feedback', exact: true });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog.getByRole('tab', { name: 'Send feedback' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await dialog.getByRole('radio', { name: 'Something is broken' }).check();
  await dialog.getByLabel('What happened?').fill(what);
  await dialog.getByLabel('What did you expect?').fill('The filters stay as I left them.');
  // A picture of the page behind the dialog, uploaded at once and shown before it is sent.
  await dialog.getByRole('button', { name: 'Capture this page' }).click();
  const preview = dialog.getByRole('img', { name: 'The screenshot that will be sent' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByText('See what is sent').click();
  await expect(dialog.getByText('/jobs', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText(/Thank you: we have your feedback/)).toBeVisible();
  await expect(dialog.getByText('No answer yet.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The operator, in a browser of their own.
  const operatorBrowser = await browser.newContext();
  const operator = await operatorBrowser.newPage();
  expect((await apiPost(operator.request, '/login', OPERATOR)).status()).toBe(200);
  await operator.goto('/recruiter/feedback');
  await expect(operator.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible();
  const entry = operator
    .getByRole('list', { name: 'Feedback' })
    .getByRole('link', { name: new RegExp(talent.email) });
  await expect(entry).toBeVisible();
  await entry.click();
  const detail = operator.getByRole('article');
  await expect(detail.getByRole('heading', { level: 2 })).toContainText('The salary filter resets');
  await expect(detail.getByText('Grace Hopper', { exact: false }).first()).toBeVisible();
  const shot = detail.getByRole('img', { name: 'Screenshot sent by Grace Hopper' });
  await expect.poll(() => shot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The picture is the talent's viewport, as a real PNG.
  const bytes = await (await operator.request.get((await shot.getAttribute('src'))!)).body();
  expect(pngSize(bytes)).toEqual(page.viewportSize());
  await expect(detail.getByText('/jobs', { exact: true })).toBeVisible();
  await expectNoAxeViolations(operator);

  await detail.getByLabel('New tag').fill('Filters');
  await detail.getByRole('button', { name: 'Add' }).click();
  await expect(detail.getByRole('button', { name: 'Remove the tag filters' })).toBeVisible();
  await detail.getByLabel('Answer Grace Hopper').fill('Thank you! This is fixed in today’s release.');
  await detail.getByRole('button', { name: 'Send answer' }).click();
  await expect(detail.getByText('Thank you! This is fixed in today’s release.')).toBeVisible();
  await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  await operatorBrowser.close();

  // The talent is told live; the toast opens the thread with the answer.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'We answered your feedback' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await toast.getByRole('button', { name: 'View' }).click();
  const thread = page.getByRole('dialog', { name: 'Feedback' });
  await expect(thread.getByText('Thank you! This is fixed in today’s release.')).toBeVisible();
  await expect(thread.getByText('Answered', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
