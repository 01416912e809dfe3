import type { SkillTestSummary } from '@talent/contract/assessments';

export const SORT_COLUMNS = [
  'title',
  'time',
  'tasks',
  'takers',
  'open_jobs',
  'status',
  'next_attempt',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface Sort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

const STATE_ORDER = { in_progress: 0, new: 1, not_passed: 2, passed: 3 } as const;

const value = (test: SkillTestSummary, column: SortColumn): number | string => {
  switch (column) {
    case 'title':
      return test.title.toLowerCase();
    case 'time':
      return test.time_limit_minutes;
    case 'tasks':
      return test.task_count;
    case 'takers':
      return test.takers;
    case 'open_jobs':
      return test.open_jobs;
    case 'status':
      return STATE_ORDER[test.mine.state];
    case 'next_attempt':
      // May start now (no date, or a redo) sorts before any date.
      return test.mine.redo_available || !test.mine.next_attempt_at ? '' : test.mine.next_attempt_at;
  }
};

/** The tests in the table's order; ties keep the title order so the table never shuffles. */
export function sortTests(tests: readonly SkillTestSummary[], sort: Sort): SkillTestSummary[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...tests].sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.title.localeCompare(b.title);
  });
}
