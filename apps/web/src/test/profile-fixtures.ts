import type { StoredFile } from '@talent/contract/applications';
import type { Completeness, Profile, ResumeSuggestion } from '@talent/contract/profile';

const item = (
  key: Completeness['items'][number]['key'],
  label: string,
  done: boolean,
  weight: number,
  href: string,
  unlocks: string,
) => ({ key, label, done, weight, href, unlocks });

export function completeness(overrides: Partial<Completeness> = {}): Completeness {
  const items = [
    item('photo', 'Add a photo', true, 5, '/profile#photo', 'Recruiters recognise you'),
    item('headline', 'Write a headline', true, 10, '/profile#about', 'Show up in recruiter searches'),
    item('skills', 'Add your skills', false, 20, '/profile#skills', 'Match scores on every job'),
    item('resume', 'Upload your resume', false, 15, '/profile/resume-upload', 'One-click applications'),
  ];
  return {
    percent: 15,
    items,
    next: items[2] ?? null,
    ...overrides,
  };
}

export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'resume',
    name: 'ada-lovelace-cv.pdf',
    size: 120_000,
    type: 'application/pdf',
    url: '/talent/api/files/11111111-1111-4111-8111-111111111111',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A brand-new profile: the name from signup and nothing else. */
export function emptyProfile(overrides: Partial<Profile> = {}): Profile {
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
    completeness: completeness({ percent: 0 }),
    updated_at: null,
    ...overrides,
  };
}

export function fullProfile(overrides: Partial<Profile> = {}): Profile {
  return emptyProfile({
    headline: 'Backend engineer · TypeScript and PostgreSQL',
    bio: 'I build calm, fast APIs.',
    desired_role: 'Backend engineer',
    seniority: 'senior',
    country: 'PT',
    city: 'Lisbon',
    timezone: 'Europe/Lisbon',
    work_authorization: ['PT', 'DE'],
    skills: [{ slug: 'typescript', name: 'TypeScript', level: 'expert', years: 7 }],
    experience: [
      {
        id: 'e1',
        company: 'Analytical Engines',
        title: 'Senior Engineer',
        start_month: '2021-03',
        end_month: null,
        location: 'Remote',
        description: 'Led the payments API.',
      },
    ],
    education: [
      {
        id: 'ed1',
        school: 'University of London',
        degree: 'BSc',
        field: 'Mathematics',
        start_year: 2010,
        end_year: 2013,
      },
    ],
    languages: [{ code: 'en', level: 'native' }],
    links: { github: 'https://github.com/ada', linkedin: null, portfolio: null },
    salary: { amount: 90000, currency: 'EUR', period: 'year' },
    availability: 'within_1_month',
    notice_period_weeks: 4,
    job_search_status: 'open_to_offers',
    work_modes: ['remote'],
    employment_types: ['full_time'],
    identity_status: 'verified',
    verified: true,
    elite: null,
    completeness: completeness({ percent: 85 }),
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });
}

export function suggestion(overrides: Partial<ResumeSuggestion> = {}): ResumeSuggestion {
  return {
    id: 's-ts',
    kind: 'skill',
    label: 'TypeScript',
    value: 'typescript',
    years: 5,
    evidence: '5 years of TypeScript',
    status: 'pending',
    ...overrides,
  };
}
