import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error is a failed test: errors must be handled or asserted, never just printed.
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});

/** For the rare test that expects console.error: forget the calls so far. */
export function allowConsoleError(): void {
  spy?.mockClear();
}
