import type { Attempt, ItemView, Result, SkillTestDetail } from '@talent/contract/assessments';
import type { ProctoringLedger } from '../api/proctoring-ledger.ts';

export const SLUG = 'react';
export const ATTEMPT_ID = 'att-1';
export const TEST_PATH = `/talent/api/skill-tests/${SLUG}`;
export const ATTEMPT_PATH = `/talent/api/assessment-attempts/${ATTEMPT_ID}`;

const ref = { slug: SLUG, title: 'React', skill: { slug: 'react', name: 'React' } };

export function skillTestFixture(overrides: Partial<SkillTestDetail> = {}): SkillTestDetail {
  return {
    slug: SLUG,
    title: 'React',
    skill: { slug: 'react', name: 'React' },
    category: 'frontend',
    summary: 'Components, hooks and rendering.',
    time_limit_minutes: 30,
    task_count: 5,
    task_kinds: ['single_choice', 'multiple_choice', 'short_answer', 'ordering', 'coding'],
    languages: ['javascript', 'python'],
    takers: 42,
    open_jobs: 12,
    mine: {
      state: 'new',
      attempt_id: null,
      deadline_at: null,
      best_percent: null,
      band: null,
      band_basis: null,
      badge: null,
      next_attempt_at: null,
      redo_available: false,
      visibility: 'band',
    },
    description: 'A test of React.',
    topics: ['Hooks', 'Rendering'],
    rules: {
      time_limit_minutes: 30,
      task_count: 5,
      tasks: [
        { type: 'single_choice', count: 1 },
        { type: 'multiple_choice', count: 1 },
        { type: 'short_answer', count: 1 },
        { type: 'ordering', count: 1 },
        { type: 'coding', count: 1 },
      ],
      pass_mark_percent: 70,
      advanced_mark_percent: 85,
      cooldown_days: 14,
      free_redo: true,
      badge_valid_days: 730,
      proctoring_modes: ['none', 'signals', 'webcam'],
      snapshot_interval_seconds: 180,
      retention_days: 30,
    },
    jobs: { open: 12, matching_now: 3, more_with_badge: 4 },
    practice_items: 2,
    history: [],
    ...overrides,
  };
}

const base = { topic: 'Hooks', difficulty: 2, points: 1 } as const;
export const ITEMS: ItemView[] = [
  {
    ...base,
    id: 'i-single',
    position: 1,
    type: 'single_choice',
    prompt: 'Which hook keeps state?',
    options: [
      { id: 'a', text: 'useState' },
      { id: 'b', text: 'useMemo' },
    ],
  },
  {
    ...base,
    id: 'i-multi',
    position: 2,
    type: 'multiple_choice',
    prompt: 'Which run after render?',
    options: [
      { id: 'a', text: 'useEffect' },
      { id: 'b', text: 'useLayoutEffect' },
      { id: 'c', text: 'useId' },
    ],
  },
  {
    ...base,
    id: 'i-short',
    position: 3,
    topic: 'Rendering',
    type: 'short_answer',
    prompt: 'Why do lists need keys?',
    hint: 'One or two sentences.',
    max_length: 500,
  },
  {
    ...base,
    id: 'i-order',
    position: 4,
    topic: 'Rendering',
    type: 'ordering',
    prompt: 'Order the phases.',
    steps: [
      { id: 's2', text: 'Commit' },
      { id: 's1', text: 'Render' },
      { id: 's3', text: 'Effects' },
    ],
  },
  {
    ...base,
    id: 'i-code',
    position: 5,
    points: 3,
    type: 'coding',
    title: 'Sum a list',
    prompt: 'Return the sum of the numbers.',
    languages: ['javascript', 'python'],
    entry: { javascript: 'sum(numbers)', python: 'sum_all(numbers)' },
    starter: {
      javascript: 'function sum(numbers) {\n  return 0;\n}\n',
      python: 'def sum_all(numbers):\n    return 0\n',
    },
    samples: [{ name: 'Sample 1', input: '[[1,2,3]]', expected: '6' }],
    hidden_count: 4,
  },
];

export function attemptFixture(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: ATTEMPT_ID,
    test: ref,
    status: 'in_progress',
    closed_by: null,
    started_at: '2026-11-25T12:00:00.000Z',
    deadline_at: '2026-11-25T12:30:00.000Z',
    submitted_at: null,
    percent: null,
    passed: null,
    band_basis: null,
    band: null,
    is_redo: false,
    proctoring: 'none',
    time_limit_seconds: 1800,
    server_now: '2026-11-25T12:10:00.000Z',
    items: ITEMS,
    answers: [],
    ...overrides,
  };
}

export function resultFixture(overrides: Partial<Result> = {}): Result {
  return {
    attempt_id: ATTEMPT_ID,
    test: ref,
    closed_by: 'candidate',
    started_at: '2026-11-25T12:00:00.000Z',
    submitted_at: '2026-11-25T12:25:00.000Z',
    points: 6,
    max_points: 7,
    percent: 86,
    pass_mark_percent: 70,
    passed: true,
    level: 'advanced',
    percentile: 72,
    cohort_size: 140,
    band: '60_79',
    band_basis: 'percentile',
    topics: [
      { topic: 'Hooks', points: 4, max_points: 4, percent: 100, missed: 0, tasks: 3 },
      { topic: 'Rendering', points: 2, max_points: 3, percent: 67, missed: 1, tasks: 2 },
    ],
    coding: [
      { item_id: 'i-code', title: 'Sum a list', language: 'javascript', hidden_passed: 3, hidden_total: 4 },
    ],
    next_attempt_at: '2026-12-09T12:25:00.000Z',
    redo_available: false,
    badge: {
      id: 'badge-1',
      skill: { slug: 'react', name: 'React' },
      test_slug: SLUG,
      title: 'React — Advanced',
      level: 'advanced',
      issued_at: '2026-11-25T12:25:00.000Z',
      expires_at: '2028-11-25T12:25:00.000Z',
      status: 'valid',
      verify_url: 'https://borderless.test/credentials/badge-1',
    },
    visibility: 'band',
    proctoring: {
      mode: 'webcam',
      entries: 3,
      snapshots: 1,
      retention_until: '2026-12-25T12:25:00.000Z',
      deleted_at: null,
    },
    ...overrides,
  };
}

export function ledgerFixture(overrides: Partial<ProctoringLedger> = {}): ProctoringLedger {
  return {
    mode: 'webcam',
    consented_at: '2026-11-25T12:00:00.000Z',
    retention_until: '2026-12-25T12:25:00.000Z',
    deleted_at: null,
    entries: [
      {
        id: 'e1',
        kind: 'tab_hidden',
        at: '2026-11-25T12:05:00.000Z',
        amount: null,
        item_position: 2,
        image_url: null,
      },
      {
        id: 'e2',
        kind: 'paste',
        at: '2026-11-25T12:06:00.000Z',
        amount: 120,
        item_position: 5,
        image_url: null,
      },
      {
        id: 'e3',
        kind: 'snapshot',
        at: '2026-11-25T12:03:00.000Z',
        amount: null,
        item_position: null,
        image_url: `${ATTEMPT_PATH}/proctoring/snapshots/e3`,
      },
    ],
    seen_by: 'Only you, and reviewers of a test a recruiter assigned you.',
    ...overrides,
  };
}
