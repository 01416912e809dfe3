import type { ApplicationStatus } from '@talent/contract/applications';
import type { OfferStatus } from '@talent/contract/offers';
import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the recruiter console. Every key starts with `recruiter`, so the live hook's invalidation on
 * `PipelineChanged` (and any mutation invalidating `all`) refreshes every console screen at once: an action on an
 * interview or offer updates the applicant page, the lists and the dashboard together.
 */
export const recruiterKeys = {
  all: sharedKeys.recruiter,
  me: () => [...recruiterKeys.all, 'me'] as const,
  dashboard: () => [...recruiterKeys.all, 'dashboard'] as const,
  jobs: () => [...recruiterKeys.all, 'jobs'] as const,
  jobList: (status: 'open' | 'closed' | 'all') => [...recruiterKeys.jobs(), 'list', { status }] as const,
  applicants: (jobId: string, status?: ApplicationStatus) =>
    [...recruiterKeys.jobs(), jobId, 'applicants', { status: status ?? null }] as const,
  applicant: (id: string) => [...recruiterKeys.all, 'applicant', id] as const,
  skillResults: (applicationId: string) =>
    [...recruiterKeys.applicant(applicationId), 'skill-results'] as const,
  interviews: (scope: 'upcoming' | 'completed' | 'all') =>
    [...recruiterKeys.all, 'interviews', scope] as const,
  offers: (status: OfferStatus | 'all') => [...recruiterKeys.all, 'offers', status] as const,
  identityReviews: () => [...recruiterKeys.all, 'identity-reviews', 'pending'] as const,
};
