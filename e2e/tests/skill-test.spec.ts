import type { Page } from '@playwright/test';
import type { Attempt } from '@talent/contract/assessments';
import { answerShownTask, rightAnswer, SLUG, taskCount, TEST_PAGE } from '../lib/skill-test';
import { csrfHeaders, test, expect, expectNoAxeViolations } from '../fixtures';

/*
 * Taking a skill test end to end against the real server: the timed React test with its coding task (answers
 * saved as they go, a reload resumes with them, Submit grades on the server) and the webcam consent with
 * Chromium's fake camera (the preview, the "camera on" indicator, a snapshot sent, and the ledger deleted).
 * The answers are whatever comes first in each task: the spec checks the flow, not the candidate's knowledge.
 */

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

test('a candidate who knows the material passes: the badge on the result, on the profile, and valid on its public page', async ({
  page,
  browser,
  talent: _talent,
}) => {
  test.setTimeout(120_000);
  await page.goto(TEST_PAGE);
  await acceptAndStart(page, /Nothing recorded/);
  const attemptId = new URL(page.url()).searchParams.get('attempt')!;
  const served = (await (
    await page.request.get(`/talent/api/assessment-attempts/${attemptId}`, {
      headers: { Accept: 'application/json' },
    })
  ).json()) as { data: Attempt };
  // The right answers, saved the way the page saves them; the coding task with a correct solution.
  for (const item of served.data.items) {
    const saved = await page.request.put(`/talent/api/assessment-attempts/${attemptId}/answers/${item.id}`, {
      data: { answer: rightAnswer(item) },
      headers: await csrfHeaders(page.request),
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Task 1 of \d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog.getByText('Every task has an answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit now' }).click();

  await expect(page).toHaveURL(new RegExp(`/skill-center/tests/${SLUG}/result\\?attempt=`));
  await expect(page.getByText('Passed — Advanced')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  const badge = page.getByRole('region', { name: 'Your badge' });
  const verifyUrl = await badge.getByRole('link', { name: /Verify this badge/ }).getAttribute('href');
  expect(verifyUrl).toMatch(/\/credentials\/[0-9a-f-]{36}$/);

  await page.goto('/profile');
  const skills = page.getByRole('region', { name: 'Verified skills' });
  await expect(skills.getByText('React — Advanced')).toBeVisible();

  // An outsider (no session) opens the link and sees it verified.
  const stranger = await browser.newContext();
  try {
    const outsider = await stranger.newPage();
    await outsider.goto(new URL(verifyUrl!).pathname);
    const verification = outsider.getByTestId('verification');
    await expect(verification.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
    await expect(verification).toContainText('React — Advanced');
  } finally {
    await stranger.close();
  }
});
