import { describe, expect, it } from 'vitest';
import type {
  BankItem,
  MultipleChoiceItem,
  OrderingItem,
  ShortAnswerItem,
} from '../../content/item-bank/types.ts';
import { checkBank } from './item-bank-sync.ts';
import { drawForm, type DrawCandidate } from './forms.ts';
import {
  bandOf,
  multipleChoiceCredit,
  objectiveCredit,
  orderingCredit,
  outcomeOf,
  percentileOf,
  percentOf,
  pointsOf,
  shortAnswerCredit,
  topicBreakdown,
} from './grading.ts';
import { retakeRule } from './retake.ts';
import { FIXTURE_BANK, SQL_TEST } from './testing/fixture-bank.ts';

const item = <T extends BankItem['type']>(key: string) =>
  SQL_TEST.items.find((i) => i.key === key) as Extract<BankItem, { type: T }>;

describe('grading each kind of task', () => {
  it('single choice: the key or nothing', () => {
    const single = item<'single_choice'>('sql.where-vs-having');
    expect(objectiveCredit(single, { type: 'single_choice', option_id: 'a' })).toBe(1);
    expect(objectiveCredit(single, { type: 'single_choice', option_id: 'b' })).toBe(0);
    expect(objectiveCredit(single, undefined)).toBe(0);
    // An answer of another kind earns nothing.
    expect(objectiveCredit(single, { type: 'short_answer', text: 'a' })).toBe(0);
  });

  it('multiple choice: each right option its share, each wrong one takes a share away, never below zero', () => {
    const multiple = item<'multiple_choice'>('sql.join-kinds') as MultipleChoiceItem;
    expect(multipleChoiceCredit(multiple, ['a', 'b'])).toBe(1);
    expect(multipleChoiceCredit(multiple, ['a'])).toBe(0.5);
    expect(multipleChoiceCredit(multiple, ['a', 'b', 'c'])).toBe(0.5);
    expect(multipleChoiceCredit(multiple, ['a', 'c'])).toBe(0);
    expect(multipleChoiceCredit(multiple, ['c', 'd'])).toBe(0);
    // Ticking everything is not a way to full credit.
    expect(multipleChoiceCredit(multiple, ['a', 'b', 'c', 'd'])).toBe(0);
  });

  it('ordering: the share of neighbouring pairs kept', () => {
    const ordering = item<'ordering'>('sql.query-order') as OrderingItem;
    expect(orderingCredit(ordering, ['a', 'b', 'c', 'd', 'e'])).toBe(1);
    expect(orderingCredit(ordering, ['e', 'd', 'c', 'b', 'a'])).toBe(0);
    // The last step moved to the front: a→b, b→c, c→d kept, d→e lost.
    expect(orderingCredit(ordering, ['e', 'a', 'b', 'c', 'd'])).toBe(3 / 4);
    expect(orderingCredit(ordering, [])).toBe(0);
  });

  it('short answer exact: trimmed, spaces collapsed, case ignored', () => {
    const exact = item<'short_answer'>('sql.count-keyword') as ShortAnswerItem;
    expect(shortAnswerCredit(exact, '  COUNT ')).toBe(1);
    expect(shortAnswerCredit(exact, 'count( * )')).toBe(0);
    expect(shortAnswerCredit(exact, 'Count(*)')).toBe(1);
    expect(shortAnswerCredit(exact, 'sum')).toBe(0);
    const sensitive: ShortAnswerItem = {
      ...exact,
      answer: { mode: 'exact', accept: ['NaN'], caseSensitive: true },
    };
    expect(shortAnswerCredit(sensitive, 'nan')).toBe(0);
    expect(shortAnswerCredit(sensitive, ' NaN')).toBe(1);
  });

  it('short answer rubric: criteria mentioned, capped at full credit', () => {
    const rubric = item<'short_answer'>('sql.explain-index') as ShortAnswerItem;
    expect(shortAnswerCredit(rubric, 'Because every insert must update the index too.')).toBe(1);
    expect(shortAnswerCredit(rubric, 'More disk work.')).toBe(0.5);
    expect(shortAnswerCredit(rubric, 'It has to update the index and write to disk.')).toBe(1);
    expect(shortAnswerCredit(rubric, '')).toBe(0);
  });

  it('points by difficulty, coding doubled', () => {
    expect(pointsOf({ type: 'single_choice', difficulty: 3 })).toBe(3);
    expect(pointsOf({ type: 'coding', difficulty: 2 })).toBe(4);
  });

  it('percent rounds down, pass and level marks', () => {
    expect(percentOf(6.99, 10)).toBe(69);
    expect(percentOf(7, 10)).toBe(70);
    expect(outcomeOf(69)).toEqual({ passed: false, level: null });
    expect(outcomeOf(70)).toEqual({ passed: true, level: 'proficient' });
    expect(outcomeOf(85)).toEqual({ passed: true, level: 'advanced' });
  });

  it('topic breakdown counts missed tasks', () => {
    const topics = topicBreakdown(
      ['A', 'B', 'C'],
      [
        { topic: 'A', points: 1, maxPoints: 1 },
        { topic: 'A', points: 0.5, maxPoints: 2 },
        { topic: 'B', points: 0, maxPoints: 3 },
      ],
    );
    expect(topics).toEqual([
      { topic: 'A', points: 1.5, max_points: 3, percent: 50, missed: 1, tasks: 2 },
      { topic: 'B', points: 0, max_points: 3, percent: 0, missed: 1, tasks: 1 },
    ]);
  });
});

describe('percentile', () => {
  const cohort = Array.from({ length: 20 }, (_, i) => i * 5); // 0, 5, …, 95

  it('is null below the minimum cohort', () => {
    expect(percentileOf(50, cohort.slice(0, 19))).toBeNull();
    expect(percentileOf(50, cohort)).not.toBeNull();
  });

  it('counts those strictly below plus half the ties (self included)', () => {
    // 50 is the 11th value: 10 below, 1 tie → (10 + 0.5) / 20 = 52.5 → 53.
    expect(percentileOf(50, cohort)).toBe(53);
    expect(percentileOf(0, cohort)).toBe(3);
    expect(percentileOf(95, cohort)).toBe(98);
    // Everyone tied: the middle.
    expect(percentileOf(70, Array(20).fill(70))).toBe(50);
    expect(percentileOf(3, [1, 2, 3, 3], 4)).toBe(75);
  });

  it('bands', () => {
    expect(bandOf(0)).toBe('below_20');
    expect(bandOf(19)).toBe('below_20');
    expect(bandOf(20)).toBe('20_39');
    expect(bandOf(59)).toBe('40_59');
    expect(bandOf(79)).toBe('60_79');
    expect(bandOf(80)).toBe('80_plus');
  });
});

describe('retakes', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const day = 86_400_000;

  it('anyone may start a first attempt', () => {
    expect(retakeRule([], now)).toEqual({ nextAttemptAt: null, redoAvailable: false });
  });

  it('a first failed attempt leaves one free redo', () => {
    expect(retakeRule([{ passed: false, submittedAt: now }], now)).toEqual({
      nextAttemptAt: null,
      redoAvailable: true,
    });
  });

  it('after a pass, or after the redo, the cooldown runs from when it closed', () => {
    const closed = new Date(now.getTime() - day);
    expect(retakeRule([{ passed: true, submittedAt: closed }], now)).toEqual({
      nextAttemptAt: new Date(closed.getTime() + 14 * day),
      redoAvailable: false,
    });
    const twice = [
      { passed: false, submittedAt: closed },
      { passed: false, submittedAt: new Date(closed.getTime() - day) },
    ];
    expect(retakeRule(twice, now).redoAvailable).toBe(false);
    expect(retakeRule(twice, new Date(closed.getTime() + 14 * day)).nextAttemptAt).toBeNull();
  });
});

describe('forms', () => {
  const candidates = (n: number, type: DrawCandidate['type'], exposure = 0): DrawCandidate[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${type}-${i}`, type, exposureCount: exposure }));

  it('draws by the blueprint, choice first and performance last', () => {
    const form = drawForm({ choice: 2, ordering: 1, shortAnswer: 1, coding: 1 }, [
      ...candidates(5, 'single_choice'),
      ...candidates(2, 'ordering'),
      ...candidates(2, 'short_answer'),
      ...candidates(2, 'coding'),
    ])!;
    expect(form).toHaveLength(5);
    expect(form.slice(0, 2).every((id) => id.startsWith('single_choice'))).toBe(true);
    expect(form[2]).toMatch(/^ordering/);
    expect(form[3]).toMatch(/^short_answer/);
    expect(form[4]).toMatch(/^coding/);
  });

  it('prefers the least exposed items', () => {
    const pool = [
      ...candidates(3, 'single_choice', 500),
      { id: 'fresh', type: 'single_choice' as const, exposureCount: 0 },
      ...candidates(1, 'coding'),
    ];
    for (let i = 0; i < 20; i++)
      expect(drawForm({ choice: 1, ordering: 0, shortAnswer: 0, coding: 1 }, pool)![0]).toBe('fresh');
  });

  it('varies between candidates when items are equally fresh', () => {
    const pool = [...candidates(10, 'single_choice'), ...candidates(1, 'short_answer')];
    const forms = new Set(
      Array.from({ length: 20 }, () =>
        drawForm({ choice: 3, ordering: 0, shortAnswer: 1, coding: 0 }, pool)!.slice(0, 3).sort().join(),
      ),
    );
    expect(forms.size).toBeGreaterThan(1);
  });

  it('refuses a blueprint without a performance task, or a pool without one', () => {
    expect(
      drawForm({ choice: 3, ordering: 1, shortAnswer: 0, coding: 0 }, candidates(5, 'single_choice')),
    ).toBeNull();
    expect(
      drawForm({ choice: 1, ordering: 0, shortAnswer: 1, coding: 0 }, candidates(5, 'single_choice')),
    ).toBeNull();
  });

  it('the bank check refuses a blueprint without one, duplicate keys, and too few items', () => {
    expect(() => checkBank(FIXTURE_BANK)).not.toThrow();
    expect(() =>
      checkBank([{ ...SQL_TEST, blueprint: { choice: 2, ordering: 1, shortAnswer: 0, coding: 0 } }]),
    ).toThrow(/short answer or a coding task/);
    expect(() => checkBank([SQL_TEST, { ...SQL_TEST, slug: 'sql-2' }])).toThrow(/appears twice/);
    expect(() =>
      checkBank([{ ...SQL_TEST, blueprint: { choice: 9, ordering: 1, shortAnswer: 1, coding: 0 } }]),
    ).toThrow(/draws 9 choice/);
  });
});
