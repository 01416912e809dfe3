import type { Json } from './types.ts';

const TOLERANCE = 1e-9;

/** Deep equality of two JSON values; numbers match within 1e-9 (relative beyond 1) so float answers compare. */
export function jsonEqual(actual: Json | undefined, expected: Json | undefined): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (actual === expected) return true;
    return Math.abs(actual - expected) <= TOLERANCE * Math.max(1, Math.abs(actual), Math.abs(expected));
  }
  if (actual === null || expected === null || typeof actual !== 'object' || typeof expected !== 'object') {
    return actual === expected;
  }
  if (Array.isArray(actual) || Array.isArray(expected)) {
    if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return false;
    return actual.every((item, index) => jsonEqual(item, expected[index]));
  }
  const actualKeys = Object.keys(actual);
  if (actualKeys.length !== Object.keys(expected).length) return false;
  return actualKeys.every((key) => Object.hasOwn(expected, key) && jsonEqual(actual[key], expected[key]));
}
