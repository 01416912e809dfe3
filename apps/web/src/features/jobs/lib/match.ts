import type { MatchReason, RecommendedList } from '@talent/contract/jobs';

export const REASON_LABELS: Record<MatchReason['kind'], string> = {
  skills: 'Required skills',
  nice_to_have: 'Nice-to-have skills',
  role: 'Kind of work',
  seniority: 'Seniority',
  salary: 'Salary',
  eligibility: 'Where you live',
  overlap: 'Time-zone overlap',
};

export type ProfileGap = RecommendedList['meta']['profile_gaps'][number];

/** What to add to the profile, and what it changes in the score. */
export const GAP_ADVICE: Record<ProfileGap, { title: string; why: string }> = {
  skills: { title: 'Your skills', why: 'the biggest part of every score' },
  seniority: { title: 'Your seniority', why: 'so we can match the level a job asks for' },
  salary: { title: 'Your salary expectation', why: 'so pay that meets it counts' },
  country: { title: 'The country you live in', why: 'so jobs that cannot hire there rank last' },
  timezone: { title: 'Your time zone', why: 'so working-hours overlap counts' },
};

export interface ScoreTier {
  key: 'strong' | 'fair' | 'weak';
  label: string;
}

/** Three bands, named, so the badge never relies on its colour. */
export function scoreTier(score: number): ScoreTier {
  if (score >= 75) return { key: 'strong', label: 'Strong match' };
  if (score >= 50) return { key: 'fair', label: 'Fair match' };
  return { key: 'weak', label: 'Weak match' };
}

/** The minimum-score choices of the recommended page; 0 means every ranked job. */
export const MIN_SCORE_CHOICES = [0, 50, 60, 70, 80, 90] as const;
