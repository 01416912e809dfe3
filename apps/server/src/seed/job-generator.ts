import type { Faker } from '@faker-js/faker';
import { getTimeZones } from '@vvo/tzdb';
import { EMPLOYMENT_TYPES, type ScreenerQuestion, type Seniority } from '@talent/contract/jobs';
import type { NewJob, SkillRef } from '../features/jobs/jobs.repository.ts';
import { findCountry, REGIONS } from '../reference/countries.ts';
import { PER_USD } from '../reference/currencies.data.ts';
import type { companies, recruiters } from '../db/schema/jobs.schema.ts';
import {
  BASE_PAY_USD,
  BENEFITS,
  COMPANY_COUNTRIES,
  COMPANY_SIZES,
  INDUSTRIES,
  PERKS_LINES,
  RECRUITER_TITLES,
  SENIORITY_PAY,
  SENIORITY_PREFIX,
} from './job-data.ts';
import { ROLE_FAMILIES } from './role-families.data.ts';

/** Row builders shared by the factories (one row at a time) and the bulk seed (thousands per statement). */

export type CompanyInsert = typeof companies.$inferInsert;
export type RecruiterInsert = typeof recruiters.$inferInsert;

const zonesByCountry = (() => {
  const map = new Map<string, Array<{ zone: string; cities: string[] }>>();
  for (const z of getTimeZones({ includeUtc: false })) {
    const list = map.get(z.countryCode) ?? [];
    list.push({ zone: z.name, cities: z.mainCities });
    map.set(z.countryCode, list);
  }
  return map;
})();

/** A zone and a city in `country` (the runtime's IANA names, as tzdb lists them). */
export function placeIn(f: Faker, country: string): { zone: string; city: string | null } {
  const options = zonesByCountry.get(country);
  if (!options?.length) return { zone: 'UTC', city: null };
  // The first listed zone of a country holds its biggest cities; use it most of the time.
  const pick = f.number.float() < 0.7 ? options[0]! : f.helpers.arrayElement(options);
  return { zone: pick.zone, city: pick.cities[0] ?? null };
}

export const COMPANY_COUNTRY_CODES = Object.keys(COMPANY_COUNTRIES);

export function buildCompany(f: Faker, overrides: Partial<CompanyInsert> = {}): CompanyInsert {
  const name = overrides.name ?? f.company.name();
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const industry = f.helpers.arrayElement(INDUSTRIES);
  return {
    name,
    logoUrl: null,
    size: f.helpers.arrayElement(COMPANY_SIZES),
    industry,
    country: f.helpers.arrayElement(COMPANY_COUNTRY_CODES),
    about: `${name} builds ${industry.toLowerCase()} products for customers in many countries. ${f.company.catchPhrase()}. ${f.helpers.arrayElement(PERKS_LINES)}`,
    website: `https://${slug || 'company'}.example`,
    ...overrides,
  };
}

export function buildRecruiter(
  f: Faker,
  companyId: string,
  overrides: Partial<RecruiterInsert> = {},
): RecruiterInsert {
  return {
    companyId,
    name: f.person.fullName(),
    title: f.helpers.arrayElement(RECRUITER_TITLES),
    avatarUrl: null,
    medianResponseHours:
      f.helpers.maybe(() => f.number.int({ min: 4, max: 96 }), { probability: 0.7 }) ?? null,
    ...overrides,
  };
}

export interface JobContext {
  company: { id: string; name: string; country: string };
  recruiterId: string;
  skills: Map<string, SkillRef>;
  now: Date;
}

const SENIORITY_WEIGHTS: Array<{ weight: number; value: Seniority }> = [
  { weight: 2, value: 'intern' },
  { weight: 12, value: 'junior' },
  { weight: 30, value: 'mid' },
  { weight: 35, value: 'senior' },
  { weight: 14, value: 'lead' },
  { weight: 7, value: 'principal' },
];

function roundPay(value: number): number {
  const step = value >= 10_000 ? 1000 : value >= 1000 ? 100 : value >= 100 ? 5 : 1;
  return Math.max(step, Math.round(value / step) * step);
}

function description(
  f: Faker,
  title: string,
  company: string,
  required: string[],
  nice: string[],
  duties: string[],
) {
  return [
    `## About the role`,
    `${company} is looking for a ${title} to join a small, senior team. ${f.helpers.arrayElement(PERKS_LINES)}`,
    ``,
    `## What you will do`,
    ...f.helpers
      .arrayElements(duties, { min: 2, max: duties.length })
      .map((d) => `- ${d[0]!.toUpperCase()}${d.slice(1)}`),
    ``,
    `## What we are looking for`,
    ...required.map((s) => `- Solid experience with ${s}`),
    `- Clear written communication in English`,
    ...(nice.length ? ['', '## Nice to have', ...nice.map((s) => `- ${s}`)] : []),
    ``,
    `## How we hire`,
    `A short call with the recruiter, a practical exercise, a conversation with the team, and a decision within two weeks.`,
  ].join('\n');
}

/** The skills with a skill test, and the question a job led by one asks (a badge at the job's level answers it). */
const TESTED_SKILL_QUESTIONS: Record<string, string> = {
  react: 'Have you built and tested React components in production code?',
  typescript: 'Do you write strictly typed TypeScript day to day?',
  python: 'Have you shipped production code in Python?',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `phrase` stands as whole words in `text` ("C" is not in "C#", "Java" is not in "JavaScript"). */
export function namesPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}#+])${escape(phrase)}($|[^\\p{L}\\p{N}#+])`, 'iu').test(text);
}

/** Titles repeat (a few hundred across a catalogue): each is read against the taxonomy once. */
const namedCache = new WeakMap<ReadonlyMap<string, SkillRef>, Map<string, string[]>>();

/** Slugs of the skills a title names by name or alias, longest names first (so "React Native" is not "React"). */
function skillsNamedIn(title: string, skills: ReadonlyMap<string, SkillRef>): string[] {
  let byTitle = namedCache.get(skills);
  if (!byTitle) namedCache.set(skills, (byTitle = new Map()));
  const cached = byTitle.get(title);
  if (cached) return cached;
  const names = [...skills.values()]
    .flatMap((s) => [s.name, ...s.aliases].filter((n) => n.length >= 2).map((n) => ({ slug: s.slug, n })))
    .sort((a, b) => b.n.length - a.n.length);
  let rest = title;
  const found: string[] = [];
  for (const { slug, n } of names) {
    if (!namesPhrase(rest, n)) continue;
    if (!found.includes(slug)) found.push(slug);
    rest = rest.replace(new RegExp(escape(n), 'iu'), ' ');
  }
  byTitle.set(title, found);
  return found;
}

/** A realistic posting for `ctx.company`; any field may be overridden (tests pin what they assert on). */
export function buildJob(f: Faker, ctx: JobContext, overrides: Partial<NewJob> = {}): NewJob {
  const family = f.helpers.arrayElement(ROLE_FAMILIES);
  const seniority = overrides.seniority ?? f.helpers.weightedArrayElement(SENIORITY_WEIGHTS);
  const prefix = f.helpers.arrayElement(SENIORITY_PREFIX[seniority] ?? ['']);
  const title = overrides.title ?? [prefix, f.helpers.arrayElement(family.titles)].filter(Boolean).join(' ');
  const employmentType =
    overrides.employmentType ??
    f.helpers.weightedArrayElement([
      { weight: 70, value: EMPLOYMENT_TYPES[0] },
      { weight: 6, value: EMPLOYMENT_TYPES[1] },
      { weight: 16, value: EMPLOYMENT_TYPES[2] },
      { weight: 8, value: EMPLOYMENT_TYPES[3] },
    ]);
  const workMode =
    overrides.workMode ??
    f.helpers.weightedArrayElement([
      { weight: 60, value: 'remote' as const },
      { weight: 25, value: 'hybrid' as const },
      { weight: 15, value: 'onsite' as const },
    ]);

  const officeCountry = ctx.company.country;
  const place = placeIn(f, officeCountry);
  let anywhere = false;
  let countries: string[] = [officeCountry];
  let regions: string[] = [];
  if (workMode === 'remote') {
    const kind = f.number.float();
    if (kind < 0.3) {
      anywhere = true;
      countries = [];
    } else if (kind < 0.65) {
      const region =
        Object.entries(REGIONS).find(([, codes]) => codes.includes(officeCountry))?.[0] ?? 'Europe';
      regions = f.number.float() < 0.7 ? [region] : [region, f.helpers.arrayElement(Object.keys(REGIONS))];
      regions = [...new Set(regions)];
      countries = [...new Set(regions.flatMap((r) => REGIONS[r] ?? []))];
    } else if (kind < 0.85) {
      countries = [
        ...new Set([officeCountry, ...f.helpers.arrayElements(COMPANY_COUNTRY_CODES, { min: 1, max: 4 })]),
      ];
    }
  }

  const pool = family.skills.filter((s) => ctx.skills.has(s));
  const drawn = f.helpers.arrayElements(pool, {
    min: Math.min(3, pool.length),
    max: Math.min(7, pool.length),
  });
  // A skill the title names ("Senior React Developer") is the first required one, whatever else was drawn.
  const named = skillsNamedIn(title, ctx.skills);
  const picked = [...named, ...drawn.filter((s) => !named.includes(s))].slice(
    0,
    Math.max(drawn.length, named.length),
  );
  const requiredCount = Math.max(1, Math.ceil(picked.length * 0.6));
  const seniorYears = { intern: 0, junior: 1, mid: 2, senior: 4, lead: 5, principal: 7 }[seniority];
  const skills = picked.map((slug, i) => ({
    skillId: ctx.skills.get(slug)!.id,
    required: i < requiredCount,
    years:
      i < requiredCount && seniorYears > 0
        ? f.number.int({ min: Math.max(1, seniorYears - 1), max: seniorYears + 1 })
        : null,
  }));
  const names = picked.map((s) => ctx.skills.get(s)!.name);

  // Pay in the office's currency when we have a rate for it; many remote-anywhere jobs pay in USD.
  const local = findCountry(officeCountry)?.currency;
  const currency = anywhere && f.number.float() < 0.6 ? 'USD' : local && PER_USD[local] ? local : 'USD';
  const period =
    employmentType === 'contract' || employmentType === 'freelance'
      ? f.helpers.arrayElement(['hour', 'month'] as const)
      : f.number.float() < 0.1
        ? ('month' as const)
        : ('year' as const);
  const annualUsd =
    BASE_PAY_USD *
    (SENIORITY_PAY[seniority] ?? 1) *
    (COMPANY_COUNTRIES[officeCountry] ?? 0.5) *
    f.number.float({ min: 0.85, max: 1.2 });
  const perPeriod = (annualUsd * (PER_USD[currency] ?? 1)) / { hour: 2080, month: 12, year: 1 }[period];
  const hasSalary = f.number.float() < 0.93;

  const postedAt = new Date(ctx.now.getTime() - f.number.int({ min: 0, max: 60 * 86_400 }) * 1000);
  const screenerPool: ScreenerQuestion[] = [
    {
      id: 'authorisation',
      kind: 'yes_no',
      text: 'Are you allowed to work for us from the country you live in?',
      required: true,
      knockout: { expect: true },
      unit: null,
      skill: null,
    },
    {
      id: 'overlap',
      kind: 'yes_no',
      text: 'Can you overlap the stated working hours with our team?',
      required: true,
      knockout: { expect: true },
      unit: null,
      skill: null,
    },
    {
      id: 'years',
      kind: 'number',
      text: `How many years have you worked with ${names[0] ?? 'the main skill'}?`,
      required: true,
      knockout: { min: Math.max(1, (skills[0]?.years ?? 2) - 1) },
      unit: 'years',
      skill: null,
    },
    {
      id: 'proud',
      kind: 'text',
      text: 'What is a piece of work you are proud of, in two or three sentences?',
      required: false,
      knockout: null,
      unit: null,
      skill: null,
    },
  ];
  // The test passport: a job led by a skill we test asks about it, and a badge at the level answers for the candidate.
  const tested = TESTED_SKILL_QUESTIONS[picked[0] ?? ''];
  const skillQuestion: ScreenerQuestion | null = tested
    ? {
        id: `${picked[0]}-skill`,
        kind: 'yes_no',
        text: tested,
        required: true,
        knockout: null,
        unit: null,
        skill: {
          slug: picked[0]!,
          name: names[0]!,
          level: ['senior', 'lead', 'principal'].includes(seniority) ? 'advanced' : 'proficient',
        },
      }
    : null;
  return {
    companyId: ctx.company.id,
    recruiterId: ctx.recruiterId,
    title,
    description: description(
      f,
      title,
      ctx.company.name,
      names.slice(0, requiredCount),
      names.slice(requiredCount),
      family.duties,
    ),
    seniority,
    employmentType,
    workMode,
    officeCountry: workMode === 'remote' && anywhere ? null : officeCountry,
    officeCity: workMode === 'remote' && anywhere ? null : place.city,
    country: overrides.country ?? overrides.officeCountry ?? officeCountry,
    eligibleAnywhere: anywhere,
    eligibleCountries: countries,
    eligibleRegions: regions,
    timezone: place.zone,
    minOverlapHours: workMode === 'remote' ? f.helpers.arrayElement([0, 0, 2, 3, 4]) : 0,
    salaryMin: hasSalary ? roundPay(perPeriod * 0.82) : null,
    salaryMax: hasSalary ? roundPay(perPeriod) : null,
    salaryCurrency: hasSalary ? currency : null,
    salaryPeriod: hasSalary ? period : null,
    benefits: f.helpers.arrayElements(BENEFITS, { min: 2, max: 6 }),
    screenerQuestions: f.helpers
      .arrayElements(screenerPool, { min: 0, max: 3 })
      // In the pool's order, whatever order they were drawn in.
      .sort((a, b) => screenerPool.indexOf(a) - screenerPool.indexOf(b))
      .concat(skillQuestion ? [skillQuestion] : []),
    responseDays: f.helpers.arrayElement([3, 5, 7, 7, 10, 14]),
    status: f.number.float() < 0.03 ? 'closed' : 'open',
    postedAt,
    expiresAt: new Date(postedAt.getTime() + f.number.int({ min: 60, max: 120 }) * 86_400_000),
    skills,
    ...overrides,
  };
}
