import type { Onboarding, Profile } from '@talent/contract/profile';

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 'u1',
    name: 'Ada Lovelace',
    photo: null,
    headline: '',
    bio: '',
    desired_role: '',
    seniority: null,
    country: null,
    city: '',
    timezone: null,
    work_authorization: [],
    skills: [],
    experience: [],
    education: [],
    languages: [],
    links: { github: null, linkedin: null, portfolio: null },
    salary: null,
    availability: null,
    notice_period_weeks: null,
    job_search_status: null,
    work_modes: [],
    employment_types: [],
    visible_to_recruiters: true,
    resume: null,
    video_resume: null,
    identity_status: 'not_started',
    verified: false,
    elite: null,
    completeness: {
      percent: 10,
      items: [],
      next: {
        key: 'skills',
        label: 'Add your skills',
        done: false,
        weight: 20,
        unlocks: 'Match scores on every job',
        href: '/profile#skills',
      },
    },
    updated_at: null,
    ...overrides,
  };
}

export function onboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    current_step: 'role',
    completed_steps: [],
    skipped_steps: [],
    completed_at: null,
    profile: profile(),
    resume_draft: null,
    ...overrides,
  };
}

export const COUNTRIES = [
  { code: 'DE', name: 'Germany', region: 'Europe' },
  { code: 'PT', name: 'Portugal', region: 'Europe' },
];
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', per_usd: 0.9 },
  { code: 'USD', name: 'US dollar', per_usd: 1 },
];
export const SKILLS = [
  { slug: 'typescript', name: 'TypeScript', category: 'Languages', aliases: ['ts'] },
  { slug: 'postgresql', name: 'PostgreSQL', category: 'Databases', aliases: ['postgres'] },
];
