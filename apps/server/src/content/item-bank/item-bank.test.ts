/**
 * Checks the whole item bank as written: its shape rules, that every test can fill its blueprint with at least
 * three different forms, and that every coding item's reference solution passes its own cases while its starter
 * does not. References are our own trusted code, so Node's `vm` is enough to run them here (it is not the
 * candidates' sandbox).
 */
import { createContext, runInContext } from 'node:vm';

import { transform } from 'esbuild';
import { loadPyodide, type PyodideInterface } from 'pyodide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxCase, SandboxLanguage } from '../../sandbox/types.ts';
import { ITEM_BANK } from './index.ts';
import type { BankItem, BankTest, CodingItem, FormBlueprint } from './types.ts';

const FORMS_REQUIRED = 3;
const MIN_HIDDEN_CASES = 8;
const MIN_SAMPLES = 2;

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

let pyodide: PyodideInterface | undefined;

beforeAll(async () => {
  const needsPython = ITEM_BANK.some((test) =>
    test.items.some((item) => item.type === 'coding' && item.languages.includes('python')),
  );
  if (needsPython) pyodide = await loadPyodide();
});

afterAll(() => {
  pyodide = undefined;
});

/** Deep equality on JSON values, numbers within 1e-9 (floating-point sums differ between languages). */
function jsonEqual(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') return Math.abs(actual - expected) <= 1e-9;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((value, index) => jsonEqual(actual[index], value))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const actualRecord = actual as Record<string, unknown>;
    const expectedRecord = expected as Record<string, unknown>;
    const keys = Object.keys(expectedRecord);
    return (
      Object.keys(actualRecord).length === keys.length &&
      keys.every((key) => key in actualRecord && jsonEqual(actualRecord[key], expectedRecord[key]))
    );
  }
  return actual === expected;
}

function runJavaScript(source: string, entry: string, cases: SandboxCase[]): Outcome[] {
  const context = createContext({});
  let fn: unknown;
  try {
    fn = runInContext(`${source}\n;${entry}`, context, { timeout: 5_000 });
  } catch (error) {
    return cases.map(() => ({ ok: false, error: `does not load: ${String(error)}` }));
  }
  if (typeof fn !== 'function') return cases.map(() => ({ ok: false, error: `${entry} is not a function` }));
  return cases.map((testCase) => {
    try {
      // Arguments cross by JSON, as in the sandbox, so a function that mutates its input cannot affect the next case.
      const args = JSON.parse(JSON.stringify(testCase.args)) as unknown[];
      const result: unknown = (fn as (...args: unknown[]) => unknown)(...args);
      return { ok: true, value: result === undefined ? undefined : JSON.parse(JSON.stringify(result)) };
    } catch (error) {
      return { ok: false, error: String(error) };
    }
  });
}

async function runTypeScript(source: string, entry: string, cases: SandboxCase[]): Promise<Outcome[]> {
  const { code } = await transform(source, { loader: 'ts' });
  return runJavaScript(code, entry, cases);
}

function runPython(source: string, entry: string, cases: SandboxCase[]): Outcome[] {
  if (!pyodide) throw new Error('Pyodide is not loaded');
  const namespace = pyodide.globals.get('dict')();
  try {
    pyodide.runPython(source, { globals: namespace });
    return cases.map((testCase) => {
      namespace.set('__case_args', JSON.stringify(testCase.args));
      try {
        const out = pyodide!.runPython(
          `import json as __json\n__json.dumps(${entry}(*__json.loads(__case_args)), allow_nan=False)`,
          { globals: namespace },
        ) as string;
        return { ok: true, value: JSON.parse(out) };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    });
  } catch (error) {
    return cases.map(() => ({ ok: false, error: `does not load: ${String(error)}` }));
  } finally {
    namespace.destroy();
  }
}

async function run(language: SandboxLanguage, source: string, entry: string, cases: SandboxCase[]) {
  if (language === 'javascript') return runJavaScript(source, entry, cases);
  if (language === 'typescript') return runTypeScript(source, entry, cases);
  return runPython(source, entry, cases);
}

/** The cases whose outcome differs from what they expect, described for a failure message. */
function failures(cases: SandboxCase[], outcomes: Outcome[]): string[] {
  return cases.flatMap((testCase, index) => {
    const outcome = outcomes[index]!;
    if (!outcome.ok) return [`${testCase.name}: threw ${outcome.error}`];
    if (!jsonEqual(outcome.value, testCase.expected)) {
      return [
        `${testCase.name}: got ${JSON.stringify(outcome.value)}, expected ${JSON.stringify(testCase.expected)}`,
      ];
    }
    return [];
  });
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

type Slot = keyof FormBlueprint;

function slotOf(item: BankItem): Slot {
  if (item.type === 'single_choice' || item.type === 'multiple_choice') return 'choice';
  if (item.type === 'short_answer') return 'shortAnswer';
  return item.type;
}

/** Draws `count` forms by rotating through each slot's pool: form i starts i items further along every pool. */
function rotatedForms(test: BankTest, count: number): string[][] {
  const graded = test.items.filter((item) => !item.practice);
  const slots = Object.keys(test.blueprint) as Slot[];
  return Array.from({ length: count }, (_, formIndex) =>
    slots.flatMap((slot) => {
      const pool = graded.filter((item) => slotOf(item) === slot);
      const wanted = test.blueprint[slot];
      const offset = pool.length === 0 ? 0 : formIndex % pool.length;
      return Array.from(
        { length: Math.min(wanted, pool.length) },
        (_, i) => pool[(offset + i) % pool.length]!.key,
      );
    }),
  );
}

describe('the item bank', () => {
  it('has tests', () => {
    expect(ITEM_BANK.length).toBeGreaterThan(0);
  });

  it('uses each test slug and each item key once', () => {
    const slugs = ITEM_BANK.map((test) => test.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const keys = ITEM_BANK.flatMap((test) => test.items.map((item) => item.key));
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });
});

describe.each(ITEM_BANK.map((test) => [test.slug, test] as const))('test %s', (slug, test) => {
  const graded = test.items.filter((item) => !item.practice);

  it('describes itself', () => {
    expect(test.title.trim()).not.toBe('');
    expect(test.summary.trim()).not.toBe('');
    expect(test.description.trim()).not.toBe('');
    expect(test.timeLimitMinutes).toBeGreaterThan(0);
    expect(new Set(test.topics).size).toBe(test.topics.length);
    expect(test.topics.length).toBeGreaterThan(0);
  });

  it('prefixes its item keys with its slug and files every item under one of its topics', () => {
    for (const item of test.items) {
      expect(item.key, item.key).toMatch(new RegExp(`^${slug.replace(/[.-]/g, '\\$&')}\\.[a-z0-9-]+$`));
      expect(test.topics, item.key).toContain(item.topic);
      expect([1, 2, 3], item.key).toContain(item.difficulty);
      expect(item.prompt.trim(), item.key).not.toBe('');
      expect(item.explanation.trim(), item.key).not.toBe('');
    }
  });

  it('has choice items whose correct answers are among their options', () => {
    for (const item of test.items) {
      if (item.type !== 'single_choice' && item.type !== 'multiple_choice') continue;
      const ids = item.options.map((option) => option.id);
      expect(new Set(ids).size, item.key).toBe(ids.length);
      expect(ids.length, item.key).toBeGreaterThanOrEqual(3);
      if (item.type === 'single_choice') {
        expect(ids, item.key).toContain(item.correct);
      } else {
        expect(new Set(item.correct).size, item.key).toBe(item.correct.length);
        for (const id of item.correct) expect(ids, item.key).toContain(id);
        expect(item.correct.length, `${item.key}: at least two correct`).toBeGreaterThanOrEqual(2);
        expect(ids.length - item.correct.length, `${item.key}: at least one wrong`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('has ordering items of at least three uniquely named steps', () => {
    for (const item of test.items) {
      if (item.type !== 'ordering') continue;
      const ids = item.steps.map((step) => step.id);
      expect(ids.length, item.key).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size, item.key).toBe(ids.length);
    }
  });

  it('has short answers that some answer can earn full credit on', () => {
    for (const item of test.items) {
      if (item.type !== 'short_answer') continue;
      expect(item.hint.trim(), item.key).not.toBe('');
      expect(item.maxLength, item.key).toBeGreaterThan(0);
      if (item.answer.mode === 'exact') {
        expect(item.answer.accept.length, item.key).toBeGreaterThan(0);
        for (const accepted of item.answer.accept) {
          expect(accepted.trim(), item.key).not.toBe('');
          expect(accepted.length, item.key).toBeLessThanOrEqual(item.maxLength);
        }
      } else {
        const { criteria, fullCreditAt } = item.answer;
        expect(fullCreditAt, item.key).toBeGreaterThan(0);
        expect(
          criteria.reduce((sum, criterion) => sum + criterion.points, 0),
          item.key,
        ).toBeGreaterThanOrEqual(fullCreditAt);
        for (const criterion of criteria) {
          expect(criterion.points, item.key).toBeGreaterThan(0);
          expect(criterion.anyOf.length, item.key).toBeGreaterThan(0);
          for (const phrase of criterion.anyOf) expect(phrase.trim(), item.key).not.toBe('');
        }
      }
    }
  });

  it(`can fill its blueprint at least ${FORMS_REQUIRED} times with different items, each with a performance item`, () => {
    const { blueprint } = test;
    expect(blueprint.coding + blueprint.shortAnswer).toBeGreaterThanOrEqual(1);
    let combinations = 1;
    for (const slot of Object.keys(blueprint) as Slot[]) {
      const available = graded.filter((item) => slotOf(item) === slot).length;
      expect(
        available,
        `${slot}: ${available} graded items for ${blueprint[slot]} per form`,
      ).toBeGreaterThanOrEqual(blueprint[slot]);
      combinations *= binomial(available, blueprint[slot]);
    }
    expect(combinations).toBeGreaterThanOrEqual(FORMS_REQUIRED);
    const forms = rotatedForms(test, FORMS_REQUIRED).map((keys) => [...keys].sort().join(','));
    expect(new Set(forms).size).toBe(FORMS_REQUIRED);
  });

  it('has coding items with enough cases and code for every language they offer', () => {
    for (const item of test.items) {
      if (item.type !== 'coding') continue;
      expect(item.title.trim(), item.key).not.toBe('');
      expect(item.languages.length, item.key).toBeGreaterThan(0);
      expect(item.samples.length, item.key).toBeGreaterThanOrEqual(MIN_SAMPLES);
      expect(item.hidden.length, item.key).toBeGreaterThanOrEqual(MIN_HIDDEN_CASES);
      const names = [...item.samples, ...item.hidden].map((testCase) => testCase.name);
      expect(new Set(names).size, `${item.key}: case names are unique`).toBe(names.length);
      for (const testCase of [...item.samples, ...item.hidden]) {
        expect(testCase.expected, `${item.key} ${testCase.name}`).not.toBeUndefined();
        expect(JSON.parse(JSON.stringify(testCase)), `${item.key} ${testCase.name} is JSON`).toEqual(
          testCase,
        );
      }
      for (const language of item.languages) {
        expect(item.entry[language]?.trim(), `${item.key} entry ${language}`).toBeTruthy();
        expect(item.starter[language]?.trim(), `${item.key} starter ${language}`).toBeTruthy();
        expect(item.reference[language]?.trim(), `${item.key} reference ${language}`).toBeTruthy();
      }
    }
  });

  const codingRuns = test.items
    .filter((item): item is CodingItem => item.type === 'coding')
    .flatMap((item) => item.languages.map((language) => [item.key, language, item] as const));

  it.skipIf(codingRuns.length === 0).each(codingRuns)(
    '%s: the %s reference passes every case and the starter does not',
    async (_key, language, item) => {
      const cases = [...item.samples, ...item.hidden];
      const entry = item.entry[language]!;
      const referenceOutcomes = await run(language, item.reference[language]!, entry, cases);
      expect(failures(cases, referenceOutcomes)).toEqual([]);
      const starterOutcomes = await run(language, item.starter[language]!, entry, item.hidden);
      expect(failures(item.hidden, starterOutcomes).length).toBeGreaterThan(0);
    },
  );
});
