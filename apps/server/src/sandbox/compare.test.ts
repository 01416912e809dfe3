import { describe, expect, it } from 'vitest';
import { jsonEqual } from './compare.ts';

describe('jsonEqual', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1e12 + 1e-4, 1e12],
    [
      [1, [2, { a: 0.30000000000000004 }]],
      [1, [2, { a: 0.3 }]],
    ],
    [
      { b: 1, a: 2 },
      { a: 2, b: 1 },
    ],
    [null, null],
    ['x', 'x'],
  ])('%j equals %j', (actual, expected) => {
    expect(jsonEqual(actual, expected)).toBe(true);
  });

  it.each([
    [0.3001, 0.3],
    [0, null],
    ['1', 1],
    [
      [1, 2],
      [2, 1],
    ],
    [[1], { 0: 1 }],
    [{ a: 1 }, { a: 1, b: 2 }],
    [
      { a: 1, b: undefined },
      { a: 1, c: 2 },
    ],
    [true, 1],
  ])('%j differs from %j', (actual, expected) => {
    expect(jsonEqual(actual as never, expected as never)).toBe(false);
  });
});
