/**
 * Query keys of the skill-test pages (taking a test, its result, the proctoring ledger). Everything sits under
 * 'skill-tests', so an action that changes a standing (a submit, a visibility change) refreshes them together.
 */
export const skillTestKeys = {
  all: ['skill-tests'] as const,
  test: (slug: string) => [...skillTestKeys.all, 'test', slug] as const,
  practice: (slug: string) => [...skillTestKeys.all, 'practice', slug] as const,
  attempt: (id: string) => [...skillTestKeys.all, 'attempt', id] as const,
  result: (id: string) => [...skillTestKeys.all, 'result', id] as const,
  ledger: (id: string) => [...skillTestKeys.all, 'ledger', id] as const,
};
