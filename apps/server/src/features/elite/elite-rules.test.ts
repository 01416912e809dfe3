import { describe, expect, it } from 'vitest';
import {
  ELITE_APPLICATION_STATUSES,
  ELITE_MIN_COMPLETENESS,
  ELITE_STATS_MIN_DECISIONS,
  type EliteApplicationStatus,
} from '@talent/contract/elite';
import {
  decisionRefusal,
  eligibilityOf,
  formSaveRefusal,
  parseDay,
  reapplyDate,
  stageFigures,
  stagesOf,
  startRefusal,
  submitRefusal,
  withdrawRefusal,
  type ApplicationFacts,
  type StatsRow,
} from './elite-rules.ts';
import { mergeDraft, prefillFromProfile, yearsOfExperience } from './elite-forms.ts';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const facts = (over: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'in_progress',
  track: 'frontend',
  joinSubmittedAt: null,
  workPreferenceSubmittedAt: null,
  submittedAt: null,
  decidedAt: null,
  reapplyAt: null,
  skills: null,
  compliance: null,
  waitlistPosition: null,
  ...over,
});
const allMet = { met: 2, total: 2, inProgress: false, nextRetryAt: null, completedAt: at(-1) };
const signed = { done: true, detail: 'All 4 documents signed.', completedAt: at(-1) };
const ready = facts({
  joinSubmittedAt: at(-5),
  workPreferenceSubmittedAt: at(-4),
  skills: allMet,
  compliance: signed,
});
const stateOf = (f: ApplicationFacts) =>
  Object.fromEntries(stagesOf(f).stages.map((s) => [s.stage, s.state])) as Record<string, string>;

describe('the stage machine', () => {
  it('opens on join, everything after it locked', () => {
    const { stages, current } = stagesOf(facts());
    expect(current).toBe('join');
    expect(stages.map((s) => [s.stage, s.state])).toEqual([
      ['join', 'in_progress'],
      ['work_preference', 'locked'],
      ['skill_assessments', 'locked'],
      ['compliance', 'locked'],
      ['review', 'locked'],
      ['decision', 'locked'],
    ]);
  });

  it('unlocks work preferences and skills with join, compliance with work preferences', () => {
    const afterJoin = facts({
      joinSubmittedAt: at(-1),
      skills: { met: 1, total: 2, inProgress: true, nextRetryAt: null, completedAt: null },
    });
    expect(stateOf(afterJoin)).toMatchObject({
      join: 'done',
      work_preference: 'in_progress',
      skill_assessments: 'in_progress',
      compliance: 'locked',
    });
    expect(stagesOf(afterJoin).current).toBe('work_preference');
    const skills = stagesOf(afterJoin).stages.find((s) => s.stage === 'skill_assessments')!;
    expect(skills.detail).toBe('1 of 2 requirements met; a test is in progress.');

    const afterWork = facts({
      joinSubmittedAt: at(-2),
      workPreferenceSubmittedAt: at(-1),
      skills: allMet,
      compliance: { done: false, detail: 'Details saved: sign the 4 documents.', completedAt: null },
    });
    expect(stateOf(afterWork)).toMatchObject({ compliance: 'in_progress', review: 'locked' });
    expect(stagesOf(afterWork).current).toBe('compliance');
  });

  it('gives a failed test’s retake date as the next retry', () => {
    const retake = at(80);
    const { stages } = stagesOf(
      facts({
        joinSubmittedAt: at(-1),
        skills: { met: 1, total: 2, inProgress: false, nextRetryAt: retake, completedAt: null },
      }),
    );
    const skills = stages.find((s) => s.stage === 'skill_assessments')!;
    expect(skills.next_retry_at).toBe(retake.toISOString());
    expect(skills.detail).toContain('you can retake a failed test on 21 May 2026');
  });

  it('puts review in the candidate’s hands once the four stages are done, then waits on us', () => {
    expect(stateOf(ready).review).toBe('in_progress');
    expect(stagesOf(ready).current).toBe('review');
    const sent = { ...ready, status: 'submitted' as const, submittedAt: at(0) };
    expect(stateOf(sent)).toMatchObject({ review: 'waiting', decision: 'locked' });
  });

  it('ends on the decision: accepted done, waitlisted waiting with the place, rejected done with the reapply date', () => {
    const decided = { ...ready, submittedAt: at(-1), decidedAt: at(0) };
    expect(stagesOf({ ...decided, status: 'accepted' }).current).toBe('decision');
    expect(stateOf({ ...decided, status: 'accepted' })).toMatchObject({ review: 'done', decision: 'done' });

    const waitlisted = stagesOf({ ...decided, status: 'waitlisted', waitlistPosition: 3 });
    const line = waitlisted.stages.find((s) => s.stage === 'decision')!;
    expect(line).toMatchObject({
      state: 'waiting',
      detail: expect.stringContaining('number 3 on the Frontend'),
    });

    const rejected = stagesOf({ ...decided, status: 'rejected', reapplyAt: at(90) });
    const no = rejected.stages.find((s) => s.stage === 'decision')!;
    expect(no).toMatchObject({ state: 'done', next_retry_at: at(90).toISOString() });
    expect(no.detail).toContain('31 May 2026');
  });

  it('locks what was left when the candidate withdrew', () => {
    const states = stateOf({ ...facts({ joinSubmittedAt: at(-1), skills: allMet }), status: 'withdrawn' });
    expect(states).toMatchObject({
      join: 'done',
      work_preference: 'locked',
      skill_assessments: 'done',
      review: 'locked',
      decision: 'locked',
    });
  });

  it('the design track needs no test: skills are done once join is in', () => {
    const design = facts({
      track: 'design',
      joinSubmittedAt: at(-1),
      skills: { met: 0, total: 0, inProgress: false, nextRetryAt: null, completedAt: null },
    });
    const skills = stagesOf(design).stages.find((s) => s.stage === 'skill_assessments')!;
    expect(skills.state).toBe('done');
    expect(skills.detail).toContain('no test');
  });
});

describe('the moves', () => {
  it('saves forms only while in progress, work preferences only after join', () => {
    expect(formSaveRefusal('in_progress', 'join', false)).toBeNull();
    expect(formSaveRefusal('in_progress', 'work_preference', true)).toBeNull();
    expect(formSaveRefusal('in_progress', 'work_preference', false)).toMatch(/Submit the join form first/);
    expect(formSaveRefusal('submitted', 'join', true)).toMatch(/read-only/);
    expect(formSaveRefusal('withdrawn', 'join', true)).toMatch(/withdrew/);
    for (const status of ['accepted', 'waitlisted', 'rejected'] as const) {
      expect(formSaveRefusal(status, 'join', true)).toMatch(/decided/);
    }
  });

  it('sends for review only with the four stages done, naming the first missing', () => {
    expect(submitRefusal('in_progress', stagesOf(ready).stages)).toBeNull();
    const noCompliance = stagesOf({
      ...ready,
      compliance: { done: false, detail: '2 of 4 documents signed.', completedAt: null },
    });
    expect(submitRefusal('in_progress', noCompliance.stages)).toBe(
      'Finish “Contract and compliance” first: 2 of 4 documents signed.',
    );
    const noSkills = stagesOf({
      ...ready,
      skills: { met: 1, total: 2, inProgress: false, nextRetryAt: null, completedAt: null },
    });
    expect(submitRefusal('in_progress', noSkills.stages)).toMatch(/^Finish “Skill assessments” first/);
    expect(submitRefusal('in_progress', stagesOf(facts()).stages)).toMatch(/^Finish “Join” first/);
    expect(submitRefusal('submitted', stagesOf(ready).stages)).toMatch(/already with our reviewers/);
    expect(submitRefusal('rejected', stagesOf(ready).stages)).toMatch(/Only an application in progress/);
  });

  it('withdraws only an open application', () => {
    expect(withdrawRefusal('in_progress')).toBeNull();
    expect(withdrawRefusal('submitted')).toBeNull();
    expect(withdrawRefusal('withdrawn')).toMatch(/already withdrawn/);
    for (const status of ['accepted', 'waitlisted', 'rejected'] as const) {
      expect(withdrawRefusal(status)).toMatch(/decided/);
    }
  });

  it('decides a submitted application any way, a waitlisted one only up or out', () => {
    const outcomes = ['accepted', 'waitlisted', 'rejected'] as const;
    const allowed: Array<[EliteApplicationStatus, string]> = [];
    for (const status of ELITE_APPLICATION_STATUSES) {
      for (const outcome of outcomes) {
        if (decisionRefusal(status, outcome) === null) allowed.push([status, outcome]);
      }
    }
    expect(allowed).toEqual([
      ['submitted', 'accepted'],
      ['submitted', 'waitlisted'],
      ['submitted', 'rejected'],
      ['waitlisted', 'accepted'],
      ['waitlisted', 'rejected'],
    ]);
    expect(decisionRefusal('in_progress', 'accepted')).toMatch(/not sent this application for review/);
    expect(decisionRefusal('waitlisted', 'waitlisted')).toMatch(/already on the waitlist/);
    expect(decisionRefusal('withdrawn', 'rejected')).toMatch(/withdrew/);
    expect(decisionRefusal('accepted', 'rejected')).toMatch(/already been decided/);
  });
});

describe('reapplying', () => {
  it('defaults to 90 days after the decision', () => {
    expect(reapplyDate(undefined, NOW)).toEqual({ at: at(90) });
  });

  it('takes a date at least 30 days and at most two years ahead', () => {
    expect(reapplyDate('2026-04-01', NOW)).toEqual({ at: new Date('2026-04-01T00:00:00.000Z') });
    expect(reapplyDate('2026-03-31', NOW)).toEqual({ error: 'Choose a date at least 30 days from today.' });
    expect(reapplyDate('2026-03-01', NOW)).toHaveProperty('error');
    expect(reapplyDate('2028-03-01', NOW)).toHaveProperty('at');
    expect(reapplyDate('2028-03-02', NOW)).toEqual({ error: 'Choose a date within two years.' });
    expect(reapplyDate('2026-02-30', NOW)).toEqual({ error: 'Choose a real date.' });
  });

  it('knows real days', () => {
    expect(parseDay('2028-02-29')).not.toBeNull();
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('2027-13-01')).toBeNull();
  });
});

describe('eligibility', () => {
  const base = {
    identityStatus: 'verified' as const,
    completenessPercent: ELITE_MIN_COMPLETENESS,
    reapplyAt: null,
    hasOpenApplication: false,
  };

  it('passes with a verified identity, a complete enough profile, no cooldown and nothing open', () => {
    const result = eligibilityOf(base, NOW);
    expect(result.eligible).toBe(true);
    expect(result.checks.map((c) => [c.key, c.ok, c.href])).toEqual([
      ['identity', true, null],
      ['profile', true, null],
      ['cooldown', true, null],
      ['open_application', true, null],
    ]);
    expect(startRefusal(result.checks)).toBeNull();
  });

  it('says what fails and where to fix it', () => {
    const result = eligibilityOf(
      {
        identityStatus: 'not_started',
        completenessPercent: 55,
        reapplyAt: at(10),
        hasOpenApplication: true,
      },
      NOW,
    );
    expect(result.eligible).toBe(false);
    expect(result.checks).toEqual([
      { key: 'identity', ok: false, label: 'Verify your identity', href: '/identity-verification' },
      {
        key: 'profile',
        ok: false,
        label: 'Your profile is 55 % complete; 70 % is needed',
        href: '/profile',
      },
      { key: 'cooldown', ok: false, label: 'You may apply again on 12 March 2026', href: null },
      {
        key: 'open_application',
        ok: false,
        label: 'You already have an application open',
        href: '/elite/onboarding',
      },
    ]);
    expect(startRefusal(result.checks)).toMatch(
      /^You cannot start an elite application yet: Verify your identity;/,
    );
  });

  it('asks a candidate whose check is pending only to wait; a past reapply date no longer counts', () => {
    const result = eligibilityOf({ ...base, identityStatus: 'pending', reapplyAt: at(-1) }, NOW);
    expect(result.checks[0]).toMatchObject({ ok: false, href: null });
    expect(result.checks[2]).toMatchObject({ ok: true });
  });
});

describe('the stage figures', () => {
  const row = (status: EliteApplicationStatus, over: Partial<StatsRow> = {}): StatsRow => ({
    status,
    joinSubmitted: true,
    workPreferenceSubmitted: true,
    skillsDone: true,
    complianceDone: true,
    submitted: status !== 'in_progress' && status !== 'withdrawn',
    ...over,
  });

  it('stay hidden until enough applications were decided', () => {
    const few = Array.from({ length: ELITE_STATS_MIN_DECISIONS - 1 }, () => row('accepted'));
    expect(Object.values(stageFigures(few)).every((f) => f.pass_rate === null && f.reached === null)).toBe(
      true,
    );
  });

  it('count each stage as a funnel of the applications no longer in progress', () => {
    const rows = [
      ...Array.from({ length: 4 }, () => row('accepted')),
      ...Array.from({ length: 2 }, () => row('waitlisted')),
      ...Array.from({ length: 4 }, () => row('rejected')),
      row('submitted'),
      row('withdrawn', { workPreferenceSubmitted: false, skillsDone: false, complianceDone: false }),
      // Still moving: not counted.
      row('in_progress', { skillsDone: false }),
    ];
    const figures = stageFigures(rows);
    expect(figures.join).toEqual({ reached: 12, passed: 12, pass_rate: 1 });
    expect(figures.work_preference).toEqual({ reached: 12, passed: 11, pass_rate: 0.917 });
    expect(figures.skill_assessments).toEqual({ reached: 11, passed: 11, pass_rate: 1 });
    expect(figures.review).toEqual({ reached: 11, passed: 10, pass_rate: 0.909 });
    expect(figures.decision).toEqual({ reached: 10, passed: 4, pass_rate: 0.4 });
  });
});

describe('drafts', () => {
  it('keep known keys of the right type, drop the rest, and clear a key sent as null', () => {
    const first = mergeDraft(
      'join',
      {},
      {
        track: 'frontend',
        years_experience: 'seven',
        top_skills: ['React', 5, 'TypeScript'],
        motivation: 'Because',
        unknown: 'x',
        english_level: 'klingon',
      },
    );
    expect(first).toEqual({ track: 'frontend', top_skills: ['React', 'TypeScript'], motivation: 'Because' });
    const second = mergeDraft('join', first, { years_experience: 7, motivation: null });
    expect(second).toEqual({ track: 'frontend', top_skills: ['React', 'TypeScript'], years_experience: 7 });
    const work = mergeDraft(
      'work_preference',
      {},
      {
        min_rate: { amount: 'x', currency: 'EUR', period: 'week' },
        engagement_types: ['hourly', 'forever'],
        ['__proto__']: { polluted: true },
      },
    );
    expect(work).toEqual({ min_rate: { currency: 'EUR' }, engagement_types: ['hourly'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('prefill', () => {
  it('counts overlapping positions once and a current one up to now', () => {
    expect(
      yearsOfExperience(
        [
          {
            id: 'a',
            company: 'A',
            title: 't',
            start_month: '2019-06',
            end_month: '2022-02',
            location: '',
            description: '',
          },
          {
            id: 'b',
            company: 'B',
            title: 't',
            start_month: '2021-01',
            end_month: null,
            location: '',
            description: '',
          },
        ],
        NOW,
      ),
    ).toBe(6);
    expect(yearsOfExperience([], NOW)).toBeNull();
  });

  it('maps the profile onto both forms', () => {
    const prefill = prefillFromProfile(
      {
        desired_role: 'Senior Frontend Engineer',
        headline: '',
        skills: [
          { slug: 'css', name: 'CSS', level: null, years: 9 },
          { slug: 'react', name: 'React', level: 'expert', years: 5 },
          { slug: 'typescript', name: 'TypeScript', level: 'advanced', years: 6 },
        ],
        experience: [],
        links: { github: 'https://github.com/x', linkedin: null, portfolio: null },
        languages: [{ code: 'en', level: 'fluent' }],
        availability: 'within_2_weeks',
        employment_types: ['full_time'],
        timezone: 'Europe/Berlin',
        salary: { amount: 96_000, currency: 'EUR', period: 'year' },
        work_authorization: ['DE', 'AT'],
        notice_period_weeks: 4,
      } as never,
      NOW,
    );
    expect(prefill.join).toEqual({
      track: 'frontend',
      years_experience: null,
      top_skills: ['React', 'TypeScript', 'CSS'],
      portfolio_url: '',
      github_url: 'https://github.com/x',
      english_level: 'fluent',
      availability: 'within_2_weeks',
    });
    expect(prefill.work_preference).toEqual({
      engagement_types: ['full_time'],
      hours_per_week: 40,
      timezone: 'Europe/Berlin',
      min_rate: { amount: 8000, currency: 'EUR', period: 'month' },
      work_countries: ['DE', 'AT'],
      earliest_start: '2026-03-16',
      notice_period_weeks: 4,
    });
  });
});
