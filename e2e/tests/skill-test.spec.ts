import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../fixtures';

/*
 * Taking a skill test end to end against the real server: the timed React test with its coding task (answers
 * saved as they go, a reload resumes with them, Submit grades on the server) and the webcam consent with
 * Chromium's fake camera (the preview, the "camera on" indicator, a snapshot sent, and the ledger deleted).
 * The answers are whatever comes first in each task: the spec checks the flow, not the candidate's knowledge.
 */

const SLUG = 'react';
const TEST_PAGE = `/skill-center/tests/${SLUG}`;

async function taskCount(page: Page): Promise<number> {
  return page.getByRole('navigation', { name: 'Tasks' }).getByRole('button').count();
}

/** Gives the shown task some answer, whatever its type, and waits for the autosave to confirm it. */
async function answerShownTask(page: Page): Promise<string> {
  const task = page.locator('section[aria-labelledby^="task-"]');
  let kind: string;
  if (await task.getByRole('combobox', { name: 'Language' }).count()) {
    kind = 'coding';
    await expect(task.locator('.cm-content')).toBeVisible({ timeout: 15_000 });
    await task.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// my answer\n');
    await task.getByRole('button', { name: 'Run' }).click();
    await expect(task.getByRole('region', { name: 'Run results' })).toBeVisible({ timeout: 30_000 });
  } else if (await task.getByRole('radio').count()) {
    kind = 'single_choice';
    await task.getByRole('radio').first().check();
  } else if (await task.getByRole('checkbox', { name: /^(?!Flag for review)/ }).count()) {
    kind = 'multiple_choice';
    await task
      .getByRole('checkbox', { name: /^(?!Flag for review)/ })
      .first()
      .check();
  } else if (await task.getByRole('button', { name: /^Move down:/ }).count()) {
    kind = 'ordering';
    await task
      .getByRole('button', { name: /^Move down:/ })
      .first()
      .click();
  } else {
    kind = 'short_answer';
    await task.getByRole('textbox').first().fill('Keys let the reconciler match items between renders.');
  }
  await expect(page.getByTestId('save-status')).toHaveText(/Saved \d\d:\d\d/, { timeout: 15_000 });
  return kind;
}

async function acceptAndStart(page: Page, mode: RegExp) {
  await page.getByRole('radio', { name: mode }).check();
  if (/webcam/.test(String(mode))) await expect(page.getByText(/Camera ready/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the rules' }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByRole('heading', { name: /^Task 1 of \d+/ })).toBeVisible();
}

test('a timed React test with a coding task: autosave, reload and resume, submit, the result and the badge', async ({
  page,
  talent: _talent,
}) => {
  test.setTimeout(180_000);
  await page.goto(TEST_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /React/ })).toBeVisible();
  await expect(page.getByText(/minutes, counted by our server/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Start is refused until the rules are confirmed.
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByText('Confirm that you have read the rules.')).toBeVisible();
  await acceptAndStart(page, /Nothing recorded/);
  const url = new URL(page.url());
  expect(url.searchParams.get('attempt')).toBeTruthy();
  await expect(page.getByTestId('time-left')).toHaveText(/\d\d:\d\d/);
  await expectNoAxeViolations(page);

  const total = await taskCount(page);
  const half = Math.ceil(total / 2);
  const kinds: string[] = [];
  for (let index = 0; index < half; index++) {
    await page.getByRole('navigation', { name: 'Tasks' }).getByRole('button').nth(index).click();
    kinds.push(await answerShownTask(page));
  }

  // A reload mid-way: the same attempt, its answers from the server, the clock still running.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Task 1 of \d+/ })).toBeVisible();
  for (let index = 0; index < half; index++) {
    await expect(
      page.getByRole('button', { name: new RegExp(`^Task ${index + 1}: answered`) }),
    ).toBeVisible();
  }
  await expect(page.getByTestId('time-left')).not.toHaveText('00:00');

  for (let index = half; index < total; index++) {
    await page.getByRole('navigation', { name: 'Tasks' }).getByRole('button').nth(index).click();
    kinds.push(await answerShownTask(page));
  }
  // The React test has a coding task: CodeMirror, loaded when the task was shown, and Run answered.
  expect(kinds).toContain('coding');

  await page.getByRole('button', { name: 'Submit the test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog.getByText('Every task has an answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit now' }).click();

  await expect(page).toHaveURL(new RegExp(`/skill-center/tests/${SLUG}/result\\?attempt=`));
  await expect(page.getByText(/of \d+ points; the pass mark is \d+%/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'By topic' })).toBeVisible();
  await expect(page.getByText(/hidden tests passed \d+ of \d+/)).toBeVisible();
  if (await page.getByText(/^Passed/).count()) {
    const badge = page.getByRole('region', { name: 'Your badge' });
    await expect(badge.getByRole('link', { name: /Verify this badge/ })).toHaveAttribute(
      'href',
      /\/credentials\//,
    );
    await expect(badge.getByRole('link', { name: /Download the credential/ })).toHaveAttribute(
      'href',
      /\/talent\/api\/badges\/.+\/credential$/,
    );
  } else {
    await expect(page.getByText(/Your free redo is available now|Your next attempt opens on/)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test.describe('with the webcam', () => {
  // Chromium's fake camera (a test pattern), allowed without a prompt.
  test.use({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
    permissions: ['camera'],
  });

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
});
