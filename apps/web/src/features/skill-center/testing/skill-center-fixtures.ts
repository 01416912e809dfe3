import type {
  AttemptSummary,
  MyStanding,
  SkillStanding,
  SkillTestDetail,
  SkillTestSummary,
} from '@talent/contract/assessments';
import type { BadgeSummary } from '@talent/contract/badges';

export const NOW = new Date('2026-11-23T12:00:00.000Z');

export function badgeFixture(overrides: Partial<BadgeSummary> = {}): BadgeSummary {
  return {
    id: 'badge-1',
    skill: { slug: 'react', name: 'React' },
    test_slug: 'react',
    title: 'React — Advanced',
    level: 'advanced',
    issued_at: '2026-11-01T10:00:00.000Z',
    expires_at: '2028-11-01T10:00:00.000Z',
    status: 'valid',
    verify_url: 'https://borderless.test/credentials/badge-1',
    ...overrides,
  };
}

export function standingFixture(overrides: Partial<MyStanding> = {}): MyStanding {
  return {
    state: 'new',
    attempt_id: null,
    deadline_at: null,
    best_percent: null,
    band: null,
    band_basis: null,
    badge: null,
    next_attempt_at: null,
    redo_available: false,
    visibility: 'private',
    ...overrides,
  };
}

export function testFixture(overrides: Partial<SkillTestSummary> = {}): SkillTestSummary {
  return {
    slug: 'react',
    title: 'React',
    skill: { slug: 'react', name: 'React' },
    category: 'frontend',
    summary: 'Components, hooks, state and rendering.',
    time_limit_minutes: 40,
    task_count: 9,
    task_kinds: ['single_choice', 'ordering', 'coding'],
    languages: ['javascript', 'typescript'],
    takers: 1234,
    open_jobs: 57,
    mine: standingFixture(),
    ...overrides,
  };
}

export function attemptFixture(overrides: Partial<AttemptSummary> = {}): AttemptSummary {
  return {
    id: 'attempt-1',
    test: { slug: 'react', title: 'React', skill: { slug: 'react', name: 'React' } },
    status: 'submitted',
    closed_by: 'candidate',
    started_at: '2026-11-10T09:00:00.000Z',
    deadline_at: '2026-11-10T09:40:00.000Z',
    submitted_at: '2026-11-10T09:35:00.000Z',
    percent: 62,
    passed: false,
    band: '40_59',
    band_basis: 'percentile',
    is_redo: false,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<SkillTestDetail> = {}): SkillTestDetail {
  return {
    ...testFixture(),
    description:
      'Covers **hooks** and rendering.\n\n<script>alert(1)</script>\n\n## Who it is for\n\nAnyone.',
    topics: ['Hooks', 'Rendering', 'State'],
    rules: {
      time_limit_minutes: 40,
      task_count: 9,
      tasks: [
        { type: 'single_choice', count: 5 },
        { type: 'ordering', count: 1 },
        { type: 'short_answer', count: 2 },
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
    jobs: { open: 57, matching_now: 12, more_with_badge: 9 },
    practice_items: 6,
    history: [],
    ...overrides,
  };
}

export function skillStandingFixture(overrides: Partial<SkillStanding> = {}): SkillStanding {
  return {
    test: { slug: 'react', title: 'React', skill: { slug: 'react', name: 'React' } },
    visibility: 'band',
    best_attempt_id: 'attempt-2',
    best_percent: 91,
    percentile: 84,
    band: '80_plus',
    band_basis: 'percentile',
    passed: true,
    badge: badgeFixture(),
    ...overrides,
  };
}
