import type { Completeness } from '@talent/contract/profile';
import { COMPLETENESS_ITEMS } from '@talent/contract/profile';

type ItemKey = (typeof COMPLETENESS_ITEMS)[number];

/** What the meter looks at: a plain summary of the profile, so the rules are testable without a database. */
export interface CompletenessInput {
  hasPhoto: boolean;
  headline: string;
  country: string | null;
  timezone: string | null;
  skillCount: number;
  experienceCount: number;
  educationCount: number;
  /** The candidate skipped the experience step in onboarding (a first job search). */
  experienceSkipped: boolean;
  hasResume: boolean;
  hasSalary: boolean;
  workAuthorizationCount: number;
  workModeCount: number;
  employmentTypeCount: number;
  hasAvailability: boolean;
  languageCount: number;
  hasVideoResume: boolean;
  identityVerified: boolean;
}

/** Skills the meter asks for: fewer than this gives matching too little to tell jobs apart. */
export const MIN_SKILLS = 3;

interface ItemRule {
  label: string;
  weight: number;
  unlocks: string;
  href: string;
  done: (p: CompletenessInput) => boolean;
}

/*
 * Weights add up to 100 and follow what each item does for the candidate: skills drive every match score, the
 * resume is what one-click apply sends, the verified badge and the headline are what recruiters look at first.
 */
export const COMPLETENESS_RULES: Record<ItemKey, ItemRule> = {
  photo: {
    label: 'Profile photo',
    weight: 5,
    unlocks: 'Recruiters put a face to your name',
    href: '/profile#photo',
    done: (p) => p.hasPhoto,
  },
  headline: {
    label: 'Headline',
    weight: 10,
    unlocks: 'The first line recruiters read about you',
    href: '/profile#about',
    done: (p) => p.headline.trim() !== '',
  },
  location: {
    label: 'Country and time zone',
    weight: 5,
    unlocks: 'Jobs open to your country and time-zone overlap in your match score',
    href: '/profile#location',
    done: (p) => !!p.country && !!p.timezone,
  },
  skills: {
    label: `At least ${MIN_SKILLS} skills`,
    weight: 20,
    unlocks: 'Match scores and recommended jobs',
    href: '/profile#skills',
    done: (p) => p.skillCount >= MIN_SKILLS,
  },
  experience: {
    label: 'Work experience',
    weight: 10,
    unlocks: 'Recruiters see what you have done before',
    href: '/profile#experience',
    // A first job search has no positions to list: having skipped the step, education stands in for them.
    done: (p) => p.experienceCount > 0 || (p.experienceSkipped && p.educationCount > 0),
  },
  resume: {
    label: 'Resume',
    weight: 15,
    unlocks: 'One-click apply',
    href: '/profile/resume-upload',
    done: (p) => p.hasResume,
  },
  salary: {
    label: 'Salary expectation',
    weight: 5,
    unlocks: 'Salary fit in your match score',
    href: '/profile#salary',
    done: (p) => p.hasSalary,
  },
  work_authorization: {
    label: 'Where you may work',
    weight: 5,
    unlocks: 'Jobs you can take without visa sponsorship',
    href: '/profile#work-authorization',
    done: (p) => p.workAuthorizationCount > 0,
  },
  preferences: {
    label: 'Work preferences and availability',
    weight: 5,
    unlocks: 'Jobs that fit how and when you want to work',
    href: '/profile#preferences',
    done: (p) => p.workModeCount > 0 && p.employmentTypeCount > 0 && p.hasAvailability,
  },
  languages: {
    label: 'Languages',
    weight: 5,
    unlocks: 'Recruiters see which languages you can work in',
    href: '/profile#languages',
    done: (p) => p.languageCount > 0,
  },
  video_resume: {
    label: 'Video resume',
    weight: 5,
    unlocks: 'Recruiters can meet you before the first call',
    href: '/profile/video-resume-upload',
    done: (p) => p.hasVideoResume,
  },
  identity: {
    label: 'Verified identity',
    weight: 10,
    unlocks: 'The verified badge recruiters see',
    href: '/identity-verification',
    done: (p) => p.identityVerified,
  },
};

/** The meter: each item done or not, the percent of weight done, and the heaviest item still open. */
export function completeness(input: CompletenessInput): Completeness {
  const items = COMPLETENESS_ITEMS.map((key) => {
    const rule = COMPLETENESS_RULES[key];
    return {
      key,
      label: rule.label,
      done: rule.done(input),
      weight: rule.weight,
      unlocks: rule.unlocks,
      href: rule.href,
    };
  });
  const percent = items.reduce((sum, item) => sum + (item.done ? item.weight : 0), 0);
  // Heaviest first; equal weights keep the list's order (a stable sort).
  const next = [...items].filter((item) => !item.done).sort((a, b) => b.weight - a.weight)[0] ?? null;
  return { percent, items, next };
}
