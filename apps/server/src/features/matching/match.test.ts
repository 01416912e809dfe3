import { describe, expect, it } from 'vitest';
import { ratesDate } from '../../reference/currencies.data.ts';
import {
  INELIGIBLE_CAP,
  canMatch,
  matchJob,
  profileGaps,
  type MatchJob,
  type MatchProfile,
} from './match.ts';
import { candidateRoles } from './role-family.ts';

const names: Record<string, string> = { DE: 'Germany', PT: 'Portugal', ES: 'Spain', BR: 'Brazil' };
const ctx = (overlapHours: number | null = 8) => ({
  overlapHours,
  countryName: (code: string) => names[code] ?? code,
});

const skill = (slug: string, required = true, years: number | null = null) => ({
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  required,
  years,
});

function profile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return {
    country: 'DE',
    zone: 'Europe/Berlin',
    seniority: 'senior',
    salary: { amount: 85_000, currency: 'EUR', period: 'year' },
    roles: candidateRoles(['Full-stack developer'], []),
    skills: new Map([
      ['react', 5],
      ['typescript', 4],
      ['node', 3],
      ['go', 2],
    ]),
    ...overrides,
  };
}

function job(overrides: Partial<MatchJob> = {}): MatchJob {
  return {
    title: 'Senior Full Stack Engineer',
    seniority: 'senior',
    eligibleAnywhere: false,
    eligibleCountries: ['DE', 'PT'],
    eligibleRegions: [],
    timezone: 'Europe/London',
    minOverlapHours: 4,
    salary: { min: 92_000, max: 110_000, currency: 'EUR', period: 'year' },
    skills: [
      skill('react'),
      skill('typescript'),
      skill('node'),
      skill('go'),
      skill('kubernetes'),
      skill('graphql', false),
    ],
    ...overrides,
  };
}

const byKind = (m: ReturnType<typeof matchJob>) => Object.fromEntries(m.reasons.map((r) => [r.kind, r]));
const sum = (m: ReturnType<typeof matchJob>) => m.reasons.reduce((s, r) => s + r.points, 0);

describe('matchJob', () => {
  it('explains every ingredient in plain sentences, and the points add up to the score', () => {
    const m = matchJob(profile(), job(), ctx(7));
    const r = byKind(m);
    expect(r.skills).toMatchObject({
      status: 'partial',
      text: 'You have 4 of 5 required skills; missing: Kubernetes',
      points: 20,
      max_points: 25,
      missing: ['Kubernetes'],
    });
    expect(r.nice_to_have).toMatchObject({
      status: 'missing',
      text: 'Missing the nice-to-have skill: Graphql',
      points: 0,
    });
    expect(r.role).toMatchObject({
      status: 'good',
      text: 'Full-stack role, the work of your "Full-stack developer"',
      points: 15,
      max_points: 15,
    });
    expect(r.seniority).toMatchObject({ status: 'good', text: 'Senior role, your level', points: 15 });
    expect(r.salary).toMatchObject({
      status: 'good',
      text: 'Pays 92,000–110,000 EUR a year; you asked for 85,000 EUR',
      points: 15,
    });
    expect(r.eligibility).toMatchObject({ status: 'good', text: 'You can work from Germany', points: 10 });
    expect(r.overlap).toMatchObject({
      status: 'good',
      text: '7 h overlap with Europe/London (needs 4)',
      points: 10,
    });
    expect(m.score).toBe(85);
    expect(sum(m)).toBe(m.score);
    expect(m.reasons.reduce((s, x) => s + x.max_points, 0)).toBe(100);
  });

  it('counts a skill held for fewer years than asked partly', () => {
    const full = matchJob(profile(), job({ skills: [skill('go', true, 2)] }), ctx());
    const short = matchJob(profile(), job({ skills: [skill('go', true, 4)] }), ctx());
    expect(byKind(full).skills).toMatchObject({
      status: 'good',
      points: 25,
      text: 'You have the required skill',
    });
    expect(byKind(short).skills).toMatchObject({
      status: 'partial',
      points: 13,
      text: 'You have the required skill; fewer years than asked in Go (2 of 4 years)',
      missing: [],
    });
  });

  it('gives partial seniority one level off and none further away', () => {
    expect(byKind(matchJob(profile(), job({ seniority: 'lead' }), ctx())).seniority).toMatchObject({
      status: 'partial',
      points: 8,
      text: 'Lead role; you are senior, one level off',
    });
    expect(byKind(matchJob(profile(), job({ seniority: 'junior' }), ctx())).seniority).toMatchObject({
      status: 'missing',
      points: 0,
    });
    expect(byKind(matchJob(profile({ seniority: null }), job(), ctx())).seniority).toMatchObject({
      status: 'unknown',
      points: 7,
    });
  });

  it('compares pay as annual amounts in the expectation currency', () => {
    const pay = (max: number, currency = 'EUR', period: 'year' | 'month' = 'year') =>
      byKind(matchJob(profile(), job({ salary: { min: max / 2, max, currency, period } }), ctx())).salary!;
    expect(pay(80_000)).toMatchObject({
      status: 'partial',
      points: 8,
      text: 'Pays 40,000–80,000 EUR a year, a little under the 85,000 EUR you asked for',
    });
    expect(pay(70_000)).toMatchObject({ status: 'missing', points: 0 });
    // 110,000 USD is about 95,700 EUR at the reference rate: enough.
    expect(pay(110_000, 'USD')).toMatchObject({
      status: 'good',
      text: `Pays 55,000–110,000 USD a year (up to about 95,700 EUR a year at the reference rates of ${ratesDate('USD', 'EUR')}); you asked for 85,000 EUR`,
    });
    // 7,000 EUR a month is 84,000 a year: within 10 % under.
    expect(pay(7_000, 'EUR', 'month')).toMatchObject({ status: 'partial' });

    const noPay = byKind(matchJob(profile(), job({ salary: null }), ctx())).salary!;
    expect(noPay).toMatchObject({ status: 'unknown', points: 7 });
    const noAsk = byKind(matchJob(profile({ salary: null }), job(), ctx())).salary!;
    expect(noAsk).toMatchObject({
      status: 'unknown',
      points: 7,
      text: 'Pays 92,000–110,000 EUR a year; add your salary expectation to compare',
    });
  });

  it('caps a job the candidate cannot take from their country, keeping the sum equal to the score', () => {
    const m = matchJob(profile({ country: 'BR' }), job(), ctx());
    expect(m.score).toBe(INELIGIBLE_CAP);
    expect(sum(m)).toBe(INELIGIBLE_CAP);
    expect(byKind(m).eligibility).toMatchObject({
      status: 'missing',
      points: 0,
      text: 'Hires only from Germany and Portugal, not from Brazil, so the score is capped at 20',
    });
    // Regions are named instead of countries when the job chose by region.
    const europe = matchJob(profile({ country: 'BR' }), job({ eligibleRegions: ['Europe'] }), ctx());
    expect(byKind(europe).eligibility!.text).toMatch(/^Hires only from Europe, not from Brazil/);
    // A weak match under the cap stays as it is.
    const weak = matchJob(
      profile({ country: 'BR', skills: new Map(), seniority: 'intern', salary: null, zone: null }),
      job({ seniority: 'principal', salary: null }),
      ctx(null),
    );
    expect(weak.score).toBeLessThanOrEqual(INELIGIBLE_CAP);
    expect(sum(weak)).toBe(weak.score);
  });

  it('scores overlap by the job minimum and says when the zone is unknown', () => {
    expect(byKind(matchJob(profile(), job(), ctx(2))).overlap).toMatchObject({
      status: 'partial',
      points: 5,
      text: '2 h overlap with Europe/London (needs 4)',
    });
    expect(byKind(matchJob(profile(), job(), ctx(0))).overlap).toMatchObject({
      status: 'missing',
      points: 0,
    });
    expect(byKind(matchJob(profile(), job({ minOverlapHours: 0 }), ctx(0.5))).overlap).toMatchObject({
      status: 'good',
      text: '0.5 h overlap with Europe/London',
    });
    expect(byKind(matchJob(profile({ zone: null }), job(), ctx(null))).overlap).toMatchObject({
      status: 'unknown',
      points: 5,
    });
  });

  it('weighs the kind of work the title names against the headline and past titles', () => {
    const frontend = profile({ roles: candidateRoles(['React frontend developer'], ['UI Engineer']) });
    const role = (title: string, who = frontend) => byKind(matchJob(who, job({ title }), ctx())).role!;
    expect(role('Senior React Developer')).toMatchObject({
      status: 'good',
      points: 15,
      text: 'Frontend role, the work of your "React frontend developer"',
    });
    expect(role('Senior Backend Developer')).toMatchObject({
      status: 'missing',
      points: 0,
      text: 'Backend role; you do frontend work',
    });
    expect(role('Full Stack Engineer')).toMatchObject({ status: 'partial', points: 7 });
    expect(role('React Native Developer')).toMatchObject({ kind: 'role', status: 'partial' });
    // A past title counts for part; a title that names no kind of work, or a profile without one, is unknown.
    const moved = profile({ roles: candidateRoles([''], ['Data Scientist', 'Backend Engineer']) });
    expect(role('Senior Backend Developer', moved)).toMatchObject({ status: 'partial', points: 9 });
    expect(role('Software Engineer')).toMatchObject({ status: 'unknown', points: 7 });
    expect(role('Backend Developer', profile({ roles: candidateRoles([''], []) }))).toMatchObject({
      status: 'unknown',
      points: 7,
    });
    // Same skills, same everything else: the frontend job scores above the backend one for a frontend developer.
    const score = (title: string) => matchJob(frontend, job({ title }), ctx()).score;
    expect(score('Frontend Engineer') - score('Backend Engineer')).toBe(15);
  });

  it('is deterministic and stays within 0–100', () => {
    const a = matchJob(profile(), job(), ctx());
    expect(matchJob(profile(), job(), ctx())).toEqual(a);
    const perfect = matchJob(
      profile(),
      job({ skills: [skill('react'), skill('go', false)], eligibleAnywhere: true }),
      ctx(),
    );
    expect(perfect.score).toBe(100);
    expect(
      byKind(matchJob(profile(), job({ skills: [skill('react'), skill('go')] }), ctx())).skills!.text,
    ).toBe('You have both required skills');
    expect(byKind(perfect).eligibility!.text).toBe('You can work from Germany');
  });

  it('knows when there is nothing to match on, and which parts of the profile are missing', () => {
    expect(canMatch({ skills: new Map(), seniority: null })).toBe(false);
    expect(canMatch({ skills: new Map(), seniority: 'mid' })).toBe(true);
    expect(
      profileGaps({ country: null, timezone: null, seniority: null, salary: null, skills: new Map() }),
    ).toEqual(['skills', 'seniority', 'salary', 'country', 'timezone']);
    expect(profileGaps({ ...profile(), timezone: 'Europe/Berlin' })).toEqual([]);
  });
});
