import type { MyStanding } from '@talent/contract/assessments';
import type { BadgeSummary } from '@talent/contract/badges';
import {
  ELITE_STAGE_INFO,
  ELITE_STAGES,
  ELITE_TRACK_IDS,
  ELITE_TRACKS,
  type EliteApplication,
  type EliteStage,
  type StageState,
  type StageView,
} from '@talent/contract/elite';
import type { RecordedRequest, StubResponse } from '../../../test/stub-adapter.ts';
import type { EliteOverview } from '../api/get-elite-overview.ts';
import type { ElitePrefill } from '../api/get-elite-prefill.ts';
import type { EliteSkillAssessments } from '../api/get-elite-skill-assessments.ts';

export const NOW = new Date('2026-11-23T12:00:00.000Z');

export const URLS = {
  overview: '/talent/api/elite',
  application: '/talent/api/elite/application',
  prefill: '/talent/api/elite/application/prefill',
  skills: '/talent/api/elite/application/skill-assessments',
  joinDraft: '/talent/api/elite/application/forms/join/draft',
  joinSubmit: '/talent/api/elite/application/forms/join/submit',
  workDraft: '/talent/api/elite/application/forms/work-preference/draft',
  workSubmit: '/talent/api/elite/application/forms/work-preference/submit',
  submit: '/talent/api/elite/application/submit',
  withdraw: '/talent/api/elite/application/withdraw',
} as const;

export const COUNTRIES = [
  { code: 'DE', name: 'Germany', region: 'Europe' },
  { code: 'GB', name: 'United Kingdom', region: 'Europe' },
  { code: 'PT', name: 'Portugal', region: 'Europe' },
];
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro' },
  { code: 'USD', name: 'US dollar' },
];
export const SKILLS = [
  { slug: 'react', name: 'React', category: 'Frontend', aliases: [] },
  { slug: 'typescript', name: 'TypeScript', category: 'Languages', aliases: ['ts'] },
  { slug: 'graphql', name: 'GraphQL', category: 'Backend', aliases: [] },
];

/** The six stages, each `locked` unless given. */
export function stagesFixture(
  states: Partial<Record<EliteStage, StageState>> = {},
  overrides: Partial<Record<EliteStage, Partial<StageView>>> = {},
): StageView[] {
  return ELITE_STAGES.map((stage) => ({
    stage,
    state: states[stage] ?? 'locked',
    completed_at: states[stage] === 'done' ? '2026-11-20T10:00:00.000Z' : null,
    detail: '',
    next_retry_at: null,
    ...overrides[stage],
  }));
}

const emptyForm = { draft: {}, draft_saved_at: null, submitted_at: null };

export function applicationFixture(overrides: Partial<EliteApplication> = {}): EliteApplication {
  return {
    id: 'app-1',
    status: 'in_progress',
    track: 'frontend',
    started_at: '2026-11-18T09:00:00.000Z',
    submitted_at: null,
    current_stage: 'join',
    stages: stagesFixture({ join: 'in_progress' }),
    forms: { join: emptyForm, work_preference: emptyForm },
    decision: null,
    ...overrides,
  };
}

/** An application whose four candidate stages are done (ready to send for review). */
export function readyApplication(overrides: Partial<EliteApplication> = {}): EliteApplication {
  const sent = {
    draft: {},
    draft_saved_at: '2026-11-19T10:00:00.000Z',
    submitted_at: '2026-11-19T10:00:00.000Z',
  };
  return applicationFixture({
    current_stage: 'review',
    stages: stagesFixture({
      join: 'done',
      work_preference: 'done',
      skill_assessments: 'done',
      compliance: 'done',
    }),
    forms: { join: sent, work_preference: sent },
    ...overrides,
  });
}

export function overviewFixture(overrides: Partial<EliteOverview> = {}): EliteOverview {
  return {
    stages: ELITE_STAGES.map((stage) => ({
      stage,
      title: ELITE_STAGE_INFO[stage].title,
      criteria: ELITE_STAGE_INFO[stage].criteria,
      expected_time: ELITE_STAGE_INFO[stage].expected_time,
      pass_rate: null,
      passed: null,
      reached: null,
    })),
    tracks: ELITE_TRACK_IDS.map((track) => ({
      track,
      label: ELITE_TRACKS[track].label,
      requirements: ELITE_TRACKS[track].requirements.map((requirement) => ({
        label: requirement.label,
        tests: [...requirement.tests],
      })),
    })),
    eligibility: {
      eligible: true,
      checks: [
        { key: 'identity', ok: true, label: 'Your identity is verified', href: null },
        { key: 'profile', ok: true, label: 'Your profile is 85 % complete', href: null },
        { key: 'cooldown', ok: true, label: 'No waiting period', href: null },
        { key: 'open_application', ok: true, label: 'No application open', href: null },
      ],
    },
    application: null,
    membership: null,
    elite_jobs_open: 14,
    ...overrides,
  };
}

export function prefillFixture(overrides: Partial<ElitePrefill> = {}): ElitePrefill {
  return {
    join: {
      track: 'frontend',
      years_experience: 7,
      top_skills: ['React', 'TypeScript', 'GraphQL'],
      portfolio_url: '',
      github_url: 'https://github.com/ada',
      english_level: null,
      availability: 'within_1_month',
    },
    work_preference: {
      engagement_types: ['full_time'],
      hours_per_week: 40,
      timezone: 'Europe/Berlin',
      min_rate: { amount: 60, currency: 'EUR', period: 'hour' },
      work_countries: ['DE'],
      earliest_start: null,
      notice_period_weeks: 4,
    },
    ...overrides,
  };
}

export function badgeFixture(overrides: Partial<BadgeSummary> = {}): BadgeSummary {
  return {
    id: 'badge-1',
    skill: { slug: 'react', name: 'React' },
    test_slug: 'react',
    title: 'React — Advanced',
    level: 'advanced',
    issued_at: '2026-10-01T10:00:00.000Z',
    expires_at: '2028-10-01T10:00:00.000Z',
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

export function skillAssessmentsFixture(
  overrides: Partial<EliteSkillAssessments> = {},
): EliteSkillAssessments {
  return {
    track: 'frontend',
    requirements: [
      {
        label: 'JavaScript or TypeScript',
        state: 'not_met',
        met_by: null,
        tests: [
          {
            slug: 'javascript',
            title: 'JavaScript',
            time_limit_minutes: 45,
            mine: standingFixture({
              state: 'not_passed',
              best_percent: 58,
              next_attempt_at: '2026-12-07T09:30:00.000Z',
            }),
          },
          {
            slug: 'typescript',
            title: 'TypeScript',
            time_limit_minutes: 40,
            mine: standingFixture({ state: 'not_passed', best_percent: 61, redo_available: true }),
          },
        ],
      },
      {
        label: 'React',
        state: 'met',
        met_by: { test_slug: 'react', badge: badgeFixture() },
        tests: [
          {
            slug: 'react',
            title: 'React',
            time_limit_minutes: 40,
            mine: standingFixture({ state: 'passed', best_percent: 91, badge: badgeFixture() }),
          },
        ],
      },
    ],
    done: false,
    ...overrides,
  };
}

/** Answers the reference lists every form asks for (countries, currencies, skills), or nothing. */
export function referenceData(request: RecordedRequest): StubResponse | undefined {
  if (request.url === '/shared/api/countries') return { status: 200, data: { data: COUNTRIES } };
  if (request.url === '/shared/api/currencies') return { status: 200, data: { data: CURRENCIES } };
  if (request.url === '/shared/api/skills') return { status: 200, data: { data: SKILLS } };
  return undefined;
}

export const wrap = (data: unknown): StubResponse => ({ status: 200, data: { data } });
