import { type Locator, type Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../fixtures';
import { press, tabTo } from '../lib/keyboard';
import { fakeMediaBrowser, launchWithoutMediaPermission } from '../lib/browser';

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt.
test.use(fakeMediaBrowser(['camera', 'microphone']));

declare global {
  interface Window {
    /** Every stream the page got from getUserMedia, to see when it asked and that it let go. */
    mediaStreamsHanded: MediaStream[];
  }
}

/** Counts what the page asks of the browser: the real getUserMedia, watched, not replaced. */
async function watchMedia(page: Page) {
  await page.addInitScript(() => {
    window.mediaStreamsHanded = [];
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await real(constraints);
      window.mediaStreamsHanded.push(stream);
      return stream;
    };
  });
}

const card = (page: Page, id: string): Locator => page.locator(`[data-check="${id}"]`);

async function expectPassed(page: Page, id: string, summary: RegExp) {
  await expect(card(page, id), `${id} passes`).toHaveAttribute('data-status', 'pass', { timeout: 30_000 });
  await expect(card(page, id).getByTestId('status')).toHaveText('Passed');
  await expect(card(page, id).getByTestId('summary')).toHaveText(summary);
}

test('a guest runs the whole check by keyboard with fake devices, every item passes, and leaving lets go of them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await watchMedia(page);
  await page.goto('/test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check your camera, microphone and connection' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Check your setup in about a minute' }),
  ).toBeVisible();
  // Nothing is asked of the camera or the microphone before the person starts.
  expect(await page.evaluate(() => window.mediaStreamsHanded.length)).toBe(0);
  await expect(card(page, 'camera')).toHaveAttribute('data-status', 'waiting');
  await expectNoAxeViolations(page);

  const start = page.getByRole('button', { name: 'Start check' });
  await tabTo(page, start);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Checking…' })).toBeFocused();

  await expectPassed(page, 'camera', /^\d+ × \d+/);
  await expect(page.getByLabel('Your camera preview')).toBeVisible();
  expect(await page.evaluate(() => window.mediaStreamsHanded.length)).toBe(1);

  // The meter follows the fake microphone's beep: up while it sounds, down between beeps. The page notes every level
  // it shows (polling from here misses short beeps when the machine is busy).
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await meter.evaluate((element) => {
    const note = () => {
      const level = Number(element.getAttribute('aria-valuenow'));
      element.setAttribute(level >= 25 ? 'data-seen-high' : 'data-seen-low', 'true');
    };
    note();
    new MutationObserver(note).observe(element, { attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await expect(meter, 'the microphone level rises').toHaveAttribute('data-seen-high', 'true', {
    timeout: 15_000,
  });
  await expect(meter, 'the microphone level falls').toHaveAttribute('data-seen-low', 'true', {
    timeout: 15_000,
  });
  await expectPassed(page, 'microphone', /^We can hear you/);

  await expectPassed(page, 'realtime', /^\d+ ms round trip \(jitter \d+ ms, 10 pings\)$/);
  await expectPassed(page, 'upload', /^\d+(\.\d)? [MG]bps$/);
  await expectPassed(page, 'download', /^\d+(\.\d)? [MG]bps$/);
  await expectPassed(page, 'browser', /^Chrome \d+, up to date enough$/);
  await expectPassed(page, 'storage', /^Cookies, local storage and session storage work$/);
  await expectPassed(page, 'clock', /, clock on time$/);

  // The speakers need the person: play the tone, say it was heard.
  await expect(page.getByRole('heading', { level: 2, name: 'One step left: your speakers' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Play test tone' }));
  await press(page, 'Enter');
  const heard = page.getByRole('button', { name: 'Yes, I heard it' });
  await tabTo(page, heard);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Play it again' })).toBeFocused();
  await expectPassed(page, 'speakers', /^You heard the test tone$/);

  await expect(page.getByRole('heading', { level: 2, name: 'You’re ready' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Check results' })).toContainText('Upload speed: Passed.');
  await expect(page.getByRole('log', { name: 'Check results' })).toContainText('You’re ready');
  await expectNoAxeViolations(page);

  // Run again: the same button, everything from the start, the camera asked for again.
  await page.getByRole('button', { name: 'Run again' }).click();
  await expectPassed(page, 'upload', /bps$/);
  await expectPassed(page, 'camera', /×/);
  // Every item is measured again (the first run proved they pass; a second latency sample on a loaded machine may
  // honestly say "needs attention", so only its finishing is checked here).
  await expect(card(page, 'realtime')).toHaveAttribute('data-status', /^(pass|warning|fail)$/, {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => window.mediaStreamsHanded.length)).toBe(2);

  // Leaving the page stops every track it was handed.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  // The address changes before the lazily loaded login page replaces this one, and the tracks stop on unmount.
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.mediaStreamsHanded.flatMap((stream) => stream.getTracks()).map((track) => track.readyState),
      ),
    )
    .toEqual(['ended', 'ended', 'ended', 'ended']);
});

test('a blocked camera and microphone say so and what to do, and the rest of the check still runs', async ({
  baseURL,
}) => {
  // A browser of its own without the fake permission prompt: the camera and microphone are denied, as a person
  // would have done in the browser's site settings.
  const browser = await launchWithoutMediaPermission();
  try {
    const page = await (await browser.newContext({ baseURL, permissions: [] })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/test');
    await page.getByRole('button', { name: 'Start check' }).click();
    for (const device of ['camera', 'microphone']) {
      await expect(card(page, device)).toHaveAttribute('data-status', 'fail');
      await expect(card(page, device).getByTestId('summary')).toHaveText(
        `Your browser blocked the ${device}`,
      );
      await expect(card(page, device)).toContainText('Allow the camera and microphone for this site');
    }
    await expect(card(page, 'realtime')).toHaveAttribute('data-status', 'pass', { timeout: 30_000 });
    await expect(card(page, 'camera').getByRole('button', { name: 'Try again: Camera' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
