import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Helpers of the skill-test specs: the React test, and an answer of any kind to the task on screen. */
export const SLUG = 'react';
export const TEST_PAGE = `/skill-center/tests/${SLUG}`;

export async function taskCount(page: Page): Promise<number> {
  return page.getByRole('navigation', { name: 'Tasks' }).getByRole('button').count();
}

/** Gives the shown task some answer, whatever its type, and waits for the autosave to confirm it. */
export async function answerShownTask(page: Page): Promise<string> {
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
