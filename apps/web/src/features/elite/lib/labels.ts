import type {
  COMPANY_SIZES,
  ELITE_AVAILABILITIES,
  ELITE_APPLICATION_STATUSES,
  ENGAGEMENT_TYPES,
  ENGLISH_LEVELS,
  StageState,
} from '@talent/contract/elite';

export const ENGLISH_LEVEL_LABELS: Record<(typeof ENGLISH_LEVELS)[number], string> = {
  conversational: 'Conversational: I get by in everyday talk',
  professional: 'Professional: I work in English every day',
  fluent: 'Fluent: I discuss anything, in depth',
  native: 'Native or bilingual',
};

export const AVAILABILITY_LABELS: Record<(typeof ELITE_AVAILABILITIES)[number], string> = {
  now: 'Now',
  within_2_weeks: 'Within 2 weeks',
  within_1_month: 'Within a month',
  within_3_months: 'Within 3 months',
};

export const ENGAGEMENT_LABELS: Record<(typeof ENGAGEMENT_TYPES)[number], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  hourly: 'Hourly',
  project: 'Fixed-price project',
};

export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], string> = {
  startup: 'Startup (1–20)',
  small: 'Small (21–200)',
  mid: 'Mid-size (201–2,000)',
  enterprise: 'Enterprise (2,000+)',
};

/** Suggestions only: the candidate may add any industry (at most 10 in all). */
export const INDUSTRY_SUGGESTIONS = [
  'Fintech',
  'Healthcare',
  'E-commerce',
  'SaaS',
  'Education',
  'Media',
  'Gaming',
  'Logistics',
  'Energy',
  'Public sector',
] as const;

/** The tracker's words for a stage's state (always with an icon: never colour alone). */
export const STAGE_STATE_LABELS: Record<StageState, string> = {
  done: 'Done',
  in_progress: 'Your turn',
  waiting: 'Waiting on us',
  locked: 'Locked',
};

export const STATUS_LABELS: Record<(typeof ELITE_APPLICATION_STATUSES)[number], string> = {
  in_progress: 'In progress',
  submitted: 'Under review',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Not accepted this time',
  withdrawn: 'Withdrawn',
};

/** Names of the skill tests the tracks ask for (the overview sends slugs). */
const TEST_NAMES: Record<string, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  react: 'React',
  'node-js': 'Node.js',
  python: 'Python',
  java: 'Java',
  go: 'Go',
  sql: 'SQL',
  postgresql: 'PostgreSQL',
  'system-design': 'System design',
  docker: 'Docker',
  'amazon-web-services': 'AWS',
};

export function testName(slug: string): string {
  const known = TEST_NAMES[slug];
  if (known) return known;
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
