import { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { Answer, Attempt, ItemView } from '@talent/contract/assessments';
import type { BankItem, BankTest } from '../../../content/item-bank/types.ts';
import { createTalent, DEFAULT_TEST_PASSWORD } from '../../../seed/factories.ts';
import { useTestApp, type TestClient, type TestContext } from '../../../test/harness.ts';
import type { AppDeps } from '../../../app.ts';
import { syncItemBank } from '../item-bank-sync.ts';
import { FIXTURE_BANK } from './fixture-bank.ts';

/** The app's clock, moved by tests. */
export class MovableClock {
  at = new Date('2026-03-02T09:00:00.000Z');
  readonly now = () => new Date(this.at);
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export interface AssessmentsContext extends TestContext {
  clock: MovableClock;
  bank: BankTest[];
  signedIn(): Promise<{ client: TestClient; userId: string; email: string }>;
}

/**
 * An app on a movable clock with the fixture bank loaded fresh before each test (exposure counts from zero).
 */
export function useAssessmentsApp(
  options: { bank?: BankTest[]; assessments?: AppDeps['assessments'] } = {},
): AssessmentsContext {
  const clock = new MovableClock();
  const bank = options.bank ?? FIXTURE_BANK;
  const ctx = useTestApp({
    now: clock.now,
    ...(options.assessments ? { assessments: options.assessments } : {}),
  });
  const extended = ctx as AssessmentsContext;
  beforeEach(async () => {
    clock.at = new Date('2026-03-02T09:00:00.000Z');
    // The users' attempts are gone with the users (truncated before); the tests and items go here.
    await ctx.database.db.execute(sql`DELETE FROM skill_tests`);
    await syncItemBank(ctx.database.db, bank);
  });
  extended.clock = clock;
  extended.bank = bank;
  extended.signedIn = async () => {
    const user = await createTalent(ctx.database.db);
    const client = ctx.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    return { client, userId: user.id, email: user.email };
  };
  return extended;
}

/** The bank item behind a served task (prompts are unique in the fixture bank). */
export function bankItemOf(bank: readonly BankTest[], view: ItemView): BankItem {
  const item = bank.flatMap((t) => t.items).find((i) => i.prompt === view.prompt);
  if (!item) throw new Error(`no bank item with the prompt ${view.prompt}`);
  return item;
}

/** The served id of a bank option or step, found by its text. */
function servedId(options: ReadonlyArray<{ id: string; text: string }>, text: string): string {
  const found = options.find((o) => o.text === text);
  if (!found) throw new Error(`no option "${text}"`);
  return found.id;
}

/** A fully right answer to a served task (coding: the reference solution in JavaScript). */
export function rightAnswer(bank: readonly BankTest[], view: ItemView): Answer {
  const item = bankItemOf(bank, view);
  if (item.type === 'single_choice' && view.type === 'single_choice') {
    return {
      type: 'single_choice',
      option_id: servedId(view.options, item.options.find((o) => o.id === item.correct)!.text),
    };
  }
  if (item.type === 'multiple_choice' && view.type === 'multiple_choice') {
    return {
      type: 'multiple_choice',
      option_ids: item.options
        .filter((o) => item.correct.includes(o.id))
        .map((o) => servedId(view.options, o.text)),
    };
  }
  if (item.type === 'ordering' && view.type === 'ordering') {
    return { type: 'ordering', order: item.steps.map((s) => servedId(view.steps, s.text)) };
  }
  if (item.type === 'short_answer') {
    const text =
      item.answer.mode === 'exact'
        ? item.answer.accept[0]!
        : item.answer.criteria.map((c) => c.anyOf[0]).join(', ');
    return { type: 'short_answer', text };
  }
  if (item.type === 'coding')
    return { type: 'coding', language: 'javascript', source: item.reference.javascript! };
  throw new Error('unknown item');
}

/** A wrong answer of the right kind (nothing right in it). */
export function wrongAnswer(bank: readonly BankTest[], view: ItemView): Answer {
  const item = bankItemOf(bank, view);
  if (item.type === 'single_choice' && view.type === 'single_choice') {
    const wrong = item.options.find((o) => o.id !== item.correct)!;
    return { type: 'single_choice', option_id: servedId(view.options, wrong.text) };
  }
  if (item.type === 'multiple_choice' && view.type === 'multiple_choice') {
    const wrong = item.options.filter((o) => !item.correct.includes(o.id));
    return { type: 'multiple_choice', option_ids: wrong.map((o) => servedId(view.options, o.text)) };
  }
  if (item.type === 'ordering' && view.type === 'ordering') {
    return { type: 'ordering', order: [...item.steps].reverse().map((s) => servedId(view.steps, s.text)) };
  }
  if (item.type === 'short_answer') return { type: 'short_answer', text: 'no idea' };
  return { type: 'coding', language: 'javascript', source: 'function add() { return null; }' };
}

export async function startAttempt(client: TestClient, slug: string, proctoring = 'none'): Promise<Attempt> {
  const res = await client.post(`/talent/api/skill-tests/${slug}/attempts`, {
    proctoring,
    accept_rules: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Attempt;
}

/** Saves an answer to each task: right ones for the first `right` tasks, wrong ones after. */
export async function answerAll(
  client: TestClient,
  bank: readonly BankTest[],
  attempt: Attempt,
  right: number = attempt.items.length,
) {
  for (const [i, item] of attempt.items.entries()) {
    const answer = i < right ? rightAnswer(bank, item) : wrongAnswer(bank, item);
    const res = await client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
      answer,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
