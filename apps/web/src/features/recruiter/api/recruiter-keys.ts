import type { ApplicationStatus } from '@talent/contract/applications';

/**
 * Query keys of the recruiter console. Every key starts with `recruiter`, so the live hook's invalidation on
 * `PipelineChanged` (and any mutation invalidating `all`) refreshes every console screen at once.
 */
export const recruiterKeys = {
  all: ['recruiter'] as const,
  me: () => [...recruiterKeys.all, 'me'] as const,
  dashboard: () => [...recruiterKeys.all, 'dashboard'] as const,
  jobs: () => [...recruiterKeys.all, 'jobs'] as const,
  jobList: (status: 'open' | 'closed' | 'all') => [...recruiterKeys.jobs(), 'list', { status }] as const,
  applicants: (jobId: string, status?: ApplicationStatus) =>
    [...recruiterKeys.jobs(), jobId, 'applicants', { status: status ?? null }] as const,
  applicant: (id: string) => [...recruiterKeys.all, 'applicant', id] as const,
};
