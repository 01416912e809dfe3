import type { ApplicationStatus } from '@talent/contract/applications';
import { sharedKeys } from '../../../lib/query-keys.ts';

export type StatusFilter = ApplicationStatus | 'active' | 'final';
export interface ApplicationFilters {
  status?: StatusFilter | undefined;
  q?: string | undefined;
}

/**
 * Query keys of the applications feature. Every key starts with 'applications' (the pipeline's live hook
 * invalidates that prefix on `PipelineChanged`).
 */
export const applicationKeys = {
  all: sharedKeys.applications,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: ApplicationFilters) => [...applicationKeys.lists(), filters] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  /** The jobs feature's prefix: a withdrawn application changes the job's "Applied" state. */
  jobs: sharedKeys.jobs,
  /** What a withdrawal cancels: interview requests, interviews and a pending offer. */
  cascade: [sharedKeys.interviewRequests, sharedKeys.interviews, sharedKeys.offers, sharedKeys.home] as const,
};
