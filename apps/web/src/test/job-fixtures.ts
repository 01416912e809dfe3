import type {
  AroundTheGlobe,
  JobDetail,
  JobList,
  JobSummary,
  Match,
  RecommendedJob,
  RecommendedList,
} from '@talent/contract/jobs';

/** A realistic job summary; tests override only what they look at. */
export function jobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 'job-1',
    title: 'Senior TypeScript Engineer',
    company: {
      id: 'co-1',
      name: 'Northwind Labs',
      logo_url: null,
      country: 'DE',
      industry: 'Software',
      size: '51-200',
    },
    work_mode: 'remote',
    employment_type: 'full_time',
    seniority: 'senior',
    location: { country: 'DE', city: 'Berlin' },
    eligibility: {
      anywhere: false,
      countries: ['DE', 'PT', 'PL'],
      regions: ['Europe'],
      timezone: 'Europe/Berlin',
      min_overlap_hours: 4,
    },
    eligible: true,
    overlap_hours: 6,
    salary: {
      min: 90000,
      max: 120000,
      currency: 'EUR',
      period: 'year',
      annual_converted: { min: 97000, max: 130000, currency: 'USD', rates_date: null },
    },
    skills: [
      { slug: 'typescript', name: 'TypeScript', required: true, years: 4, matched: true },
      { slug: 'react', name: 'React', required: true, years: 3, matched: false },
      { slug: 'graphql', name: 'GraphQL', required: false, years: null, matched: false },
    ],
    posted_at: '2026-11-20T09:00:00.000Z',
    expires_at: null,
    saved: false,
    applicants_count: 12,
    response_days: 5,
    elite_only: false,
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const summary = jobSummary();
  return {
    ...summary,
    description: '## What you will do\n\nBuild things.\n\n<script>alert(1)</script>',
    benefits: ['Home-office budget'],
    status: 'open',
    company: { ...summary.company, about: 'We make tools.', website: 'https://northwind.example' },
    recruiter: {
      id: 'r1',
      name: 'Maria Silva',
      title: 'Talent Partner',
      avatar_url: null,
      median_response_hours: 30,
    },
    screener_questions_count: 2,
    screener_questions: [
      {
        id: 'authorisation',
        kind: 'yes_no',
        text: 'Are you allowed to work for us from the country you live in?',
        required: true,
        knockout: { expect: true },
        unit: null,
        skill: null,
        covered_by: null,
      },
      {
        id: 'years',
        kind: 'number',
        text: 'How many years have you worked with TypeScript?',
        required: true,
        knockout: { min: 3 },
        unit: 'years',
        skill: null,
        covered_by: null,
      },
    ],
    match: null,
    application: null,
    apply_minutes: 6,
    ...overrides,
  };
}

export const emptyFacets: JobList['meta']['facets'] = {
  work_mode: [{ value: 'remote', label: 'Remote', count: 2 }],
  employment_type: [],
  seniority: [],
  skills: [{ value: 'typescript', label: 'TypeScript', count: 2 }],
  posted_within: [],
};

export function jobPage(jobs: JobSummary[], next: string | null, total = jobs.length): JobList {
  return { data: jobs, meta: { next_cursor: next, total, facets: emptyFacets } };
}

/** A match whose reasons add up to its score. */
export function jobMatch(overrides: Partial<Match> = {}): Match {
  return {
    score: 76,
    reasons: [
      {
        kind: 'skills',
        status: 'partial',
        text: 'You have 4 of 5 required skills; missing: Kubernetes',
        points: 32,
        max_points: 40,
        missing: ['Kubernetes'],
      },
      {
        kind: 'nice_to_have',
        status: 'good',
        text: 'You have every nice-to-have skill',
        points: 10,
        max_points: 10,
      },
      { kind: 'seniority', status: 'good', text: 'Senior, as the job asks', points: 15, max_points: 15 },
      {
        kind: 'salary',
        status: 'unknown',
        text: 'Add your salary expectation to compare pay',
        points: 0,
        max_points: 10,
      },
      {
        kind: 'eligibility',
        status: 'good',
        text: 'The employer can hire in Portugal',
        points: 15,
        max_points: 15,
      },
      {
        kind: 'overlap',
        status: 'partial',
        text: '2 hours of overlap; the team asks for 4',
        points: 4,
        max_points: 10,
      },
    ],
    ...overrides,
  };
}

export function recommendedJob(overrides: Partial<RecommendedJob> = {}): RecommendedJob {
  return { ...jobSummary(), match: jobMatch(), ...overrides };
}

export function recommendedPage(
  jobs: RecommendedJob[],
  next: string | null,
  gaps: RecommendedList['meta']['profile_gaps'] = [],
): RecommendedList {
  return { data: jobs, meta: { next_cursor: next, profile_gaps: gaps } };
}

export function aroundTheGlobe(overrides: Partial<AroundTheGlobe['meta']> = {}): AroundTheGlobe {
  return {
    data: [
      { country: 'DE', name: 'Germany', eligible_jobs: 120, jobs: 140 },
      { country: 'US', name: 'United States', eligible_jobs: 30, jobs: 410 },
      { country: 'PT', name: 'Portugal', eligible_jobs: 0, jobs: 9 },
    ],
    meta: { viewer_country: 'PT', eligible_total: 150, total: 559, ...overrides },
  };
}
