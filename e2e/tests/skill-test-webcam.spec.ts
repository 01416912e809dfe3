import { test, expect, expectNoAxeViolations } from '../fixtures';
import { answerShownTask, SLUG, TEST_PAGE } from '../lib/skill-test';
import { fakeMediaBrowser } from '../lib/browser';

/*
 * A skill test taken with webcam consent, in a browser of its own with Chromium's fake camera: the preview before
 * Start, a snapshot while taking the test, the camera off once it ended, and the ledger deleted on request.
 */

// Chromium's fake camera (a test pattern), allowed without a prompt.
test.use(fakeMediaBrowser(['camera']));

test('consent with a camera preview, a snapshot while taking the test, and the ledger deleted on request', async ({
  page,
  talent: _talent,
}) => {
  test.setTimeout(180_000);
  await page.goto(TEST_PAGE);
  await page.getByRole('radio', { name: /webcam snapshot/ }).check();
  await expect(page.getByText('Camera ready. This is what a snapshot will show.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: /Check your camera and connection/ })).toHaveAttribute(
    'href',
    '/test',
  );

  const snapshot = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/proctoring\/snapshots$/.test(request.url()),
    { timeout: 30_000 },
  );
  await page.getByRole('checkbox', { name: 'I have read the rules' }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByText('Camera on')).toBeVisible({ timeout: 15_000 });
  const sent = await snapshot;
  expect((sent.postDataJSON() as { image: string }).image).toMatch(/^data:image\/jpeg;base64,/);
  expect((await sent.response())?.status()).toBe(201);

  await answerShownTask(page);
  // Leaving the tab is a signal (mode webcam records the signals too).
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await page.getByRole('button', { name: 'Submit the test' }).click();
  await page
    .getByRole('dialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/skill-center/tests/${SLUG}/result\\?attempt=`));

  // The camera is off once the test has ended.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('video')).some((video) => video.srcObject !== null),
      ),
    )
    .toBe(false);

  const ledger = page.getByRole('region', { name: 'What was recorded' });
  await expect(ledger.getByRole('img', { name: /^Webcam snapshot, / }).first()).toBeVisible();
  await expect(ledger.getByText(/Kept until/)).toBeVisible();
  await expectNoAxeViolations(page);

  await ledger.getByRole('button', { name: 'Delete now' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the recordings?' })
    .getByRole('button', { name: 'Delete everything' })
    .click();
  await expect(ledger.getByText(/You deleted everything captured on/)).toBeVisible();
  await expect(ledger.getByRole('img')).toHaveCount(0);
});
