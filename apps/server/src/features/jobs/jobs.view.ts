import {
  EMPLOYMENT_TYPES,
  POSTED_WITHIN,
  SENIORITIES,
  WORK_MODES,
  type CoveredBy,
  type JobDetail,
  type JobFacets,
  type JobSummary,
  type Match,
} from '@talent/contract/jobs';
import { findCountry } from '../../reference/countries.ts';
import {
  PER_USD,
  PERIODS_PER_YEAR,
  ratesDate,
  type SalaryPeriodKey,
} from '../../reference/currencies.data.ts';
import { SKILLS } from '../../reference/skills.data.ts';
import type { CountsRow } from './job-search.repository.ts';
import type { CompanyRow, JobRecord, RecruiterRow } from './jobs.repository.ts';
import type { SummaryJob } from './job-summaries.repository.ts';
import { screenerQuestionsOf } from './screener.ts';
import { workingOverlapHours } from './working-overlap.ts';

const labels: Record<string, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};
const postedLabels: Record<(typeof POSTED_WITHIN)[number], string> = {
  '1': 'Past 24 hours',
  '7': 'Past week',
  '14': 'Past 2 weeks',
  '30': 'Past month',
};
const skillNames = new Map(SKILLS.map((s) => [s.slug, s.name]));

export const countryName = (code: string) => findCountry(code)?.name ?? code;

/** Where the reader is, as far as a summary cares: eligibility needs the country, overlap the zone. */
export interface ReaderPlace {
  country: string | null;
  zone: string | null;
}

export function facetsView(counts: CountsRow): JobFacets {
  const group = (values: readonly string[], found: CountsRow['work_mode']) => {
    const byValue = new Map((found ?? []).map((f) => [f.value, f.count]));
    return values.map((value) => ({
      value,
      label: labels[value] ?? value,
      count: byValue.get(value) ?? 0,
    }));
  };
  const posted = counts.posted ?? { d1: 0, d7: 0, d14: 0, d30: 0 };
  return {
    work_mode: group(WORK_MODES, counts.work_mode),
    employment_type: group(EMPLOYMENT_TYPES, counts.employment_type),
    seniority: group(SENIORITIES, counts.seniority),
    skills: (counts.skills ?? []).map((s) => ({
      value: s.value,
      label: skillNames.get(s.value) ?? s.value,
      count: s.count,
    })),
    posted_within: POSTED_WITHIN.map((value) => ({
      value,
      label: postedLabels[value],
      count: posted[`d${value}`],
    })),
  };
}

/** A saved-jobs page has no facets; the list shape still carries the groups, empty. */
export function noFacets(): JobFacets {
  return { work_mode: [], employment_type: [], seniority: [], skills: [], posted_within: [] };
}

export function summaryView(
  job: SummaryJob,
  company: {
    id: string;
    name: string;
    logoUrl: string | null;
    country: string;
    industry: string;
    size: string;
  },
  skills: JobSummary['skills'],
  saved: boolean,
  applicants: number,
  reader: ReaderPlace,
  at: Date,
  currency?: string,
): JobSummary {
  return {
    id: job.id,
    title: job.title,
    company: {
      id: company.id,
      name: company.name,
      logo_url: company.logoUrl,
      country: company.country,
      industry: company.industry,
      size: company.size,
    },
    work_mode: job.workMode,
    employment_type: job.employmentType,
    seniority: job.seniority,
    location: job.officeCountry ? { country: job.officeCountry, city: job.officeCity } : null,
    eligibility: {
      anywhere: job.eligibleAnywhere,
      countries: job.eligibleAnywhere ? [] : job.eligibleCountries,
      regions: job.eligibleRegions,
      timezone: job.timezone,
      min_overlap_hours: job.minOverlapHours,
    },
    eligible: reader.country ? job.eligibleAnywhere || job.eligibleCountries.includes(reader.country) : null,
    overlap_hours: reader.zone ? workingOverlapHours(job.timezone, reader.zone, at) : null,
    salary: salaryOf(job, currency ?? 'USD'),
    skills,
    posted_at: job.postedAt.toISOString(),
    expires_at: job.expiresAt?.toISOString() ?? null,
    saved,
    applicants_count: applicants,
    response_days: job.responseDays,
    elite_only: job.eliteOnly,
  };
}

export function detailView(
  job: JobRecord,
  summary: JobSummary,
  company: CompanyRow,
  recruiter: RecruiterRow,
  match: Match | null,
  application:
    { id: string; status: NonNullable<JobDetail['application']>['status']; submittedAt: Date } | undefined,
  /** Question id → the candidate's badge that answers it. */
  coverage: Map<string, CoveredBy> = new Map(),
): JobDetail {
  const screener = screenerQuestionsOf(job.screenerQuestions);
  const questions = screener.length;
  return {
    ...summary,
    description: job.description,
    benefits: job.benefits,
    status: job.status,
    company: { ...summary.company, about: company.about, website: company.website },
    recruiter: {
      id: recruiter.id,
      name: recruiter.name,
      title: recruiter.title,
      avatar_url: recruiter.avatarUrl,
      median_response_hours: recruiter.medianResponseHours,
    },
    screener_questions_count: questions,
    screener_questions: screener.map((question) => ({
      ...question,
      covered_by: coverage.get(question.id) ?? null,
    })),
    match,
    application: application
      ? {
          id: application.id,
          status: application.status,
          submitted_at: application.submittedAt.toISOString(),
        }
      : null,
    // Review and submit take about three minutes; each screener question about one more.
    apply_minutes: 3 + questions,
  };
}

function salaryOf(job: SummaryJob, currency: string): JobSummary['salary'] {
  if (job.salaryMin == null || job.salaryMax == null || !job.salaryCurrency || !job.salaryPeriod) return null;
  const same = job.salaryCurrency === currency;
  // A currency is never converted to itself: the same rate cancels out, and no rates' day applies.
  const from = same ? 1 : PER_USD[job.salaryCurrency];
  const to = same ? 1 : PER_USD[currency];
  const perYear = PERIODS_PER_YEAR[job.salaryPeriod as SalaryPeriodKey];
  return {
    min: job.salaryMin,
    max: job.salaryMax,
    currency: job.salaryCurrency,
    period: job.salaryPeriod,
    annual_converted:
      from && to
        ? {
            min: Math.round(((job.salaryMin * perYear) / from) * to),
            max: Math.round(((job.salaryMax * perYear) / from) * to),
            currency,
            rates_date: same ? null : ratesDate(job.salaryCurrency, currency),
          }
        : null,
  };
}
