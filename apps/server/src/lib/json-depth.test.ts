import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays alike, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '"' }) + '[[', 1)).toBe(true);
  });

  it('walks a body of a million brackets without recursion', () => {
    expect(jsonNestsDeeperThan(nested(1_000_000))).toBe(true);
  });
});
