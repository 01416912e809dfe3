import type { Page } from '@playwright/test';
import type { Answer, ItemView } from '@talent/contract/assessments';
import { ITEM_BANK } from '../../apps/server/src/content/item-bank/index.ts';
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

/**
 * The right answer to a served task, worked out from the item bank as we wrote it (a candidate who knows the
 * material): options and steps are matched by their text, since the served ids are keyed per attempt.
 */
export function rightAnswer(item: ItemView): Answer {
  const written = ITEM_BANK.flatMap((test) => test.items).find((i) => i.prompt === item.prompt);
  if (!written) throw new Error(`no item in the bank has the prompt of task ${item.position}`);
  const idOf = (options: { id: string; text: string }[], text: string) => {
    const found = options.find((o) => o.text === text);
    if (!found) throw new Error(`task ${item.position} has no option "${text}"`);
    return found.id;
  };
  const textOf = (options: { id: string; text: string }[], id: string) =>
    options.find((o) => o.id === id)!.text;
  if (written.type === 'single_choice' && item.type === 'single_choice') {
    return { type: 'single_choice', option_id: idOf(item.options, textOf(written.options, written.correct)) };
  }
  if (written.type === 'multiple_choice' && item.type === 'multiple_choice') {
    return {
      type: 'multiple_choice',
      option_ids: written.correct.map((id) => idOf(item.options, textOf(written.options, id))),
    };
  }
  if (written.type === 'ordering' && item.type === 'ordering') {
    return { type: 'ordering', order: written.steps.map((step) => idOf(item.steps, step.text)) };
  }
  if (written.type === 'short_answer' && item.type === 'short_answer') {
    const text =
      written.answer.mode === 'exact'
        ? written.answer.accept[0]!
        : written.answer.criteria.map((c) => c.anyOf[0]).join('; ');
    return { type: 'short_answer', text };
  }
  if (written.type === 'coding' && item.type === 'coding') {
    const language = item.languages[0]!;
    return { type: 'coding', language, source: written.reference[language]! };
  }
  throw new Error(`task ${item.position} is served as ${item.type} but written as ${written.type}`);
}
